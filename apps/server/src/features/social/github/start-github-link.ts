import { generateCodeVerifier } from "arctic";
import type { Db } from "../../../db/client";
import type { Env } from "../../../env";
import { githubAuthorizationUrl } from "../../../providers/github/github-client";
import { duringLink, sameSiteRedirect, startLinkState } from "../link-state";

// Linking a GitHub account, step 1: the OAuth app's web flow with PKCE. The state (bound to the user) keeps the
// verifier and where the web app goes afterwards.

export async function startGitHubLink(db: Db, env: Env, userId: string, redirectUri: string | undefined) {
  const redirect = sameSiteRedirect(env, redirectUri);
  const codeVerifier = generateCodeVerifier();
  const state = await startLinkState(db, { userId, provider: "github", redirectUri: redirect, codeVerifier });
  return {
    authorization_url: await duringLink("github", async () => githubAuthorizationUrl(env, state, codeVerifier)),
  };
}
