import { telegramSandboxAccount } from "../../../objectives/telegram/sandbox";
import type { ProviderLinking } from "../provider-linking";
import { telegramRoutes } from "./telegram.routes";

// Linking Telegram: the login widget's signed answer, no token to hold.
export const telegramLinking = {
  routes: telegramRoutes,
  sandboxAccount: telegramSandboxAccount,
  holdsToken: false,
} satisfies ProviderLinking;
