import { AppError } from "@questhq/core";

// Etherscan API v2 (one endpoint for every chain, chosen by `chainid`): `getabi` answers
// { status: "1", message: "OK", result: "<ABI JSON>" } or status "0" with the reason in result.
// The base URL comes from env only (never from a request), so no user controls where we call.

export type ExplorerConfig = { baseUrl: string; apiKey?: string; timeoutMs?: number };

export const EXPLORER_UNVERIFIED = "The contract is not verified on the chain explorer; paste its ABI instead.";
export const EXPLORER_UNAVAILABLE = "The chain explorer could not be reached; paste the contract's ABI instead.";

export async function fetchVerifiedAbi(config: ExplorerConfig, chainId: number, address: string): Promise<string> {
  const url = new URL(config.baseUrl);
  url.searchParams.set("chainid", String(chainId));
  url.searchParams.set("module", "contract");
  url.searchParams.set("action", "getabi");
  url.searchParams.set("address", address);
  if (config.apiKey) url.searchParams.set("apikey", config.apiKey);
  let body: { status?: string; message?: string; result?: unknown };
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(config.timeoutMs ?? 8000), redirect: "error" });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    body = (await res.json()) as typeof body;
  } catch {
    throw new AppError("bad_gateway", EXPLORER_UNAVAILABLE, { abi: [EXPLORER_UNAVAILABLE] });
  }
  if (body.status !== "1" || typeof body.result !== "string") {
    throw new AppError("not_found", EXPLORER_UNVERIFIED, { abi: [EXPLORER_UNVERIFIED] });
  }
  return body.result;
}
