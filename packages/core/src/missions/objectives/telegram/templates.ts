import { linkRow } from "../display-helpers";
import type { FamilyTemplates } from "../template-family";
import { req } from "../template-fields";

// Telegram: the linked Telegram account is a member of a group or channel (docs/product/objectives.md#templates).

export const telegramTemplates = {
  telegram_join: {
    provider: "telegram",
    category: "Community",
    title: "Join a Telegram group",
    description: "Users join a Telegram group or channel.",
    fields: [req("telegramGroupInviteUrl", "Invite link", "url", { placeholder: "https://t.me/…" })],
    displayTitle: () => "Join this group on Telegram",
    detailRows: (v) => linkRow("Group", v.telegramGroupInviteUrl),
  },
} satisfies FamilyTemplates;
