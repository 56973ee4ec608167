import { AppError, CALLBACK_ERRORS } from "@questhq/core";
import type { Db } from "../../../db/client";
import type { Env } from "../../../env";
import { providerUrls } from "../../../providers/config";
import { exchangeGitHubCode, fetchGitHubUser } from "../../../providers/github/github-client";
import { saveLink } from "../../accounts/index";
import { claimedError, consumeLinkState, duringLink } from "../link-state";

// Linking a GitHub account, step 2: the web app's /connect/github/callback page forwards code and state; the code
// is exchanged (with the PKCE verifier), the account read with GET /user and the link saved under GitHub's numeric
// id, which stays when the user renames their login (docs/product/accounts.md#github).

export const GITHUB_CANCELLED = "GitHub authorization was cancelled.";

export type GitHubCallback = { code?: string; state?: string; error?: string };

export async function finishGitHubLink(db: Db, env: Env, userId: string, query: GitHubCallback) {
  if (query.error || !query.code) {
    // A refused attempt's state is spent (the web app sends it alone for that).
    if (query.state)
      await consumeLinkState(db, { state: query.state, userId, provider: "github" }).catch(() => undefined);
    throw new AppError("bad_request", query.error ? GITHUB_CANCELLED : CALLBACK_ERRORS.twitterNoCode);
  }
  const code = query.code;
  const { codeVerifier, redirectUri } = await consumeLinkState(db, { state: query.state, userId, provider: "github" });
  return duringLink("github", async () => {
    const tokens = await exchangeGitHubCode(env, code, codeVerifier ?? "");
    const account = await fetchGitHubUser(env, tokens.accessToken);
    await saveLink(
      db,
      env,
      {
        userId,
        provider: "github",
        providerUserId: String(account.id),
        username: account.login,
        displayName: account.name ?? account.login,
        tokens,
        isSandbox: providerUrls(env).isSandbox,
      },
      claimedError("github"),
    );
    return { username: account.login, redirect_uri: redirectUri };
  });
}
