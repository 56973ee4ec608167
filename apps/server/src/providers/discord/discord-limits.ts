import type { ProviderLimit, WindowReader } from "../budgets/provider-limits";

// Discord (discord.com/developers/docs/topics/rate-limits, checked 2026-11-28) publishes one figure: 50 requests a
// second for each token, across routes. Each route has its own, smaller bucket that Discord does not publish and
// reports on every answer (X-RateLimit-Remaining, X-RateLimit-Reset); observing those narrows our budget to the
// route's real one, so after its first answer we keep to the bucket Discord states.
export const DISCORD_MEMBER_LIMIT: ProviderLimit = {
  provider: "discord",
  endpoint: "users/@me/guilds/member",
  per: "user",
  limit: 50,
  windowMs: 1_000,
};

/** X-RateLimit-Remaining and X-RateLimit-Reset (Unix seconds with a fraction). */
export const readDiscordWindow: WindowReader = (headers) => {
  const remaining = headers.get("x-ratelimit-remaining");
  const reset = headers.get("x-ratelimit-reset");
  if (!remaining || !reset || !/^\d+$/.test(remaining) || !/^\d+(\.\d+)?$/.test(reset)) return null;
  return { remaining: Number(remaining), resetAt: new Date(Math.ceil(Number(reset) * 1000)) };
};
