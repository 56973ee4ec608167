import { providerConfig } from "../provider-config";

// Telegram: the Bot API with the bot's token, and the login page of the bot's widget.
export const telegramConfig = providerConfig({
  urls: {
    TELEGRAM_API_URL: ["/telegram", "https://api.telegram.org"],
    TELEGRAM_LOGIN_URL: ["/telegram/auth", "https://oauth.telegram.org/auth"],
  },
  apiUrlVar: "TELEGRAM_API_URL",
  sandboxValues: { TELEGRAM_BOT_TOKEN: "123456:sandbox-bot-token", TELEGRAM_BOT_NAME: "questhq_sandbox_bot" },
  settings: (env) => ({
    apiUrl: env.TELEGRAM_API_URL,
    loginUrl: env.TELEGRAM_LOGIN_URL,
    botToken: env.TELEGRAM_BOT_TOKEN,
    botName: env.TELEGRAM_BOT_NAME,
  }),
});
