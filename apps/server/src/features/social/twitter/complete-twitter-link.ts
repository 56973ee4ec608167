import { and, eq } from "drizzle-orm";
import { AppError, CALLBACK_ERRORS, PARTICIPATION_TOASTS } from "@questhq/core";
import type { Db } from "../../../db/client";
import type { Env } from "../../../env";
import { oauthState } from "../../../db/schema/index";
import { providerUrls } from "../../../providers/config";
import { ProviderAuthError, ProviderUnavailableError } from "../../../providers/provider-errors";
import { twitterApi, type TwitterUser } from "../../../providers/twitter/api-client";
import { exchangeTwitterCode, revokeTwitterTokensQuietly } from "../../../providers/twitter/oauth-client";
import type { RefreshedTokens } from "../../../providers/oauth-tokens";
import { AccountClaimedError, saveLink } from "../../accounts/index";
import { requireOrgRole } from "../../organizations/index";
import { LINK_MESSAGES } from "./link-rules";
import { saveOrganizationTwitter } from "./organization-twitter-account";

export type CompleteTwitterLinkResult = { username: string; redirect_uri: string; is_organization: boolean };

/** Provider trouble during the callback, in words for the person waiting on the page. */
function callbackError(err: unknown): unknown {
  if (err instanceof ProviderAuthError) return new AppError("bad_request", PARTICIPATION_TOASTS.twitterConnectError);
  if (err instanceof ProviderUnavailableError) return new AppError("bad_gateway", LINK_MESSAGES.providerUnreachable);
  return err;
}

async function consumeState(db: Db, userId: string, state: string) {
  // Deleting consumes the state: a replayed callback finds nothing.
  const [row] = await db
    .delete(oauthState)
    .where(and(eq(oauthState.state, state), eq(oauthState.provider, "twitter"), eq(oauthState.userId, userId)))
    .returning();
  if (!row) throw new AppError("bad_request", LINK_MESSAGES.stateInvalid);
  if (row.expiresAt.getTime() <= Date.now()) throw new AppError("bad_request", LINK_MESSAGES.stateExpired);
  return row;
}

/**
 * The callback: exchanges the code (PKCE verifier from the state row), reads who authorized,
 * and links that account to the user, or to the organization the round trip was started for.
 */
export async function completeTwitterLink(
  db: Db,
  env: Env,
  userId: string,
  query: { code?: string | undefined; state?: string | undefined },
): Promise<CompleteTwitterLinkResult> {
  if (!query.code) {
    // A refused or cancelled authorization comes back without a code; its state is spent too.
    if (query.state)
      await db.delete(oauthState).where(and(eq(oauthState.state, query.state), eq(oauthState.userId, userId)));
    throw new AppError("bad_request", CALLBACK_ERRORS.twitterNoCode);
  }
  if (!query.state) throw new AppError("bad_request", LINK_MESSAGES.stateInvalid);
  const pending = await consumeState(db, userId, query.state);
  // Admin rights are checked again: they may have been lost during the round trip.
  if (pending.organizationId) await requireOrgRole(db, pending.organizationId, userId, "admin");

  let tokens: RefreshedTokens;
  let me: TwitterUser;
  try {
    tokens = await exchangeTwitterCode(env, query.code, pending.codeVerifier ?? "");
    me = await twitterApi(env, tokens.accessToken).me();
  } catch (err) {
    throw callbackError(err);
  }
  const isSandbox = providerUrls(env).isSandbox;

  if (pending.organizationId) {
    await saveOrganizationTwitter(db, env, {
      organizationId: pending.organizationId,
      providerUserId: me.id,
      username: me.username,
      isSandbox,
      linkedByUserId: userId,
      tokens,
    });
    return { username: me.username, redirect_uri: pending.redirectUri, is_organization: true };
  }

  try {
    await saveLink(
      db,
      env,
      {
        userId,
        provider: "twitter",
        providerUserId: me.id,
        username: me.username,
        displayName: me.name,
        tokens,
        isSandbox,
      },
      { code: "bad_request", message: CALLBACK_ERRORS.twitterAlreadyLinked },
    );
  } catch (err) {
    // Tokens we will not keep are handed back to X (best effort).
    if (err instanceof AccountClaimedError)
      await revokeTwitterTokensQuietly(env, [tokens.accessToken, tokens.refreshToken]);
    throw err;
  }
  return { username: me.username, redirect_uri: pending.redirectUri, is_organization: false };
}
