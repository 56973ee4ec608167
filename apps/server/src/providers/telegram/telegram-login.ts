import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { AppError } from "@questhq/core";
import type { Env } from "../../env";
import { providerUrls } from "../config";

// Telegram login (the login widget's redirect flow): oauth.telegram.org/auth sends the user back
// to return_to with id, first_name, last_name, username, photo_url, auth_date and hash. The hash
// is HMAC-SHA-256 of the data-check-string (every received field but hash, sorted, "key=value"
// joined by "\n") keyed with SHA-256 of the bot token — https://core.telegram.org/widgets/login.

export const TELEGRAM_NOT_CONFIGURED = "Telegram is not configured on this server.";
export const TELEGRAM_LOGIN_INVALID = "The Telegram login could not be verified. Please try again.";
export const TELEGRAM_LOGIN_EXPIRED = "This Telegram login is too old. Please log in with Telegram again.";
const MAX_AGE_SECONDS = 86_400;

function botToken(env: Env): string {
  const token = providerUrls(env).telegram.botToken;
  if (!token) throw new AppError("not_ready", TELEGRAM_NOT_CONFIGURED);
  return token;
}

export function telegramAuthUrl(env: Env, returnTo: string): string {
  const token = botToken(env);
  const url = new URL(providerUrls(env).telegram.loginUrl);
  // The bot id is the token's numeric part.
  url.searchParams.set("bot_id", token.split(":")[0]!);
  url.searchParams.set("origin", new URL(env.PUBLIC_URL).origin);
  url.searchParams.set("return_to", returnTo);
  url.searchParams.set("request_access", "write");
  return url.toString();
}

export type TelegramLogin = { id: string; username: string | null; displayName: string };

/** Checks the signed login fields; `fields` are exactly what Telegram sent (hash included). */
export function verifyTelegramLogin(env: Env, fields: Record<string, string>, now: Date = new Date()): TelegramLogin {
  const { hash, ...data } = fields;
  if (
    !hash ||
    !/^[0-9a-f]{64}$/.test(hash) ||
    !data.id ||
    !/^\d+$/.test(data.id) ||
    !data.auth_date ||
    !/^\d+$/.test(data.auth_date)
  ) {
    throw new AppError("bad_request", TELEGRAM_LOGIN_INVALID);
  }
  const dataCheckString = Object.keys(data)
    .sort()
    .map((k) => `${k}=${data[k]}`)
    .join("\n");
  const secret = createHash("sha256").update(botToken(env)).digest();
  const expected = createHmac("sha256", secret).update(dataCheckString).digest();
  if (!timingSafeEqual(expected, Buffer.from(hash, "hex"))) throw new AppError("bad_request", TELEGRAM_LOGIN_INVALID);
  // A signed login stays valid forever otherwise; a day is Telegram's own advice.
  if (now.getTime() / 1000 - Number(data.auth_date) > MAX_AGE_SECONDS)
    throw new AppError("bad_request", TELEGRAM_LOGIN_EXPIRED);
  const displayName = [data.first_name, data.last_name].filter(Boolean).join(" ");
  return { id: data.id, username: data.username ?? null, displayName: displayName || data.username || data.id };
}
