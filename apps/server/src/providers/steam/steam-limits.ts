import type { ProviderLimit, WindowReader } from "../budgets/provider-limits";

// The Steam Web API's terms of use (steamcommunity.com/dev/apiterms, checked 2026-11-28) limit a key to 100,000
// calls a day. The limit is the server's (one key), not each user's. Steam sends no rate-limit headers, so our count
// is the only one; the keyless wishlist read counts against the same budget, since Steam limits it by our address.
export const STEAM_WEB_API_LIMIT: ProviderLimit = {
  provider: "steam",
  endpoint: "web-api",
  per: "app",
  limit: 100_000,
  windowMs: 24 * 60 * 60_000,
};

export const readSteamWindow: WindowReader = () => null;
