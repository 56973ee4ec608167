import type { VerifierFamily } from "../types";
import { steamDownloadVerifier } from "./steam-download";
import { steamPlaytimeVerifier } from "./steam-playtime";
import { steamWishlistVerifier } from "./steam-wishlist";

// Steam objectives: the linked SteamID64 (OpenID) read through the Steam Web API with our key.
export const steamVerifiers: VerifierFamily = {
  steam_download: steamDownloadVerifier,
  steam_wishlist: steamWishlistVerifier,
  steam_playtime: steamPlaytimeVerifier,
};
