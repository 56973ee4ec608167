import { fetchWishlist } from "../../providers/steam/steam-api";
import { STEAM_PRIVATE_WISHLIST, steamListVerifier, steamNotWishlistedMessage } from "./steam-context";

/** steam_wishlist: the game is on the user's Steam wishlist (IWishlistService/GetWishlist). */
export const steamWishlistVerifier = steamListVerifier(
  fetchWishlist,
  STEAM_PRIVATE_WISHLIST,
  steamNotWishlistedMessage,
);
