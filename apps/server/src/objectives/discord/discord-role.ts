import type { Verifier } from "../types";
import { discordMembership, valueText } from "./discord-membership";

export const DISCORD_BAD_ROLE_ID = "This objective has no valid Discord role ID.";
export const discordMissingRoleMessage = (role: string | null) =>
  `You do not have the ${role ?? "required"} role on this Discord server yet.`;

/** discord_role: the user is a member of values.discordServerId and holds values.discordRoleId. */
export const discordRoleVerifier: Verifier = async (ctx) => {
  const roleId = valueText(ctx.objective.values.discordRoleId);
  const m = await discordMembership(ctx);
  if (m.status !== "member") return m.outcome;
  if (!roleId || !/^\d{17,20}$/.test(roleId)) return { status: "incomplete", message: DISCORD_BAD_ROLE_ID };
  if (!m.roles.includes(roleId))
    return {
      status: "incomplete",
      message: discordMissingRoleMessage(valueText(ctx.objective.values.discordRoleName)),
    };
  return { status: "completed", evidence: { discord_user_id: m.discordUserId, guild_id: m.guildId, role_id: roleId } };
};
