import { createRequire } from "node:module";
import type { FastifyBaseLogger } from "fastify";
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { Redis } from "ioredis";

// Redis holds the rate limiter's counters when REDIS_URL is set, so that N processes share one allowance. While it
// is unreachable the process keeps serving: readiness says why (features/system), the limits fall back to this
// process's own counters (never to no limit at all), and ioredis's errors become throttled JSON log lines instead of
// its "[ioredis] Unhandled error event" text on every reconnect attempt.

/** One line per distinct error per minute while Redis stays down. */
const ERROR_LOG_INTERVAL_MS = 60_000;

export type RedisLink = {
  client: Redis;
  /** Null while connected, else why not (for /api/ready). */
  problem(): string | null;
  /** Settles at the first connection's outcome (ready or an error), so counting starts in Redis when it answers. */
  settled: Promise<void>;
};

export function connectRedis(url: string, log: FastifyBaseLogger): RedisLink {
  const client = new Redis(url, {
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    // A command sent while disconnected fails at once (the limiter falls back) instead of waiting for a reconnect.
    enableOfflineQueue: false,
    // Reconnect forever, at most every 5 s.
    retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
  });
  let problem: string | null = "connecting";
  let lastLogged = { message: "", at: 0 };
  client.on("ready", () => {
    if (problem && problem !== "connecting") log.info({ source: "redis" }, "redis: connected again");
    problem = null;
  });
  client.on("error", (err: Error & { code?: string }) => {
    problem = err.code ? `${err.code}: ${err.message}` : err.message;
    const now = Date.now();
    if (problem === lastLogged.message && now - lastLogged.at < ERROR_LOG_INTERVAL_MS) return;
    lastLogged = { message: problem, at: now };
    log.warn({ source: "redis", cause: { code: err.code, message: err.message } }, "redis: unreachable");
  });
  client.on("end", () => {
    problem ??= "connection closed";
  });
  const settled = new Promise<void>((resolve) => {
    client.once("ready", () => resolve());
    client.once("error", () => resolve());
    setTimeout(resolve, 3000).unref();
  });
  return { client, settled, problem: () => (client.status === "ready" ? null : (problem ?? client.status)) };
}

type Callback = Parameters<FastifyRateLimitStore["incr"]>[1];
type StoreArgs = [continueExceeding: boolean, exponentialBackoff: boolean, ...rest: unknown[]];
/** A store as the plugin uses it: `child` makes a route's own store from its options. */
type ChildStore = Pick<FastifyRateLimitStore, "incr"> & { child(routeOptions: unknown): ChildStore };
type StoreCtor = new (...args: StoreArgs) => ChildStore;

// The plugin ships its two stores as CommonJS files without an export map or types of their own.
const require = createRequire(import.meta.url);
const RedisStore = require("@fastify/rate-limit/store/RedisStore.js") as StoreCtor;
const LocalStore = require("@fastify/rate-limit/store/LocalStore.js") as StoreCtor;

/**
 * Counters in Redis while it answers, else in this process: an outage gives each process its own allowance for the
 * window (N× the limit at worst) rather than lifting the limit (`skipOnError`) or refusing every request.
 */
export function fallbackStore(link: RedisLink, nameSpace: string, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  let warned = false;
  const make = (redis: ChildStore, local: ChildStore): ChildStore => ({
    incr(key, callback: Callback, timeWindow, max) {
      if (link.client.status !== "ready") return local.incr(key, callback, timeWindow, max);
      redis.incr(
        key,
        (err, result) => {
          if (!err) {
            warned = false;
            return callback(null, result);
          }
          if (!warned) {
            warned = true;
            log.warn({ source: "redis", cause: err.message }, "rate limit: counting in this process");
          }
          local.incr(key, callback, timeWindow, max);
        },
        timeWindow,
        max,
      );
    },
    child: (options) => make(redis.child(options), local.child(options)),
  });
  return class {
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const flags: StoreArgs = [options.continueExceeding ?? false, options.exponentialBackoff ?? false];
      // biome-ignore lint/correctness/noConstructorReturn: the plugin news a class; this hands it the composed store.
      return make(new RedisStore(...flags, link.client, nameSpace), new LocalStore(...flags));
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
