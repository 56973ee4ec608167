import { z } from "zod";
import { ProviderUnavailableError } from "../../providers/provider-errors";
import { safeFetch, SsrfError, type SafeResponse, type SsrfReason } from "../../lib/ssrf";
import { newMessageId, signedHeaders } from "../../lib/standard-webhooks";
import type { Verifier, VerifyOutcome } from "../types";
import { endpointFetchOptions } from "./endpoint-config";
import { endpointRequestBody } from "./endpoint-request";
import { readEndpointSecret } from "./endpoint-secret";
import { ENDPOINT_MESSAGES, ORGANIZER_MESSAGE_MAX_LENGTH } from "./messages";

// endpoint_check: the organization's own API says whether the user did it
// (docs/product/objectives.md#verified-by-your-api). A signed POST; 200 { completed, message? } is the answer.
// Whatever the organizer's system cannot answer right now (timeouts, 5xx, 429, an unreadable answer) leaves the
// objective pending, retried by the engine like any provider's outage; an address the SSRF guard refuses, or a
// redirect, is the organizer's mistake and says so.

const PROVIDER = "organizer";

/** The guard refused the address itself: asking again cannot help until the organizer changes it. */
const REFUSED: ReadonlySet<SsrfReason> = new Set(["invalid_url", "unsupported_scheme", "blocked_address"]);
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const answerSchema = z.object({ completed: z.boolean(), message: z.string().nullish() });

const incomplete = (message: string): VerifyOutcome => ({ status: "incomplete", message });

function retryAfterMs(res: SafeResponse): number | null {
  const header = res.headers["retry-after"];
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^\d+$/.test(value.trim()) ? Number(value.trim()) * 1000 : null;
}

/** The organizer's words, trimmed and capped; none (or blank) gives the plain default. */
export function organizerMessage(message: string | null | undefined): string {
  const words = message?.replace(/\s+/g, " ").trim() ?? "";
  if (!words) return ENDPOINT_MESSAGES.notYet;
  return words.length > ORGANIZER_MESSAGE_MAX_LENGTH ? `${words.slice(0, ORGANIZER_MESSAGE_MAX_LENGTH - 1)}…` : words;
}

function readAnswer(res: SafeResponse, messageId: string): VerifyOutcome {
  if (REDIRECTS.has(res.status)) return incomplete(ENDPOINT_MESSAGES.redirected);
  if (res.status === 429) throw new ProviderUnavailableError(PROVIDER, "rate_limited", retryAfterMs(res));
  if (res.status >= 500) throw new ProviderUnavailableError(PROVIDER, "down", null, `HTTP ${res.status}`);
  // Anything but 200 is outside the contract (a 404 while the organizer deploys, a refused signature): retried, so
  // the organizer's fix is picked up without the user starting over.
  if (res.status !== 200) throw new ProviderUnavailableError(PROVIDER, "malformed", null, `HTTP ${res.status}`);
  let parsed: z.infer<typeof answerSchema>;
  try {
    parsed = answerSchema.parse(JSON.parse(res.body.toString("utf8")));
  } catch {
    throw new ProviderUnavailableError(PROVIDER, "malformed", null, "not { completed: boolean, message?: string }");
  }
  if (parsed.completed) return { status: "completed", evidence: { endpoint_message_id: messageId } };
  return incomplete(organizerMessage(parsed.message));
}

export const endpointCheck: Verifier = async (ctx) => {
  const url = typeof ctx.objective.values.endpoint_url === "string" ? ctx.objective.values.endpoint_url : "";
  if (!url) return incomplete(ENDPOINT_MESSAGES.notSetUp);
  // http is for a receiver on a developer's machine; in production the request and its signature go over TLS.
  if (ctx.env.isProduction && !url.toLowerCase().startsWith("https:")) return incomplete(ENDPOINT_MESSAGES.insecure);
  const secret = await readEndpointSecret(ctx.db, ctx.env, ctx.objective.id);
  if (!secret) return incomplete(ENDPOINT_MESSAGES.notSetUp);
  const body = JSON.stringify(await endpointRequestBody(ctx));
  // A new id per attempt: each Verify is a new question, not a redelivery of the last one.
  const messageId = newMessageId();
  const headers = { "content-type": "application/json", ...signedHeaders(secret, messageId, ctx.now, body) };
  let res: SafeResponse;
  try {
    res = await safeFetch(url, { ...endpointFetchOptions(ctx.env), body, headers });
  } catch (err) {
    if (!(err instanceof SsrfError)) throw err;
    if (REFUSED.has(err.reason)) return incomplete(ENDPOINT_MESSAGES.refused);
    throw new ProviderUnavailableError(PROVIDER, err.reason === "too_large" ? "malformed" : "down", null, err.message);
  }
  return readAnswer(res, messageId);
};
