import { AppError } from "@questhq/core";
import type { Db } from "../../../db/client";
import type { Env } from "../../../env";
import { fetchGitHubUser } from "../../../providers/github/github-client";
import { ProviderAuthError, ProviderUnavailableError } from "../../../providers/provider-errors";
import { getLinkedAccount } from "../../accounts/index";
import { providerUnreachableMessage } from "../link-state";

// Whether the linked GitHub account's token still works (GitHub's never expire, but the user may revoke the app):
// the web app shows "connect" again when it does not.

export async function checkGitHubToken(db: Db, env: Env, userId: string): Promise<{ access_token_valid: boolean }> {
  try {
    const linked = await getLinkedAccount(db, env, userId, "github");
    if (!linked?.accessToken) return { access_token_valid: false };
    await fetchGitHubUser(env, linked.accessToken);
    return { access_token_valid: true };
  } catch (err) {
    if (err instanceof ProviderAuthError) return { access_token_valid: false };
    if (err instanceof ProviderUnavailableError)
      throw new AppError("bad_gateway", providerUnreachableMessage("github"));
    throw err;
  }
}
