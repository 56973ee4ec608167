import { optionalText, optionalUrl, providerConfig } from "../provider-config";

/** The bot the Telegram fake knows; never valid anywhere else. */
export const SANDBOX_TELEGRAM_BOT = { token: "123456:sandbox-bot-token", name: "questhq_sandbox_bot" };

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
  urls: (env, at) => ({
    apiUrl: env.TELEGRAM_API_URL ?? at.box("/telegram", "https://api.telegram.org"),
    loginUrl: env.TELEGRAM_LOGIN_URL ?? at.box("/telegram/auth", "https://oauth.telegram.org/auth"),
    botToken: at.inSandbox(env.TELEGRAM_BOT_TOKEN, SANDBOX_TELEGRAM_BOT.token),
    botName: at.inSandbox(env.TELEGRAM_BOT_NAME, SANDBOX_TELEGRAM_BOT.name),
  }),
});
