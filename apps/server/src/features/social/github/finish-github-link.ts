import type { Db } from "../../../db/client";
import type { Env } from "../../../env";
import { providerUrls } from "../../../providers/config";
import { exchangeGitHubCode, fetchGitHubUser } from "../../../providers/github/github-client";
import { saveLink } from "../../accounts/index";
import { claimedError } from "../link-state";
import { finishOAuthLink, type OAuthCallback } from "../oauth-link";

// Linking a GitHub account, step 2: the web app's /connect/github/callback page forwards code and state; the code
// is exchanged (with the PKCE verifier), the account read with GET /user and the link saved under GitHub's numeric
// id, which stays when the user renames their login (docs/product/accounts.md#github).

export const GITHUB_CANCELLED = "GitHub authorization was cancelled.";

export async function finishGitHubLink(db: Db, env: Env, userId: string, query: OAuthCallback) {
  return finishOAuthLink(db, userId, "github", query, GITHUB_CANCELLED, async (code, codeVerifier) => {
    const tokens = await exchangeGitHubCode(env, code, codeVerifier);
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
    return account.login;
  });
}
