import { AppError, CALLBACK_ERRORS } from "@questhq/core";
import type { Db } from "../../../db/client";
import type { Env } from "../../../env";
import { providerUrls } from "../../../providers/config";
import { exchangeGoogleCode } from "../../../providers/google/google-client";
import { fetchOwnChannelHandle } from "../../../providers/google/youtube-client";
import { ProviderUnavailableError } from "../../../providers/provider-errors";
import { saveLink } from "../../accounts/index";
import { claimedError, consumeLinkState, duringLink } from "../link-state";

// Linking a Google account, step 2: exchange the code (PKCE), take the account from the
// id_token, label it with the user's YouTube handle when they have a channel, save the link.

export const GOOGLE_CANCELLED = "Google authorization was cancelled.";

export type GoogleCallback = { code?: string; state?: string; error?: string };

export async function finishGoogleLink(db: Db, env: Env, userId: string, query: GoogleCallback) {
  if (query.error || !query.code) {
    // A refused attempt's state is spent (the web app sends it alone for that).
    if (query.state)
      await consumeLinkState(db, { state: query.state, userId, provider: "google" }).catch(() => undefined);
    throw new AppError("bad_request", query.error ? GOOGLE_CANCELLED : CALLBACK_ERRORS.twitterNoCode);
  }
  const code = query.code;
  const { codeVerifier, redirectUri } = await consumeLinkState(db, { state: query.state, userId, provider: "google" });
  return duringLink("google", async () => {
    const tokens = await exchangeGoogleCode(env, code, codeVerifier ?? "");
    // Only a label: a YouTube hiccup must not fail the link.
    const handle = await fetchOwnChannelHandle(env, tokens.accessToken).catch((err: unknown) => {
      if (err instanceof ProviderUnavailableError) return null;
      throw err;
    });
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
    return { username: handle ?? tokens.name, redirect_uri: redirectUri };
  });
}
