import type { Env } from "../../env";
import { isSandbox } from "../../providers/config";
import type { SafeFetchOptions } from "../../lib/ssrf";

// How the server calls an organization's verification endpoint (docs/product/objectives.md#verified-by-your-api):
// through the SSRF guard on every call, no redirects followed, a small answer within 5 seconds.

export const ENDPOINT_TIMEOUT_MS = 5_000;
export const ENDPOINT_MAX_ANSWER_BYTES = 16_384;
export const ENDPOINT_USER_AGENT = "QuestHQ-Verify/1.0 (+custom verification endpoint)";

/**
 * The host:port pairs that may resolve to a private address: FETCH_ALLOWED_HOSTS, and, when the provider fakes are
 * mounted on this server (development and the demo), this server's own PUBLIC_URL, where the sandbox organizer API
 * the demo objective calls lives (packages/fakes organizer). Nowhere else does a private address pass.
 */
export function endpointAllowHosts(env: Env): string[] {
  const hosts = (env.FETCH_ALLOWED_HOSTS ?? "")
    .split(",")
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  if (isSandbox(env)) {
    const own = new URL(env.PUBLIC_URL);
    hosts.push(`${own.hostname.toLowerCase()}:${own.port || (own.protocol === "https:" ? "443" : "80")}`);
  }
  return hosts;
}

export function endpointFetchOptions(env: Env): SafeFetchOptions {
  return {
    method: "POST",
    followRedirects: false,
    timeoutMs: ENDPOINT_TIMEOUT_MS,
    maxBytes: ENDPOINT_MAX_ANSWER_BYTES,
    allowHosts: endpointAllowHosts(env),
    userAgent: ENDPOINT_USER_AGENT,
  };
}
