import type { Db } from "../../../db/client";
import type { Env } from "../../../env";
import { twitterApi } from "../../../providers/twitter/api-client";
import { getLinkedAccount } from "../../accounts/index";
import { requireOrgRole } from "../../organizations/index";
import { findOrganizationTwitter, organizationTwitterToken } from "./organization-twitter-account";

/** Asks X who the token belongs to: valid only when it still answers as the linked account. */
async function answersAs(env: Env, accessToken: string | null, providerUserId: string): Promise<boolean> {
  if (!accessToken) return false;
  const me = await twitterApi(env, accessToken).me();
  return me.id === providerUserId;
}

/**
 * POST /twitter/refresh/: is the linked account's token usable (refreshed first when expired)?
 * Any failure, the provider's included, counts as invalid (the UI then offers to reconnect:
 * docs/product/accounts.md#token-validity).
 */
export async function checkTwitterToken(
  db: Db,
  env: Env,
  userId: string,
  organizationId?: string,
): Promise<{ access_token_valid: boolean }> {
  if (organizationId) await requireOrgRole(db, organizationId, userId, "admin");
  try {
    if (organizationId) {
      const row = await findOrganizationTwitter(db, organizationId);
      if (!row) return { access_token_valid: false };
      return {
        access_token_valid: await answersAs(env, await organizationTwitterToken(db, env, row), row.providerUserId),
      };
    }
    const account = await getLinkedAccount(db, env, userId, "twitter");
    if (!account) return { access_token_valid: false };
    return { access_token_valid: await answersAs(env, account.accessToken, account.providerUserId) };
  } catch {
    return { access_token_valid: false };
  }
}
