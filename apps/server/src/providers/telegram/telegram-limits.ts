import type { ProviderLimit, WindowReader } from "../budgets/provider-limits";

// Telegram's Bot API publishes no limit for reads. The one figure its FAQ gives (core.telegram.org/bots/faq, checked
// 2026-11-28) is about 30 requests a second for a bot broadcasting; we keep getChatMember under it too, for the
// bot as a whole. A 429 carries parameters.retry_after, which is observed like any provider's refusal.
export const TELEGRAM_BOT_LIMIT: ProviderLimit = {
  provider: "telegram",
  endpoint: "bot",
  per: "app",
  limit: 30,
  windowMs: 1_000,
};

export const readTelegramWindow: WindowReader = () => null;
