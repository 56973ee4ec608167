import { generateCodeVerifier } from "arctic";
import type { Db } from "../../../db/client";
import type { Env } from "../../../env";
import { googleAuthorizationUrl } from "../../../providers/google/google-client";
import { duringLink, sameSiteRedirect, startLinkState } from "../link-state";

// Linking a Google account for YouTube objectives, step 1: OAuth 2 with PKCE and offline access.

export async function startGoogleLink(db: Db, env: Env, userId: string, redirectUri: string | undefined) {
  const redirect = sameSiteRedirect(env, redirectUri);
  const codeVerifier = generateCodeVerifier();
  const state = await startLinkState(db, { userId, provider: "google", redirectUri: redirect, codeVerifier });
  return {
    authorization_url: await duringLink("google", async () => googleAuthorizationUrl(env, state, codeVerifier)),
  };
}
