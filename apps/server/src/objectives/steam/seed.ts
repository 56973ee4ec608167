import type { DemoObjectiveSpec } from "../seed-spec";

// The Steam objectives of the demo (db/seed/): Counter-Strike 2, which the Steam fake answers for.

export const STEAM_CS2 = {
  game: "Counter-Strike 2",
  link: "https://store.steampowered.com/app/730/",
  steam_game_id: "730",
};

export const steamSeed = {
  steamWishlist: (description: string): DemoObjectiveSpec => ({
    template: "steam_wishlist",
    provider: "steam",
    values: { ...STEAM_CS2, description },
  }),
  steamPlaytime: (minutes: number, description: string): DemoObjectiveSpec => ({
    template: "steam_playtime",
    provider: "steam",
    values: { ...STEAM_CS2, description, gaming_duration: minutes },
  }),
};
