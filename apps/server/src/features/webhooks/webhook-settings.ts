import ipaddr from "ipaddr.js";
import { WEBHOOK_MESSAGES } from "@questhq/core";
import type { Env } from "../../env";
import { blockedAddressReason } from "../../lib/ssrf";
import { tokenSealer, type TokenSealer } from "../../lib/token-crypto";

// The webhook settings drawn from the environment, in one place for the routes, the delivery job and tests
// (docs/product/developers.md#webhooks).

export type WebhookSettings = {
  timeoutMs: number;
  /** The waits between attempts, in milliseconds; a delivery has failed when they run out. */
  retrySchedule: readonly number[];
  disableAfterMs: number;
  concurrency: number;
  /** host:port pairs a delivery may reach although private (FETCH_ALLOWED_HOSTS): local receivers only. */
  allowHosts: readonly string[];
  isProduction: boolean;
  publicUrl: string;
  sealer: TokenSealer;
};

export function webhookSettings(env: Env): WebhookSettings {
  return {
    timeoutMs: env.WEBHOOK_TIMEOUT_MS,
    retrySchedule: env.WEBHOOK_RETRY_SCHEDULE,
    disableAfterMs: env.WEBHOOK_DISABLE_AFTER,
    concurrency: env.WEBHOOK_CONCURRENCY,
    allowHosts: (env.FETCH_ALLOWED_HOSTS ?? "")
      .split(",")
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    isProduction: env.isProduction,
    publicUrl: env.PUBLIC_URL,
    sealer: tokenSealer(env),
  };
}

/** How much a wait may be stretched or shrunk at random. */
const JITTER = 0.2;

/**
 * The wait before the next attempt after `attempts` attempts failed, or null when the schedule has run out. Jitter
 * keeps the retries of many deliveries to one receiver that came back from spreading its load in one burst.
 */
export function retryDelayMs(schedule: readonly number[], attempts: number, random = Math.random): number | null {
  const base = schedule[attempts - 1];
  if (base === undefined) return null;
  return Math.max(1, Math.round(base * (1 - JITTER + 2 * JITTER * random())));
}

function hostKey(url: URL): string {
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  return `${url.hostname.replace(/^\[|\]$/g, "").toLowerCase()}:${port}`;
}

/**
 * Why an endpoint URL is refused when it is saved, or null. https anywhere (the SSRF guard judges the resolved
 * address at every delivery); http only outside production and only to a host:port FETCH_ALLOWED_HOSTS lists (a
 * local receiver). An address literal that is not public is refused now rather than at every delivery.
 */
export function endpointUrlProblem(raw: string, s: Pick<WebhookSettings, "isProduction" | "allowHosts">) {
  const url = new URL(raw);
  const isAllowListed = s.allowHosts.includes(hostKey(url));
  if (url.protocol !== "https:" && (s.isProduction || !isAllowListed)) return WEBHOOK_MESSAGES.httpsOnly;
  if (url.username || url.password) return WEBHOOK_MESSAGES.urlInvalid;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (!isAllowListed && ipaddr.isValid(host) && blockedAddressReason(host)) return WEBHOOK_MESSAGES.publicOnly;
  if (!isAllowListed && (host === "localhost" || host.endsWith(".localhost"))) return WEBHOOK_MESSAGES.publicOnly;
  return null;
}
