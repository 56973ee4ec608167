import { CALLBACK_ERRORS, countOf } from "@questhq/core";
import type { Env } from "../../env";
import type { Verifier, VerifyContext, VerifyOutcome } from "../types";
import type { CallBudget } from "../../providers/budgets/provider-limits";
import { providerBudget } from "../provider-budget";

// What every Steam objective needs first: the linked SteamID64 and the objective's app id.

export const STEAM_NEEDS_ACCOUNT = "Connect your Steam account to complete this objective.";
export const STEAM_PRIVATE_GAMES =
  "Your Steam game details are private. Make them public in your Steam privacy settings, then verify again.";
export const STEAM_PRIVATE_WISHLIST =
  "We could not read your Steam wishlist. Make sure the game is on it and your wishlist is public, then verify again.";
export const steamNotOwnedMessage = (game: string) =>
  `${game} is not in your Steam library yet. Get it, then verify again.`;
export const steamNotWishlistedMessage = (game: string) =>
  `${game} is not on your Steam wishlist yet. Add it, then verify again.`;
export const steamPlaytimeMessage = (game: string, played: number, needed: number) =>
  `You have played ${game} for ${played} of the ${countOf(needed, "minute")} required. ` +
  "Steam can take a little while to update playtime.";

type SteamTarget =
  | { status: "ready"; steamId: string; appId: number; game: string }
  | { status: "other"; outcome: VerifyOutcome };

export async function steamTarget(ctx: VerifyContext): Promise<SteamTarget> {
  const linked = await ctx.linked("steam");
  if (!linked)
    return { status: "other", outcome: { status: "needs_account", provider: "steam", message: STEAM_NEEDS_ACCOUNT } };
  const raw = ctx.objective.values.steam_game_id;
  const appId =
    typeof raw === "number" ? raw : typeof raw === "string" && /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
  if (!/^\d{17}$/.test(linked.providerUserId) || !Number.isSafeInteger(appId) || appId <= 0) {
    return { status: "other", outcome: { status: "incomplete", message: CALLBACK_ERRORS.steamWishlistMissingIds } };
  }
  const game =
    typeof ctx.objective.values.game === "string" && ctx.objective.values.game.trim()
      ? ctx.objective.values.game.trim()
      : "This game";
  return { status: "ready", steamId: linked.providerUserId, appId, game };
}

/**
 * A verifier for "the game is in one of the user's Steam lists" (library, wishlist): `readList` answers the app ids
 * on it, or null when Steam will not show the list (private), which reads `privateMessage`.
 */
export function steamListVerifier(
  readList: (env: Env, steamId: string, budget: CallBudget) => Promise<{ has(appId: number): boolean } | null>,
  privateMessage: string,
  notOnListMessage: (game: string) => string,
): Verifier {
  return async (ctx) => {
    const t = await steamTarget(ctx);
    if (t.status !== "ready") return t.outcome;
    const list = await readList(ctx.env, t.steamId, providerBudget(ctx));
    if (!list) return { status: "incomplete", message: privateMessage };
    if (!list.has(t.appId)) return { status: "incomplete", message: notOnListMessage(t.game) };
    return { status: "completed", evidence: { steam_id: t.steamId, appid: t.appId } };
  };
}
