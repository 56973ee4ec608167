import type { Verifier } from "../types";
import { fetchOwnedGames } from "../../providers/steam/steam-api";
import { STEAM_PRIVATE_GAMES, steamNotOwnedMessage, steamPlaytimeMessage, steamTarget } from "./steam-context";
import { providerBudget } from "../provider-budget";

export const STEAM_BAD_DURATION = "This objective has no valid playtime.";

/** steam_playtime: playtime_forever (minutes) of the game reaches values.gaming_duration (minutes). */
export const steamPlaytimeVerifier: Verifier = async (ctx) => {
  const t = await steamTarget(ctx);
  if (t.status !== "ready") return t.outcome;
  const needed = Number(ctx.objective.values.gaming_duration);
  if (!Number.isFinite(needed) || needed <= 0) return { status: "incomplete", message: STEAM_BAD_DURATION };
  const games = await fetchOwnedGames(ctx.env, t.steamId, providerBudget(ctx));
  if (!games) return { status: "incomplete", message: STEAM_PRIVATE_GAMES };
  const played = games.get(t.appId);
  if (played === undefined) return { status: "incomplete", message: steamNotOwnedMessage(t.game) };
  if (played < needed)
    return {
      status: "incomplete",
      message: steamPlaytimeMessage(t.game, played, needed),
      evidence: { playtime_forever: played },
    };
  return {
    status: "completed",
    evidence: { steam_id: t.steamId, appid: t.appId, playtime_forever: played, required_minutes: needed },
  };
};
