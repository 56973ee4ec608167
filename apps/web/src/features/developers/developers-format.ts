import type { WebhookAttemptView, WebhookDeliveryStatusName } from "@questhq/core";
import type { ApiKeyView } from "@questhq/core/schemas/responses/api-keys";
import type { BadgeTone } from "@/components/ui/badge";

// Pure wording and state of the Developers page (docs/product/developers.md#api-keys, #webhooks), tested alone.

export type ApiKeyState = "active" | "expired" | "revoked";

/** Revoked wins over expired: a revoked key stays revoked whatever its expiry says. */
export function apiKeyState(key: Pick<ApiKeyView, "revoked_at" | "expires_at">, now = Date.now()): ApiKeyState {
  if (key.revoked_at) return "revoked";
  if (key.expires_at && Date.parse(key.expires_at) <= now) return "expired";
  return "active";
}

export const API_KEY_STATE_LABELS: Record<ApiKeyState, { label: string; tone: BadgeTone }> = {
  active: { label: "Active", tone: "success" },
  expired: { label: "Expired", tone: "warning" },
  revoked: { label: "Revoked", tone: "danger" },
};

/**
 * The expiry the API wants for a date picked in the form ("2027-01-31"): the end of that day where the admin is, so
 * a key set to expire "on the 31st" still works all of the 31st. Blank means no expiry.
 */
export function expiryFromDate(date: string): string | null {
  if (!date.trim()) return null;
  const end = new Date(`${date}T23:59:59.999`);
  return Number.isNaN(end.getTime()) ? null : end.toISOString();
}

export const DELIVERY_STATUS_LABELS: Record<WebhookDeliveryStatusName, { label: string; tone: BadgeTone }> = {
  pending: { label: "Pending", tone: "warning" },
  succeeded: { label: "Succeeded", tone: "success" },
  failed: { label: "Failed", tone: "danger" },
};

/** One attempt's outcome in a few words: "HTTP 200 in 35 ms", or why no answer came. */
export function attemptOutcome(attempt: Pick<WebhookAttemptView, "status_code" | "duration_ms" | "error">): string {
  const took = `in ${attempt.duration_ms.toLocaleString("en-US")} ms`;
  if (attempt.status_code !== null) return `HTTP ${attempt.status_code} ${took}`;
  return `No answer ${took}${attempt.error ? `: ${attempt.error}` : ""}`;
}

/** An attempt counts as answered well when the receiver said 2xx (the Standard Webhooks rule). */
export function isSuccessfulAttempt(attempt: Pick<WebhookAttemptView, "status_code">): boolean {
  return attempt.status_code !== null && attempt.status_code >= 200 && attempt.status_code < 300;
}

/** Date and time for the logs, to the second (deliveries and audit entries come seconds apart). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return date.toLocaleString("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  });
}
