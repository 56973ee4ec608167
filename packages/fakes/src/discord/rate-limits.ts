import { createHash } from "node:crypto";
import type { FastifyReply } from "fastify";

// Discord's per-route rate limits as its answers report them (discord.com/developers/docs/topics/rate-limits):
// every answer says how many calls the route's bucket allows per window (X-RateLimit-Limit), how many are left
// (Remaining), when the window resets (Reset, epoch seconds; Reset-After, seconds from now) and which bucket it is
// (Bucket, an opaque hash). The fake counts calls per token and route so the values are consistent, but it never
// refuses on its own (tests would turn flaky; past the limit Remaining stays at 0). Its 429s come from failure
// injection: the bucket is spent until its window resets, and the 429 says how long that is.

export type RouteLimit = { route: string; limit: number; windowMs: number };

// Discord does not publish its per-route limits (they change, and apps must read the headers), so these are
// plausible values, not measured ones.
export const ROUTE_LIMITS = {
  me: { route: "GET /users/@me", limit: 5, windowMs: 2_000 },
  member: { route: "GET /users/@me/guilds/{guild.id}/member", limit: 5, windowMs: 2_000 },
  token: { route: "POST /oauth2/token", limit: 5, windowMs: 2_000 },
} satisfies Record<string, RouteLimit>;

type Window = { used: number; resetAt: number };

export type RateLimits = {
  /** Counts a call answered normally and sends the bucket's headers. */
  count(reply: FastifyReply, limit: RouteLimit, caller: string | undefined): void;
  /** Spends the bucket (the injected 429), sends its headers with Retry-After; returns Discord's 429 body. */
  refuse(reply: FastifyReply, limit: RouteLimit, caller: string | undefined): unknown;
  reset(): void;
};

/** Stable per route, 32 hex digits like Discord's bucket ids. */
const bucketOf = (limit: RouteLimit) => createHash("md5").update(`discord-fake ${limit.route}`).digest("hex");

export function createRateLimits(): RateLimits {
  // route + caller (the Authorization header) → the current window
  const windows = new Map<string, Window>();

  function current(limit: RouteLimit, caller: string | undefined, now: number): Window {
    const key = `${limit.route} ${caller ?? ""}`;
    let window = windows.get(key);
    if (!window || window.resetAt <= now) {
      // The sandbox runs for days and every token has its own windows: forget the ones that ended.
      if (windows.size >= 1_000) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      window = { used: 0, resetAt: now + limit.windowMs };
      windows.set(key, window);
    }
    return window;
  }

  function send(reply: FastifyReply, limit: RouteLimit, window: Window, now: number): void {
    void reply
      .header("x-ratelimit-bucket", bucketOf(limit))
      .header("x-ratelimit-limit", String(limit.limit))
      .header("x-ratelimit-remaining", String(Math.max(0, limit.limit - window.used)))
      .header("x-ratelimit-reset", (window.resetAt / 1000).toFixed(3))
      .header("x-ratelimit-reset-after", ((window.resetAt - now) / 1000).toFixed(3));
  }

  return {
    count(reply, limit, caller) {
      const now = Date.now();
      const window = current(limit, caller, now);
      window.used += 1;
      send(reply, limit, window, now);
    },
    refuse(reply, limit, caller) {
      const now = Date.now();
      const window = current(limit, caller, now);
      window.used = Math.max(window.used, limit.limit);
      send(reply, limit, window, now);
      const wait = (window.resetAt - now) / 1000;
      // Retry-After is whole seconds, rounded up (Discord's docs: Retry-After 65 for retry_after 64.57).
      void reply.header("retry-after", String(Math.ceil(wait))).header("x-ratelimit-scope", "user");
      // `code` is in Discord's documented rate-limit object ("an error code for some limits"); 0 is its general code.
      return { message: "You are being rate limited.", retry_after: Number(wait.toFixed(3)), global: false, code: 0 };
    },
    reset() {
      windows.clear();
    },
  };
}
