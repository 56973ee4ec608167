import type { VerifierFamily } from "../types";
import { discordJoinVerifier } from "./discord-join";
import { discordRoleVerifier } from "./discord-role";

// Discord objectives: checked with the user's own token (GET /users/@me/guilds/{id}/member).
export const discordVerifiers: VerifierFamily = {
  discord_join: discordJoinVerifier,
  discord_role: discordRoleVerifier,
};
