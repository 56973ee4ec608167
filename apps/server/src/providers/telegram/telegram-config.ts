import { optionalText, optionalUrl, providerConfig } from "../provider-config";

export const telegramConfig = providerConfig({
  env: {
    TELEGRAM_BOT_TOKEN: optionalText(),
    TELEGRAM_BOT_NAME: optionalText(),
    /** Bot API root (default https://api.telegram.org). */
    TELEGRAM_API_URL: optionalUrl(),
    /** Telegram login page (default https://oauth.telegram.org/auth). */
    TELEGRAM_LOGIN_URL: optionalUrl(),
  },
  apiUrlVar: "TELEGRAM_API_URL",
  urlDefaults: {
    TELEGRAM_API_URL: ["/telegram", "https://api.telegram.org"],
    TELEGRAM_LOGIN_URL: ["/telegram/auth", "https://oauth.telegram.org/auth"],
  },
  sandboxValues: { TELEGRAM_BOT_TOKEN: "123456:sandbox-bot-token", TELEGRAM_BOT_NAME: "questhq_sandbox_bot" },
  urls: (env) => ({
    apiUrl: env.TELEGRAM_API_URL,
    loginUrl: env.TELEGRAM_LOGIN_URL,
    botToken: env.TELEGRAM_BOT_TOKEN,
    botName: env.TELEGRAM_BOT_NAME,
  }),
});
