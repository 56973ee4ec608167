import { z } from "zod";
import { optionalTextSchema, positiveIntSchema, requiredText, steamGameUrlSchema } from "../../fields";
import { base, type FamilyValues, trimmed, valuesOf } from "../value-helpers";

const steamGameIdSchema = z.preprocess(
  (v) => (typeof v === "number" ? String(v) : trimmed(v)),
  z.string({ error: "Game ID is required." }).regex(/^\d+$/, "Game ID is required."),
);

const steamFields = {
  game: requiredText("Game name is required."),
  link: steamGameUrlSchema,
  steam_game_id: steamGameIdSchema,
  description: optionalTextSchema,
};

export const steamValues = {
  steam_download: valuesOf({ ...base, ...steamFields }),
  steam_wishlist: valuesOf({ ...base, ...steamFields }),
  steam_playtime: valuesOf({
    ...base,
    ...steamFields,
    gaming_duration: positiveIntSchema("Duration of playtime must be a positive number"),
  }),
} satisfies FamilyValues;
