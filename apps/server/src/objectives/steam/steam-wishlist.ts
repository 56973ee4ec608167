import type { Verifier } from "../types";
import { fetchWishlist } from "../../providers/steam/steam-api";
import { STEAM_PRIVATE_WISHLIST, steamNotWishlistedMessage, steamTarget } from "./steam-context";

/** steam_wishlist: the game is on the user's Steam wishlist (IWishlistService/GetWishlist). */
export const steamWishlistVerifier: Verifier = async (ctx) => {
  const t = await steamTarget(ctx);
  if (t.status !== "ready") return t.outcome;
  const wishlist = await fetchWishlist(ctx.env, t.steamId);
  if (!wishlist) return { status: "incomplete", message: STEAM_PRIVATE_WISHLIST };
  if (!wishlist.has(t.appId)) return { status: "incomplete", message: steamNotWishlistedMessage(t.game) };
  return { status: "completed", evidence: { steam_id: t.steamId, appid: t.appId } };
};
