import type { DemoObjectiveSpec } from "../seed-spec";

// The Discord objectives of the demo (db/seed/): the demo server the Discord fake knows.

export const DISCORD = {
  discordName: "QuestHQ",
  discordServerId: "1123581321345589144",
  discordServerInviteUrl: "https://discord.gg/questhq",
};

export const discordSeed = {
  discordJoin: (): DemoObjectiveSpec => ({ template: "discord_join", provider: "discord", values: { ...DISCORD } }),
  discordRole: (roleName: string, description: string): DemoObjectiveSpec => ({
    template: "discord_role",
    provider: "discord",
    values: { ...DISCORD, discordRoleId: "1187654321098765432", discordRoleName: roleName, description },
  }),
};
