import type { Verifier } from "../types";
import { discordMembership } from "./discord-membership";

/** discord_join: the user is a member of values.discordServerId. */
export const discordJoinVerifier: Verifier = async (ctx) => {
  const m = await discordMembership(ctx);
  if (m.status !== "member") return m.outcome;
  return {
    status: "completed",
    evidence: { discord_user_id: m.discordUserId, guild_id: m.guildId, joined_at: m.joinedAt },
  };
};
