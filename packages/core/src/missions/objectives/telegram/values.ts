import { telegramInviteSchema } from "../../fields";
import { base, type FamilyValues, valuesOf } from "../value-helpers";

export const telegramValues = {
  telegram_join: valuesOf({ ...base, telegramGroupInviteUrl: telegramInviteSchema }),
} satisfies FamilyValues;
