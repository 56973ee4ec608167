import { type FamilyServerTemplates, verifiersOf } from "../types";
import { steamSandbox } from "./sandbox";
import { steamDownloadVerifier } from "./steam-download";
import { steamPlaytimeVerifier } from "./steam-playtime";
import { steamWishlistVerifier } from "./steam-wishlist";

// Steam objectives: the linked SteamID64 (OpenID) read through the Steam Web API with our key.
export const steamTemplates = {
  steam_download: { verify: steamDownloadVerifier, sandbox: steamSandbox },
  steam_wishlist: { verify: steamWishlistVerifier, sandbox: steamSandbox },
  steam_playtime: { verify: steamPlaytimeVerifier, sandbox: steamSandbox },
} satisfies FamilyServerTemplates;

export const steamVerifiers = verifiersOf(steamTemplates);
