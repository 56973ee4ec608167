import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { Env } from "../../../env";
import { organizationSocialAccount } from "../../../db/schema/index";
import { sealRefreshedTokens, tokenNeedsRefresh, tokenSealer } from "../../../lib/token-crypto";
import { refreshTwitterTokens } from "../../../providers/twitter/oauth-client";
import type { RefreshedTokens } from "../../../providers/oauth-tokens";
import { getLinkedAccount } from "../../accounts/index";

// The Twitter account an organization verified. Two kinds of row: one linked through its own
// round trip holds its own sealed tokens; one made from an admin's existing account holds none
// and borrows that admin's live link (copying tokens would break, X rotates refresh tokens).

export type OrganizationTwitter = typeof organizationSocialAccount.$inferSelect;

const where = (organizationId: string) =>
  and(eq(organizationSocialAccount.organizationId, organizationId), eq(organizationSocialAccount.provider, "twitter"));

export async function findOrganizationTwitter(db: Db, organizationId: string): Promise<OrganizationTwitter | null> {
  const [row] = await db.select().from(organizationSocialAccount).where(where(organizationId));
  return row ?? null;
}

export type OrganizationTwitterInput = {
  organizationId: string;
  providerUserId: string;
  username: string | null;
  isSandbox: boolean;
  linkedByUserId: string;
  /** Null when the organization borrows the admin's existing link. */
  tokens: RefreshedTokens | null;
};

export async function saveOrganizationTwitter(
  db: Db,
  env: Env,
  input: OrganizationTwitterInput,
): Promise<OrganizationTwitter> {
  const sealer = tokenSealer(env);
  const values = {
    providerUserId: input.providerUserId,
    username: input.username,
    isSandbox: input.isSandbox,
    linkedByUserId: input.linkedByUserId,
    accessTokenEnc: input.tokens ? sealer.seal(input.tokens.accessToken) : null,
    refreshTokenEnc: input.tokens?.refreshToken ? sealer.seal(input.tokens.refreshToken) : null,
    tokenExpiresAt: input.tokens?.expiresAt ?? null,
    linkedAt: new Date(),
  };
  const [row] = await db
    .insert(organizationSocialAccount)
    .values({ organizationId: input.organizationId, provider: "twitter", ...values })
    .onConflictDoUpdate({
      target: [organizationSocialAccount.organizationId, organizationSocialAccount.provider],
      set: values,
    })
    .returning();
  return row!;
}

export async function deleteOrganizationTwitter(db: Db, organizationId: string): Promise<OrganizationTwitter | null> {
  const [row] = await db.delete(organizationSocialAccount).where(where(organizationId)).returning();
  return row ?? null;
}

/**
 * A usable access token for the organization's account, refreshed when expired, or null when
 * there is none (not linked, or the borrowed link is gone or now another account).
 * Provider failures propagate (ProviderAuthError, ProviderUnavailableError).
 */
export async function organizationTwitterToken(db: Db, env: Env, row: OrganizationTwitter): Promise<string | null> {
  if (!row.accessTokenEnc) {
    if (!row.linkedByUserId) return null;
    const borrowed = await getLinkedAccount(db, env, row.linkedByUserId, "twitter");
    return borrowed && borrowed.providerUserId === row.providerUserId ? borrowed.accessToken : null;
  }
  const sealer = tokenSealer(env);
  if (!tokenNeedsRefresh(row.tokenExpiresAt)) return sealer.open(row.accessTokenEnc);
  if (!row.refreshTokenEnc) return null;
  const fresh = await refreshTwitterTokens(env, sealer.open(row.refreshTokenEnc));
  await db
    .update(organizationSocialAccount)
    .set(sealRefreshedTokens(sealer, fresh, row.refreshTokenEnc))
    .where(where(row.organizationId));
  return fresh.accessToken;
}
