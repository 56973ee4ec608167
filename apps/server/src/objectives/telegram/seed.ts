import type { DemoObjectiveSpec } from "../seed-spec";

// The Telegram objective of the demo (db/seed/).

export const telegramSeed = {
  telegramJoin: (): DemoObjectiveSpec => ({
    template: "telegram_join",
    provider: "telegram",
    values: { telegramGroupInviteUrl: "https://t.me/questhq" },
  }),
};
