import type { Verifier } from "../types";
import { fetchOwnedGames } from "../../providers/steam/steam-api";
import { STEAM_PRIVATE_GAMES, steamNotOwnedMessage, steamTarget } from "./steam-context";

/** steam_download: the game (values.steam_game_id) is in the user's library. */
export const steamDownloadVerifier: Verifier = async (ctx) => {
  const t = await steamTarget(ctx);
  if (t.status !== "ready") return t.outcome;
  const games = await fetchOwnedGames(ctx.env, t.steamId);
  if (!games) return { status: "incomplete", message: STEAM_PRIVATE_GAMES };
  if (!games.has(t.appId)) return { status: "incomplete", message: steamNotOwnedMessage(t.game) };
  return { status: "completed", evidence: { steam_id: t.steamId, appid: t.appId } };
};
