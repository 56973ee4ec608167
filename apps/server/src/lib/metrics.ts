import { Counter, Gauge, Histogram, Registry } from "prom-client";

// The process's Prometheus instruments (docs/ops/metrics.md lists every series). One registry per process: the code
// that counts (jobs, verifications, webhook deliveries, rate limiters) sits in features and lib alike and has no app
// at hand, and prom-client's cluster aggregation (features/metrics/cluster-metrics.ts) sums one registry per worker.
// Counting costs a map lookup and an addition, so it is always on; what is only done when metrics are exposed (the
// HTTP hook, query timing, the scrape-time COUNT queries, process metrics) is switched on by features/metrics.

export const metricsRegistry = new Registry();
const registers = [metricsRegistry];

/** Seconds, from a fast read (5 ms) to a slow page or a provider's timeout (10 s). */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds: a statement on a warm connection takes well under a millisecond; 2.5 s is a problem whatever it is. */
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
/** Seconds: a job run is a sweep of a few rows or a feed fetch or a batch of webhooks (up to minutes). */
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300];

export const httpRequests = new Counter({
  name: "questhq_http_requests_total",
  help: "HTTP requests answered, by method, route pattern and status code",
  labelNames: ["method", "route", "status_code"] as const,
  registers,
});

// By status class, not code: each label set of a histogram is a dozen series.
export const httpRequestDuration = new Histogram({
  name: "questhq_http_request_duration_seconds",
  help: "Time from receiving an HTTP request to the end of its answer, by method, route pattern and status class",
  labelNames: ["method", "route", "status_class"] as const,
  buckets: REQUEST_BUCKETS,
  registers,
});

export const dbQueryDuration = new Histogram({
  name: "questhq_db_query_duration_seconds",
  help: "Database statements' durations, from the call to the result (a wait for the connection not included)",
  buckets: QUERY_BUCKETS,
  registers,
});

export const jobRuns = new Counter({
  name: "questhq_job_runs_total",
  help: "Background job runs by job and outcome (ok, failed; skipped: another process's turn or not yet due)",
  labelNames: ["job", "outcome"] as const,
  registers,
});

export const jobRunDuration = new Histogram({
  name: "questhq_job_run_duration_seconds",
  help: "Duration of the background job runs this process made, by job",
  labelNames: ["job"] as const,
  buckets: JOB_BUCKETS,
  registers,
});

export const jobLastSuccess = new Gauge({
  name: "questhq_job_last_success_timestamp_seconds",
  help: "When this process last finished a run of the job without an error (Unix time)",
  labelNames: ["job"] as const,
  // The cluster's latest success is the one that matters, not the sum of the workers' clocks.
  aggregator: "max",
  registers,
});

export const verificationOutcomes = new Counter({
  name: "questhq_verification_outcomes_total",
  help: "Objective and challenge verifications by template, provider and the verifier's answer",
  labelNames: ["template", "provider", "outcome"] as const,
  registers,
});

export const providerErrors = new Counter({
  name: "questhq_provider_errors_total",
  help: "Verifications a provider could not answer, by provider and reason (rate_limited, down, malformed, auth, …)",
  labelNames: ["provider", "reason"] as const,
  registers,
});

export const webhookDeliveries = new Counter({
  name: "questhq_webhook_deliveries_total",
  help: "Webhook delivery attempts by result: success, failed_attempt (retried later) or gave_up (no retry left)",
  labelNames: ["result"] as const,
  registers,
});

export type RateLimiter = "ip" | "auth" | "route" | "api_key" | "email_code" | "verify_busy";

export const rateLimitRefusals = new Counter({
  name: "questhq_rate_limit_refusals_total",
  help:
    "Requests refused with 429 by limiter: ip (the API's per-IP limit), auth, route (a route's own limit), " +
    "api_key, email_code (per address), verify_busy (verifications in flight)",
  labelNames: ["limiter"] as const,
  registers,
});

/** Counts one refusal; every limiter of the server calls this where it answers 429. */
export function countRateLimitRefusal(limiter: RateLimiter): void {
  rateLimitRefusals.inc({ limiter });
}

/**
 * @fastify/rate-limit's `onExceeded` (app.ts), which a route's own limit inherits: the API's per-IP limit, or the
 * route's own (the sign-in routes' apart, the one an attack on accounts hits).
 */
export function countRateLimitExceeded(request: { url: string; routeOptions: { config: object } }): void {
  const hasOwnLimit = Boolean((request.routeOptions.config as { rateLimit?: unknown }).rateLimit);
  countRateLimitRefusal(!hasOwnLimit ? "ip" : request.url.startsWith("/api/auth/") ? "auth" : "route");
}
