import type { ProviderLimit, WindowReader } from "../budgets/provider-limits";

// X API v2's rate limits for the reads the verifiers make, from X's rate-limit table
// (docs.x.com/x-api/fundamentals/rate-limits, checked 2026-11-28). With a user's OAuth 2 token every user has their
// own budget per endpoint and 15-minute window; the per-app figures apply to app-only tokens, which we do not use.

export type XEndpoint =
  | "users/me"
  | "users/by/username"
  | "users/following"
  | "tweets/lookup"
  | "users/liked_tweets"
  | "users/bookmarks"
  | "tweets/search/recent"
  | "users/tweets";

const WINDOW_MS = 15 * 60_000;
const perUser = (endpoint: XEndpoint, limit: number): ProviderLimit => ({
  provider: "twitter",
  endpoint,
  per: "user",
  limit,
  windowMs: WINDOW_MS,
});

export const X_LIMITS: Record<XEndpoint, ProviderLimit> = {
  "users/me": perUser("users/me", 75),
  "users/by/username": perUser("users/by/username", 900),
  "users/following": perUser("users/following", 15),
  "tweets/lookup": perUser("tweets/lookup", 900),
  "users/liked_tweets": perUser("users/liked_tweets", 75),
  "users/bookmarks": perUser("users/bookmarks", 180),
  "tweets/search/recent": perUser("tweets/search/recent", 300),
  "users/tweets": perUser("users/tweets", 900),
};

/** x-rate-limit-remaining and x-rate-limit-reset (Unix seconds), on every answer to a user-token read. */
export const readXWindow: WindowReader = (headers) => {
  const remaining = headers.get("x-rate-limit-remaining");
  const reset = headers.get("x-rate-limit-reset");
  if (!remaining || !reset || !/^\d+$/.test(remaining) || !/^\d+$/.test(reset)) return null;
  return { remaining: Number(remaining), resetAt: new Date(Number(reset) * 1000) };
};
