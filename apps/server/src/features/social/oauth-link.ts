import { AppError, CALLBACK_ERRORS } from "@questhq/core";
import type { Db } from "../../db/client";
import type { Env } from "../../env";
import type { SocialProvider } from "../../db/schema/index";
import { ProviderAuthError, ProviderUnavailableError } from "../../providers/provider-errors";
import { getLinkedAccount } from "../accounts";
import { consumeLinkState, duringLink, providerUnreachableMessage } from "./link-state";

// What linking an account by OAuth 2 with PKCE (Discord, Google and the like) does the same way; each provider's files
// say what it asks the provider.

export type OAuthCallback = { code?: string; state?: string; error?: string };

/**
 * Step 2: the web app's /connect/<provider>/callback page forwards code and state. A cancelled or code-less callback
 * is refused (its state spent: the web app sends it alone for that); otherwise `link` exchanges the code with the
 * PKCE verifier, saves the link and answers the username to show.
 */
export async function finishOAuthLink<Username>(
  db: Db,
  userId: string,
  provider: SocialProvider,
  query: OAuthCallback,
  cancelledMessage: string,
  link: (code: string, codeVerifier: string) => Promise<Username>,
) {
  if (query.error || !query.code) {
    if (query.state) await consumeLinkState(db, { state: query.state, userId, provider }).catch(() => undefined);
    throw new AppError("bad_request", query.error ? cancelledMessage : CALLBACK_ERRORS.twitterNoCode);
  }
  const code = query.code;
  const { codeVerifier, redirectUri } = await consumeLinkState(db, { state: query.state, userId, provider });
  return duringLink(provider, async () => ({
    username: await link(code, codeVerifier ?? ""),
    redirect_uri: redirectUri,
  }));
}

/**
 * Whether the linked account's token still works (refreshed first when expired), tried with `probe`: the web app
 * shows "connect" again when it does not.
 */
export async function checkLinkedToken(
  db: Db,
  env: Env,
  userId: string,
  provider: SocialProvider,
  probe: (accessToken: string) => Promise<unknown>,
): Promise<{ access_token_valid: boolean }> {
  try {
    const linked = await getLinkedAccount(db, env, userId, provider);
    if (!linked?.accessToken) return { access_token_valid: false };
    await probe(linked.accessToken);
    return { access_token_valid: true };
  } catch (err) {
    if (err instanceof ProviderAuthError) return { access_token_valid: false };
    if (err instanceof ProviderUnavailableError)
      throw new AppError("bad_gateway", providerUnreachableMessage(provider));
    throw err;
  }
}
