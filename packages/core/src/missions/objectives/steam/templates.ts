import { linkRow, plural, text } from "../display-helpers";
import type { DetailRow, FamilyTemplates, ObjectiveValues } from "../template-family";
import { F, req } from "../template-fields";

// Steam: the linked Steam account owns, wishlists or plays a game (docs/product/objectives.md#templates).

const STEAM_FIELDS = [
  req("game", "Game name", "text", { placeholder: "Counter-Strike 2" }),
  req("link", "Steam store link", "url", { placeholder: "https://store.steampowered.com/app/730/" }),
  req("steam_game_id", "Steam game ID", "text", {
    placeholder: "730",
    help: "The number after /app/ in the store link.",
  }),
  F.optionalDescription,
];

const game = (values: ObjectiveValues, extra: DetailRow[] = []): DetailRow[] => [
  ...linkRow("Game", values.link, text(values.game)),
  ...extra,
];

const steam = { provider: "steam", category: "Gaming" } as const;

export const steamTemplates = {
  steam_download: {
    ...steam,
    title: "Download a game",
    description: "Users own a game on Steam.",
    fields: STEAM_FIELDS,
    displayTitle: (v) => `Download ${text(v.game) ?? "this game"} on Steam`,
    detailRows: (v) => game(v),
  },
  steam_wishlist: {
    ...steam,
    title: "Wishlist a game",
    description: "Users add a game to their Steam wishlist.",
    fields: STEAM_FIELDS,
    displayTitle: (v) => `Wishlist ${text(v.game) ?? "this game"} on Steam`,
    detailRows: (v) => game(v),
  },
  steam_playtime: {
    ...steam,
    title: "Play a game",
    description: "Users play a game on Steam for some time.",
    fields: [...STEAM_FIELDS, req("gaming_duration", "Playtime (minutes)", "integer")],
    displayTitle: (v) =>
      `Play ${text(v.game) ?? "this game"} for ${plural(text(v.gaming_duration) ?? "?", "minute", "minutes")}`,
    detailRows: (v) => {
      const minutes = text(v.gaming_duration);
      const playtime = `${minutes} ${minutes === "1" ? "minute" : "minutes"}`;
      return game(v, minutes ? [{ label: "Playtime", value: { kind: "text", text: playtime } }] : []);
    },
  },
} satisfies FamilyTemplates;
