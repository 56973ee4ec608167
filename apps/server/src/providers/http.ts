import type { z } from "zod";
import { ProviderAuthError, ProviderUnavailableError } from "./provider-errors";

// One HTTP helper for every provider adapter: a timeout, and the provider's failure modes
// mapped to the engine's errors (429 → rate_limited with its wait, 5xx or network → down,
// an unreadable body → malformed, 401 → auth). Other 4xx answers come back to the caller,
// because for many APIs a 404 is the answer ("not a member").

export type ProviderResponse<T = unknown> = { status: number; body: T; headers: Headers };

function retryAfterMs(res: Response, body: unknown): number | null {
  const header = res.headers.get("retry-after");
  if (header && /^\d+(\.\d+)?$/.test(header)) return Math.round(Number(header) * 1000);
  const reset = res.headers.get("x-rate-limit-reset"); // Twitter: unix seconds
  if (reset && /^\d+$/.test(reset)) return Math.max(0, Number(reset) * 1000 - Date.now());
  if (body && typeof body === "object") {
    const b = body as { retry_after?: unknown; parameters?: { retry_after?: unknown } };
    const s =
      typeof b.retry_after === "number"
        ? b.retry_after
        : typeof b.parameters?.retry_after === "number"
          ? b.parameters.retry_after
          : null;
    if (s !== null) return Math.round(s * 1000);
  }
  return null;
}

export async function providerFetch<T = unknown>(
  provider: string,
  url: string,
  init: RequestInit & { timeoutMs?: number; expect?: "json" | "text" } = {},
): Promise<ProviderResponse<T>> {
  const { timeoutMs = 10_000, expect = "json", ...rest } = init;
  let res: Response;
  try {
    res = await fetch(url, { ...rest, redirect: "error", signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    throw new ProviderUnavailableError(provider, "down", null, err instanceof Error ? err.message : String(err));
  }
  const text = await res.text().catch(() => "");
  let body: unknown = text;
  if (expect === "json" && text !== "") {
    try {
      body = JSON.parse(text);
    } catch {
      if (res.status >= 500) throw new ProviderUnavailableError(provider, "down", null, `HTTP ${res.status}`);
      if (res.status === 429) throw new ProviderUnavailableError(provider, "rate_limited", retryAfterMs(res, null));
      throw new ProviderUnavailableError(provider, "malformed", null, `HTTP ${res.status}: not JSON`);
    }
  }
  if (res.status === 429) throw new ProviderUnavailableError(provider, "rate_limited", retryAfterMs(res, body));
  if (res.status >= 500) throw new ProviderUnavailableError(provider, "down", null, `HTTP ${res.status}`);
  if (res.status === 401) throw new ProviderAuthError(provider, `HTTP 401`);
  return { status: res.status, body: body as T, headers: res.headers };
}

/** Reads an answer with a zod schema; anything else is a malformed answer, never a crash. */
export function parseShape<S extends z.ZodType>(provider: string, schema: S, value: unknown, what: string): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ProviderUnavailableError(provider, "malformed", null, `unexpected ${what}`);
  return parsed.data;
}
