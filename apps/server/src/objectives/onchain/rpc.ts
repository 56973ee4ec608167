import {
  BaseError,
  createPublicClient,
  http,
  HttpRequestError,
  LimitExceededRpcError,
  RpcRequestError,
  TimeoutError,
  type PublicClient,
} from "viem";
import { getChainById } from "@questhq/core";
import { ProviderUnavailableError } from "../../providers/provider-errors";
import type { VerifyContext } from "../types";

// Reading the chain for on-chain objectives. Every RPC failure becomes a ProviderUnavailableError
// so the objective stays pending (with a readable lastError) and the background job retries it:
// a user must never be told "you did not do it" because a node was slow.

export const ONCHAIN_PROVIDER = "onchain";

/** The engine retries pending objectives itself, so a single attempt that fails fast is enough. */
const RPC_TIMEOUT_MS = 10_000;

export type Address = `0x${string}`;

/**
 * Addresses come with or without 0x (docs/product/chains.md#addresses); the chain answers lowercase-insensitive hex.
 */
export function toAddress(value: unknown): Address | null {
  if (typeof value !== "string") return null;
  const v = value.trim();
  if (!/^(0x)?[0-9a-fA-F]{40}$/.test(v)) return null;
  return `0x${v.replace(/^0x/, "").toLowerCase()}`;
}

/** The objective's chain (values.blockchain), or the mission's when the objective has none. */
export function objectiveChainId(ctx: VerifyContext): number {
  const v = Number(ctx.objective.values.blockchain);
  return Number.isInteger(v) && v > 0 ? v : ctx.mission.chainId;
}

export function chainName(chainId: number): string {
  return getChainById(chainId)?.name ?? `chain ${chainId}`;
}

const clients = new Map<string, PublicClient>();

/** A public client for the chain's configured RPC; none configured means the provider is down for us. */
export function publicClientFor(ctx: VerifyContext, chainId: number): PublicClient {
  const url = ctx.env.CHAIN_RPC_URLS?.[chainId];
  if (!url) {
    throw new ProviderUnavailableError(
      ONCHAIN_PROVIDER,
      "down",
      null,
      `no RPC URL configured for ${chainName(chainId)} (${chainId}) in CHAIN_RPC_URLS`,
    );
  }
  let client = clients.get(url);
  if (!client) {
    client = createPublicClient({ transport: http(url, { retryCount: 0, timeout: RPC_TIMEOUT_MS }) });
    clients.set(url, client);
  }
  return client;
}

function retryAfterMs(headers: Headers | undefined): number | null {
  const value = headers?.get("retry-after");
  return value && /^\d+(\.\d+)?$/.test(value) ? Math.round(Number(value) * 1000) : null;
}

/**
 * Maps whatever viem threw while talking to the node: HTTP 429 or JSON-RPC "limit exceeded"
 * (-32005) is a rate limit, everything else (network, timeout, 5xx, node errors) is "down".
 */
export function toProviderError(err: unknown, what: string): ProviderUnavailableError {
  if (err instanceof ProviderUnavailableError) return err;
  if (err instanceof BaseError) {
    const limited = err.walk((e) => {
      if (e instanceof LimitExceededRpcError) return true;
      if ((e instanceof HttpRequestError || e instanceof RpcRequestError) && e.status === 429) return true;
      return e instanceof RpcRequestError && e.code === LimitExceededRpcError.code;
    });
    if (limited) {
      const headers =
        limited instanceof HttpRequestError || limited instanceof RpcRequestError ? limited.headers : undefined;
      return new ProviderUnavailableError(
        ONCHAIN_PROVIDER,
        "rate_limited",
        retryAfterMs(headers),
        `${what}: rate limited by the RPC`,
      );
    }
    const timeout = err.walk((e) => e instanceof TimeoutError);
    if (timeout) return new ProviderUnavailableError(ONCHAIN_PROVIDER, "down", null, `${what}: the RPC timed out`);
    return new ProviderUnavailableError(ONCHAIN_PROVIDER, "down", null, `${what}: ${err.shortMessage}`);
  }
  return new ProviderUnavailableError(
    ONCHAIN_PROVIDER,
    "down",
    null,
    `${what}: ${err instanceof Error ? err.message : String(err)}`,
  );
}

/** Runs one RPC read; `answers` lets a caller treat some viem errors as the chain's answer (not found...). */
export async function rpc<T, A = never>(
  what: string,
  call: () => Promise<T>,
  answers?: (err: unknown) => A | undefined,
): Promise<T | A> {
  try {
    return await call();
  } catch (err) {
    const answer = answers?.(err);
    if (answer !== undefined) return answer;
    throw toProviderError(err, what);
  }
}
