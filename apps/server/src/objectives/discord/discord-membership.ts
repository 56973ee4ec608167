import type { VerifyContext, VerifyOutcome } from "../types";
import { fetchDiscordMember } from "../../providers/discord/discord-client";
import { providerBudget } from "../provider-budget";

// Both Discord objectives read the user's own membership of the server with their token
// (scope guilds.members.read): the member object, or Discord's 404 "Unknown Guild".

export const DISCORD_NEEDS_ACCOUNT = "Connect your Discord account to complete this objective.";
export const DISCORD_BAD_SERVER_ID = "This objective has no valid Discord server ID.";
export const discordNotMemberMessage = (name: string | null) =>
  `You are not a member of ${name ?? "this Discord server"} yet. Join it, then verify again.`;

export const valueText = (v: unknown): string | null =>
  typeof v === "string" && v.trim() ? v.trim() : typeof v === "number" ? String(v) : null;

type Membership =
  | { status: "member"; roles: string[]; discordUserId: string; guildId: string; joinedAt: string | null }
  | { status: "other"; outcome: VerifyOutcome };

export async function discordMembership(ctx: VerifyContext): Promise<Membership> {
  const linked = await ctx.linked("discord");
  if (!linked?.accessToken)
    return {
      status: "other",
      outcome: { status: "needs_account", provider: "discord", message: DISCORD_NEEDS_ACCOUNT },
    };
  const guildId = valueText(ctx.objective.values.discordServerId);
  if (!guildId || !/^\d{17,20}$/.test(guildId))
    return { status: "other", outcome: { status: "incomplete", message: DISCORD_BAD_SERVER_ID } };
  const member = await fetchDiscordMember(
    ctx.env,
    linked.accessToken,
    guildId,
    providerBudget(ctx, linked.providerUserId),
  );
  if (!member)
    return {
      status: "other",
      outcome: { status: "incomplete", message: discordNotMemberMessage(valueText(ctx.objective.values.discordName)) },
    };
  return {
    status: "member",
    roles: member.roles,
    discordUserId: linked.providerUserId,
    guildId,
    joinedAt: member.joined_at ?? null,
  };
}
