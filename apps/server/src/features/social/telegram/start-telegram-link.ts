import type { Db } from "../../../db/client";
import type { Env } from "../../../env";
import { telegramAuthUrl } from "../../../providers/telegram/telegram-login";
import { connectCallbackUrl, sameSiteRedirect, startLinkState } from "../link-state";

// Linking a Telegram account, step 1: Telegram's login page, which sends the user back to the
// callback page with the signed login fields. The state in return_to only carries where the
// web app goes afterwards: Telegram's signature does not cover it (see finish-telegram-link).

export async function startTelegramLink(db: Db, env: Env, userId: string, redirectUri: string | undefined) {
  const redirect = sameSiteRedirect(env, redirectUri);
  const state = await startLinkState(db, { userId, provider: "telegram", redirectUri: redirect });
  return {
    auth_url: telegramAuthUrl(env, `${connectCallbackUrl(env, "telegram")}?state=${encodeURIComponent(state)}`),
  };
}
