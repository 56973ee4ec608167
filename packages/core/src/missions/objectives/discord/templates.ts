import { linkRow, text, textRow } from "../display-helpers";
import type { FamilyTemplates } from "../template-family";
import { F, req } from "../template-fields";

// Discord: the linked Discord account is a member of a server, or holds a role there
// (docs/product/objectives.md#templates).

const DISCORD_JOIN_FIELDS = [
  req("discordName", "Server name", "text"),
  req("discordServerId", "Server ID", "text", { help: "18 or 19 digits." }),
  req("discordServerInviteUrl", "Invite link", "url", { placeholder: "https://discord.gg/…" }),
];

const discord = { provider: "discord", category: "Community" } as const;

export const discordTemplates = {
  discord_join: {
    ...discord,
    title: "Join a Discord server",
    description: "Users join a Discord server.",
    fields: DISCORD_JOIN_FIELDS,
    displayTitle: (v) => `Join ${text(v.discordName) ?? "this server"} on Discord`,
    detailRows: (v) => linkRow("Server", v.discordServerInviteUrl, text(v.discordName)),
  },
  discord_role: {
    ...discord,
    title: "Get a Discord role",
    description: "Users hold a role in a Discord server.",
    fields: [
      ...DISCORD_JOIN_FIELDS,
      req("discordRoleId", "Role ID", "text", { help: "18 or 19 digits." }),
      req("discordRoleName", "Role name", "text"),
      F.optionalDescription,
    ],
    displayTitle: (v) =>
      `Get the ${text(v.discordRoleName) ?? "required"} role in ${text(v.discordName) ?? "this server"}`,
    detailRows: (v) => [
      ...linkRow("Server", v.discordServerInviteUrl, text(v.discordName)),
      ...textRow("Role", v.discordRoleName),
    ],
  },
} satisfies FamilyTemplates;
