import { z } from "zod";
import {
  discordInviteSchema,
  discordRoleIdSchema,
  discordServerIdSchema,
  optionalTextSchema,
  requiredText,
} from "../../fields";
import { base, type FamilyValues, trimmed, valuesOf } from "../value-helpers";

const discordJoinFields = {
  discordName: z.preprocess(
    trimmed,
    z.string({ error: "Name must be at least 2 characters." }).min(2, "Name must be at least 2 characters."),
  ),
  discordServerId: discordServerIdSchema,
  discordServerInviteUrl: discordInviteSchema,
};

export const discordValues = {
  discord_join: valuesOf({ ...base, ...discordJoinFields }),
  discord_role: valuesOf({
    ...base,
    ...discordJoinFields,
    discordRoleId: discordRoleIdSchema,
    discordRoleName: requiredText("Role name cannot be empty."),
    description: optionalTextSchema,
  }),
} satisfies FamilyValues;
