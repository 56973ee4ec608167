import { AppError, bridgeChains, getChainById } from "@questhq/core";
import type { Env } from "../../env";

// The bridge widget reads balances, allowances and receipts in the browser. Rather than open the page's CSP to every
// chain's public node (which would also let every other wallet read in the app bypass the wallet), it reads through
// this same-origin relay: read-only JSON-RPC methods, forwarded to the node this server uses for the chain (its
// CHAIN_RPC_URLS entry, else the registry's public endpoint). Nothing that signs or sends is relayed.

export const READ_METHODS = new Set([
  "eth_chainId",
  "net_version",
  "eth_blockNumber",
  "eth_call",
  "eth_estimateGas",
  "eth_gasPrice",
  "eth_maxPriorityFeePerGas",
  "eth_feeHistory",
  "eth_getBalance",
  "eth_getCode",
  "eth_getStorageAt",
  "eth_getTransactionCount",
  "eth_getTransactionByHash",
  "eth_getTransactionReceipt",
  "eth_getBlockByNumber",
  "eth_getBlockByHash",
]);

/** viem batches up to 64 calls in one request (the LI.FI SDK's setting). */
export const MAX_BATCH = 64;
const TIMEOUT_MS = 10_000;

type RpcCall = { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown };
type RpcAnswer = { jsonrpc: "2.0"; id: unknown; result?: unknown; error?: { code: number; message: string } };

/** The node the relay forwards a chain's reads to, or null when the bridge does not offer the chain. */
export function readNodeOf(env: Env, chainId: number, hasLocalChain: boolean): string | null {
  const chain = getChainById(chainId);
  if (!chain || !bridgeChains({ localChain: hasLocalChain }).some((c) => c.id === chainId)) return null;
  return env.CHAIN_RPC_URLS?.[chainId] ?? (chain.isDevelopment ? null : chain.rpcUrl);
}

const refusal = (call: RpcCall, code: number, message: string): RpcAnswer => ({
  jsonrpc: "2.0",
  id: call.id ?? null,
  error: { code, message },
});

/** Forwards the allowed calls of one request (a call or a batch); refused calls are answered in place. */
export async function relayReads(node: string, body: unknown): Promise<RpcAnswer | RpcAnswer[]> {
  const isBatch = Array.isArray(body);
  const calls = (isBatch ? body : [body]) as RpcCall[];
  if (calls.length === 0 || calls.length > MAX_BATCH) {
    throw new AppError("bad_request", `Send between 1 and ${MAX_BATCH} JSON-RPC calls at once.`);
  }
  const answers: (RpcAnswer | null)[] = calls.map((call) => {
    if (!call || typeof call !== "object" || typeof call.method !== "string")
      return refusal(call ?? {}, -32600, "Invalid request");
    return READ_METHODS.has(call.method)
      ? null
      : refusal(call, -32601, `${call.method} is not relayed: only reads are.`);
  });
  const forwarded = calls
    .filter((_, i) => answers[i] === null)
    .map((c) => ({ jsonrpc: "2.0", id: c.id, method: c.method, params: c.params ?? [] }));
  if (forwarded.length > 0) {
    let upstream: unknown;
    try {
      const res = await fetch(node, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(forwarded),
        redirect: "error",
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      upstream = await res.json();
    } catch {
      throw new AppError("bad_gateway", "The chain's node did not answer. Try again in a moment.");
    }
    const byId = new Map(
      (Array.isArray(upstream) ? (upstream as RpcAnswer[]) : []).map((a) => [JSON.stringify(a.id), a]),
    );
    calls.forEach((call, i) => {
      if (answers[i] === null)
        answers[i] = byId.get(JSON.stringify(call.id)) ?? refusal(call, -32603, "The chain's node gave no answer.");
    });
  }
  return isBatch ? (answers as RpcAnswer[]) : answers[0]!;
}
