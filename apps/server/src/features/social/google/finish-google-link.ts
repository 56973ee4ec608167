import type { Db } from "../../../db/client";
import type { Env } from "../../../env";
import { providerUrls } from "../../../providers/config";
import { exchangeGoogleCode } from "../../../providers/google/google-client";
import { fetchOwnChannelHandle } from "../../../providers/google/youtube-client";
import { saveLink } from "../../accounts/index";
import { claimedError, labelUnlessUnavailable } from "../link-state";
import { finishOAuthLink, type OAuthCallback } from "../oauth-link";

// Linking a Google account, step 2: exchange the code (PKCE), take the account from the
// id_token, label it with the user's YouTube handle when they have a channel, save the link.

export const GOOGLE_CANCELLED = "Google authorization was cancelled.";

export async function finishGoogleLink(db: Db, env: Env, userId: string, query: OAuthCallback) {
  return finishOAuthLink(db, userId, "google", query, GOOGLE_CANCELLED, async (code, codeVerifier) => {
    const tokens = await exchangeGoogleCode(env, code, codeVerifier);
    const handle = await labelUnlessUnavailable(fetchOwnChannelHandle(env, tokens.accessToken));
    await saveLink(
      db,
      env,
      {
        userId,
        provider: "google",
        providerUserId: tokens.sub,
        username: handle ?? tokens.name,
        displayName: tokens.name,
        tokens,
        isSandbox: providerUrls(env).isSandbox,
      },
      claimedError("google"),
    );
    return handle ?? tokens.name;
  });
}
