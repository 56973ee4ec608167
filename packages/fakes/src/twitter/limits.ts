import type { FastifyReply } from "fastify";

// X API v2's rate limits for the reads the product makes (docs.x.com/x-api/fundamentals/rate-limits, Pro column,
// checked 2026-11-28). With a user's OAuth 2 token each (endpoint, user token) pair has its own budget per
// 15-minute window; the per-app figure applies to app-only Bearer tokens, which the product does not use. Past a
// budget X answers 429 until x-rate-limit-reset. Tests scale the budgets and the window down through
// POST /twitter/__control/limits so a launch can be simulated in seconds.

export type XEndpoint =
  | "users/me"
  | "users/by/username"
  | "users/following"
  | "tweets/liking_users"
  | "tweets/retweeted_by"
  | "tweets/lookup"
  | "users/liked_tweets"
  | "users/bookmarks"
  | "tweets/search/recent"
  | "users/tweets";

export const X_RATE_LIMITS: Record<XEndpoint, { perUser: number; perApp: number | null }> = {
  "users/me": { perUser: 75, perApp: null },
  "users/by/username": { perUser: 900, perApp: 300 },
  "users/following": { perUser: 15, perApp: 15 },
  "tweets/liking_users": { perUser: 75, perApp: 75 },
  "tweets/retweeted_by": { perUser: 75, perApp: 75 },
  "tweets/lookup": { perUser: 900, perApp: 450 },
  "users/liked_tweets": { perUser: 75, perApp: 75 },
  "users/bookmarks": { perUser: 180, perApp: null },
  "tweets/search/recent": { perUser: 300, perApp: 450 },
  "users/tweets": { perUser: 900, perApp: 1500 },
};

export const X_WINDOW_MS = 15 * 60_000;

export type LimitSettings = {
  /** Off: every read is answered (headers still count down). */
  enforce: boolean;
  /** Budgets are multiplied by this and rounded up (at least 1): 0.01 turns 75 into 1. */
  scale: number;
  windowMs: number;
};

type Window = { start: number; used: number };

/** An endpoint's per-user budget under these settings. */
export function budgetOf(endpoint: XEndpoint, settings: LimitSettings): number {
  return Math.max(1, Math.ceil(X_RATE_LIMITS[endpoint].perUser * settings.scale));
}

export type RateLimiter = {
  settings: LimitSettings;
  /** Answers past a budget, by endpoint (what a launch simulation reports as refusals). */
  refused: Map<XEndpoint, number>;
  /** Counts one read against this token's budget; false (and a 429 sent) when the budget is spent. */
  admit(endpoint: XEndpoint, subject: string, reply: FastifyReply): boolean;
  reset(): void;
};

export const DEFAULT_LIMIT_SETTINGS: LimitSettings = { enforce: true, scale: 1, windowMs: X_WINDOW_MS };

/** X's 429: the OpenAPI document's Error pair, which X's rate-limit page shows inside an `errors` array. */
export const RATE_LIMITED = {
  code: 88,
  message: "Rate limit exceeded",
  errors: [{ code: 88, message: "Rate limit exceeded" }],
};

export function createRateLimiter(): RateLimiter {
  const windows = new Map<string, Window>();
  const limiter: RateLimiter = {
    settings: { ...DEFAULT_LIMIT_SETTINGS },
    refused: new Map(),
    admit(endpoint, subject, reply) {
      const { windowMs, enforce } = limiter.settings;
      const limit = budgetOf(endpoint, limiter.settings);
      const key = `${endpoint} ${subject}`;
      const now = Date.now();
      let window = windows.get(key);
      if (!window || now >= window.start + windowMs) {
        window = { start: now, used: 0 };
        windows.set(key, window);
      }
      const spent = window.used >= limit;
      if (!spent || !enforce) window.used += 1;
      reply.header("x-rate-limit-limit", String(limit));
      reply.header("x-rate-limit-remaining", String(Math.max(0, limit - window.used)));
      reply.header("x-rate-limit-reset", String(Math.ceil((window.start + windowMs) / 1000)));
      if (!spent || !enforce) return true;
      limiter.refused.set(endpoint, (limiter.refused.get(endpoint) ?? 0) + 1);
      void reply.status(429).type("application/json").send(RATE_LIMITED);
      return false;
    },
    reset() {
      windows.clear();
      limiter.refused.clear();
      limiter.settings = { ...DEFAULT_LIMIT_SETTINGS };
    },
  };
  return limiter;
}
