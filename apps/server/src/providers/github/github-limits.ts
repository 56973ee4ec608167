import type { ProviderLimit, WindowReader } from "../budgets/provider-limits";

// GitHub's primary REST rate limit (docs.github.com/en/rest/using-the-rest-api/rate-limits-for-the-rest-api, checked
// 2026-11-28): 5,000 requests per hour for each user, shared by every OAuth app the user authorized, so calls made
// with a user's token take from that user's budget. All three reads we make (user, starred, following) are "core".
export const GITHUB_REST_LIMIT: ProviderLimit = {
  provider: "github",
  endpoint: "core",
  per: "user",
  limit: 5_000,
  windowMs: 60 * 60_000,
};

/** x-ratelimit-remaining and x-ratelimit-reset (Unix seconds), on every REST answer. */
export const readGitHubWindow: WindowReader = (headers) => {
  const remaining = headers.get("x-ratelimit-remaining");
  const reset = headers.get("x-ratelimit-reset");
  if (!remaining || !reset || !/^\d+$/.test(remaining) || !/^\d+$/.test(reset)) return null;
  return { remaining: Number(remaining), resetAt: new Date(Number(reset) * 1000) };
};
