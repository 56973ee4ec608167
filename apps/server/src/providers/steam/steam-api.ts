import { z } from "zod";
import type { Env } from "../../env";
import { providerUrls } from "../config";
import { parseShape, providerFetch } from "../http";
import { ProviderUnavailableError } from "../provider-errors";
import { callWithin, type CallBudget } from "../budgets/provider-limits";
import { STEAM_WEB_API_LIMIT, readSteamWindow } from "./steam-limits";

// Steam Web API with the server's key: owned games with playtime (IPlayerService), the
// wishlist (IWishlistService) and the persona name (ISteamUser). A private profile answers an
// empty { response: {} }; a refused key is a 403 HTML page (an operator problem, retried later).

async function steamGet(
  env: Env,
  path: string,
  params: Record<string, string>,
  withKey: boolean,
  budget?: CallBudget,
): Promise<unknown> {
  const { apiUrl, apiKey } = providerUrls(env).steam;
  if (withKey && !apiKey) throw new ProviderUnavailableError("steam", "down", null, "STEAM_API_KEY is not set");
  const url = new URL(`${apiUrl}${path}`);
  if (withKey && apiKey) url.searchParams.set("key", apiKey);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  const res = await callWithin(budget, STEAM_WEB_API_LIMIT, readSteamWindow, () =>
    providerFetch<string>("steam", url.toString(), { expect: "text", headers: { accept: "application/json" } }),
  );
  if (res.status === 403) throw new ProviderUnavailableError("steam", "down", null, "Steam refused the Web API key");
  if (res.status !== 200)
    throw new ProviderUnavailableError("steam", "malformed", null, `${path} answered HTTP ${res.status}`);
  try {
    return JSON.parse(res.body);
  } catch {
    throw new ProviderUnavailableError("steam", "malformed", null, `${path}: not JSON`);
  }
}

const ownedGamesShape = z.object({
  response: z.object({
    game_count: z.number().optional(),
    games: z.array(z.object({ appid: z.number(), playtime_forever: z.number() })).optional(),
  }),
});

/** Owned games (free-to-play ones the user played included) → minutes played; null when private. */
export async function fetchOwnedGames(
  env: Env,
  steamId: string,
  budget?: CallBudget,
): Promise<Map<number, number> | null> {
  const body = await steamGet(
    env,
    "/IPlayerService/GetOwnedGames/v1/",
    { steamid: steamId, include_played_free_games: "1", include_appinfo: "0" },
    true,
    budget,
  );
  const { response } = parseShape("steam", ownedGamesShape, body, "owned games");
  if (response.game_count === undefined && response.games === undefined) return null;
  return new Map((response.games ?? []).map((g) => [g.appid, g.playtime_forever]));
}

const wishlistShape = z.object({
  response: z.object({ items: z.array(z.object({ appid: z.number() })).optional() }),
});

/** App ids on the user's wishlist; null when the wishlist is private (or the profile unknown). */
export async function fetchWishlist(env: Env, steamId: string, budget?: CallBudget): Promise<Set<number> | null> {
  const body = await steamGet(env, "/IWishlistService/GetWishlist/v1/", { steamid: steamId }, false, budget);
  const { response } = parseShape("steam", wishlistShape, body, "wishlist");
  return response.items ? new Set(response.items.map((i) => i.appid)) : null;
}

const summariesShape = z.object({
  response: z.object({ players: z.array(z.object({ steamid: z.string(), personaname: z.string() })) }),
});

export async function fetchPersonaName(env: Env, steamId: string): Promise<string | null> {
  const body = await steamGet(env, "/ISteamUser/GetPlayerSummaries/v2/", { steamids: steamId }, true);
  return (
    parseShape("steam", summariesShape, body, "player summaries").response.players.find((p) => p.steamid === steamId)
      ?.personaname ?? null
  );
}
