import type { Env } from "../../../env";
import { isSandbox } from "../../../providers/config";
import type { SafeFetchOptions } from "../../../lib/ssrf";

// Ingestion settings derived from the environment, in one place for the scheduler, the
// `npm run ingest` script and tests.

export type IngestConfig = {
  fetch: SafeFetchOptions;
  maxItemsPerFeed: number;
  /** Minutes between successful fetches of a channel (also the base of the failure backoff). */
  intervalMinutes: number;
};

/** Whether the fixture feeds are served at /sandbox/feeds (development and demo). */
export function newsFixturesOn(env: Env): boolean {
  return env.NEWS_FIXTURES ?? (isSandbox(env) && !env.isProduction);
}

export function ingestConfig(env: Env): IngestConfig {
  const allowHosts = (env.FETCH_ALLOWED_HOSTS ?? "")
    .split(",")
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  // The fixture feeds live on this very server: only its own loopback port is added, and only
  // when fixtures are switched on.
  if (newsFixturesOn(env) && isSandbox(env)) allowHosts.push(`127.0.0.1:${env.PORT}`, `localhost:${env.PORT}`);
  return {
    fetch: { timeoutMs: env.NEWS_FETCH_TIMEOUT_MS, maxBytes: env.NEWS_FETCH_MAX_BYTES, allowHosts },
    maxItemsPerFeed: env.NEWS_FEED_MAX_ITEMS,
    intervalMinutes: env.NEWS_INGEST_INTERVAL_MINUTES || 15,
  };
}

/** The fixture feed base URL as this server reaches itself. */
export function fixtureFeedsBase(env: Env): string {
  return `http://127.0.0.1:${env.PORT}/sandbox/feeds`;
}
