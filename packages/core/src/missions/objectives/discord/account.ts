import type { LinkedAccountProvider } from "../linked-account";

export const discordAccount = {
  key: "discord",
  name: "Discord",
  accountName: "Discord",
  label: "Discord",
  service: "Discord",
  sandboxName: "Discord",
  icon: "discord",
  objectiveProviders: ["discord"],
  templatePrefix: "discord_",
  actionValue: "discordServerInviteUrl",
} as const satisfies LinkedAccountProvider;
