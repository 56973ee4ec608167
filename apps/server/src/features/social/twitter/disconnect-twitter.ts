import type { Db } from "../../../db/client";
import type { Env } from "../../../env";
import { tokenSealer } from "../../../lib/token-crypto";
import { revokeTwitterTokensQuietly } from "../../../providers/twitter/oauth-client";
import { findLink, unlink } from "../../accounts/index";
import { requireOrgRole } from "../../organizations/index";
import { deleteOrganizationTwitter, findOrganizationTwitter } from "./organization-twitter-account";

/**
 * POST /twitter/disconnect/: revokes the tokens at X (best effort), then forgets the link.
 * For an organization, only tokens it holds itself are revoked: a borrowed link stays the admin's.
 * Disconnecting twice is not an error.
 */
export async function disconnectTwitter(
  db: Db,
  env: Env,
  userId: string,
  organizationId?: string,
): Promise<{ disconnected: true }> {
  const sealer = tokenSealer(env);
  // A token sealed under an older key cannot be revoked, but must not block disconnecting.
  const open = (sealed: string | null) => {
    try {
      return sealed ? sealer.open(sealed) : null;
    } catch {
      return null;
    }
  };
  if (organizationId) {
    await requireOrgRole(db, organizationId, userId, "admin");
    const row = await findOrganizationTwitter(db, organizationId);
    if (row) await revokeTwitterTokensQuietly(env, [open(row.accessTokenEnc), open(row.refreshTokenEnc)]);
    await deleteOrganizationTwitter(db, organizationId);
    return { disconnected: true };
  }
  const link = await findLink(db, userId, "twitter");
  if (link) {
    await revokeTwitterTokensQuietly(env, [open(link.accessTokenEnc), open(link.refreshTokenEnc)]);
    await unlink(db, userId, "twitter");
  }
  return { disconnected: true };
}
