import { type FamilyServerTemplates, verifiersOf } from "../types";
import { discordJoinVerifier } from "./discord-join";
import { discordRoleVerifier } from "./discord-role";
import { discordSandbox } from "./sandbox";

// Discord objectives: checked with the user's own token (GET /users/@me/guilds/{id}/member).
export const discordTemplates = {
  discord_join: { verify: discordJoinVerifier, sandbox: discordSandbox },
  discord_role: { verify: discordRoleVerifier, sandbox: discordSandbox },
} satisfies FamilyServerTemplates;

export const discordVerifiers = verifiersOf(discordTemplates);
