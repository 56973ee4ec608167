import type { Db } from "../../../db/client";
import type { Env } from "../../../env";
import { providerUrls } from "../../../providers/config";
import { verifyTelegramLogin } from "../../../providers/telegram/telegram-login";
import { saveLink } from "../../accounts/index";
import { claimedError, consumeLinkState } from "../link-state";

// Linking a Telegram account, step 2: the signed login fields are checked with the bot token
// (and refused when older than a day), then the link is saved. What proves the account is the
// signature, so the state is optional and only gives back the page to return to.

export type TelegramCallback = { fields: Record<string, string>; state?: string };

export async function finishTelegramLink(db: Db, env: Env, userId: string, input: TelegramCallback) {
  const login = verifyTelegramLogin(env, input.fields);
  const redirectUri = input.state
    ? (await consumeLinkState(db, { state: input.state, userId, provider: "telegram" })).redirectUri
    : "/";
  await saveLink(
    db,
    env,
    {
      userId,
      provider: "telegram",
      providerUserId: login.id,
      username: login.username,
      displayName: login.displayName,
      tokens: null,
      isSandbox: providerUrls(env).isSandbox,
    },
    claimedError("telegram"),
  );
  return { telegram_id: login.id, username: login.username, redirect_uri: redirectUri };
}
