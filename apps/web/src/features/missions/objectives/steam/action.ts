import { type FamilyDrawerActions, socialAction } from "../drawer-action";

// Steam: connect Steam, open the game's store page, verify.
const onSteam = socialAction("steam", "link");

export const steamActions = {
  steam_download: onSteam,
  steam_wishlist: onSteam,
  steam_playtime: onSteam,
} satisfies FamilyDrawerActions;
