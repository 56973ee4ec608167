import { lt } from "drizzle-orm";
import { generateCodeVerifier, generateState } from "arctic";
import { AppError } from "@questhq/core";
import type { Db } from "../../../db/client";
import type { Env } from "../../../env";
import { oauthState } from "../../../db/schema/index";
import { twitterAuthorizationUrl } from "../../../providers/twitter/oauth-client";
import { requireOrgRole } from "../../organizations/index";
import { LINK_MESSAGES, OAUTH_STATE_TTL_MS, sameSitePath } from "./link-rules";
import { linkExistingToOrganization } from "./link-existing-to-organization";

export type StartTwitterLinkInput = {
  redirectUri?: string | undefined;
  isOrganization: boolean;
  useExistingAccount: boolean;
  organizationId?: string | undefined;
};

export type StartTwitterLinkResult =
  | { authorization_url: string }
  | { authorization_url: null; organization_linked: true; username: string | null; is_sandbox: boolean };

/**
 * Starts linking: a state row with the PKCE verifier (10 minutes) and X's authorization URL.
 * An organization admin may instead link the Twitter account already linked to them, at once.
 */
export async function startTwitterLink(
  db: Db,
  env: Env,
  userId: string,
  input: StartTwitterLinkInput,
): Promise<StartTwitterLinkResult> {
  const redirectUri = sameSitePath(input.redirectUri, env.PUBLIC_URL);
  if (redirectUri === null)
    throw new AppError("validation_failed", LINK_MESSAGES.redirectNotSameSite, {
      redirect_uri: [LINK_MESSAGES.redirectNotSameSite],
    });
  let organizationId: string | null = null;
  if (input.isOrganization) {
    if (!input.organizationId)
      throw new AppError("validation_failed", LINK_MESSAGES.organizationRequired, {
        organization_id: [LINK_MESSAGES.organizationRequired],
      });
    await requireOrgRole(db, input.organizationId, userId, "admin");
    organizationId = input.organizationId;
    if (input.useExistingAccount) {
      const row = await linkExistingToOrganization(db, env, userId, organizationId);
      return { authorization_url: null, organization_linked: true, username: row.username, is_sandbox: row.isSandbox };
    }
  }
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  const url = twitterAuthorizationUrl(env, state, codeVerifier);
  // Abandoned round trips are swept here rather than by a job: they are tiny and short-lived.
  await db.delete(oauthState).where(lt(oauthState.expiresAt, new Date()));
  await db.insert(oauthState).values({
    state,
    userId,
    provider: "twitter",
    codeVerifier,
    redirectUri,
    organizationId,
    expiresAt: new Date(Date.now() + OAUTH_STATE_TTL_MS),
  });
  return { authorization_url: url };
}
