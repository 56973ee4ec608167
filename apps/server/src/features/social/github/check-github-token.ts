import type { Db } from "../../../db/client";
import type { Env } from "../../../env";
import { fetchGitHubUser } from "../../../providers/github/github-client";
import { checkLinkedToken } from "../oauth-link";

// Whether the linked GitHub account's token still works (GitHub's never expire, but the user may revoke the app):
// it reads the GitHub user.

export function checkGitHubToken(db: Db, env: Env, userId: string): Promise<{ access_token_valid: boolean }> {
  return checkLinkedToken(db, env, userId, "github", (accessToken) => fetchGitHubUser(env, accessToken));
}
