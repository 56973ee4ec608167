import type { LinkedAccountProvider } from "../linked-account";

export const telegramAccount = {
  key: "telegram",
  name: "Telegram",
  accountName: "Telegram",
  label: "Telegram",
  service: "Telegram",
  sandboxName: "Telegram",
  icon: "telegram",
  objectiveProviders: ["telegram"],
  templatePrefix: "telegram_",
  actionValue: "telegramGroupInviteUrl",
} as const satisfies LinkedAccountProvider;
