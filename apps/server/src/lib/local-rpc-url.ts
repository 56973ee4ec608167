import { SANDBOX_CHAIN_ID } from "@questhq/core";
import type { Env } from "../env";

/**
 * The local development chain's RPC URL when it is a loopback node, else null: a browser may be told about this one
 * (a wallet adding the chain, the bridge widget's reads); a remote node's URL may carry a key and is never shown.
 */
export function localChainRpcUrl(env: Pick<Env, "CHAIN_RPC_URLS">): string | null {
  const url = env.CHAIN_RPC_URLS?.[SANDBOX_CHAIN_ID];
  if (!url) return null;
  try {
    const host = new URL(url).hostname;
    return host === "127.0.0.1" || host === "localhost" || host === "[::1]" ? url : null;
  } catch {
    return null;
  }
}
