import { and, eq, isNull } from "drizzle-orm";
import { API_KEY_MESSAGES, AppError } from "@questhq/core";
import type { ApiKeyView } from "@questhq/core/schemas/responses/api-keys";
import type { Db } from "../../db/client";
import { apiKey } from "../../db/schema/index";
import type { UserActor } from "../../lib/actor";
import { requireOrgRole } from "../organizations/index";
import { apiKeyView } from "./api-key-view";
import { recordAudit } from "./record-audit";

/**
 * Revokes at once: the key is read on every request (authenticate-api-key.ts), so its next call answers 401.
 * Revoking a revoked key changes nothing and answers the key as it is.
 */
export async function revokeApiKey(
  db: Db,
  actor: UserActor,
  organizationId: string,
  keyId: string,
): Promise<ApiKeyView> {
  await requireOrgRole(db, organizationId, actor.userId, "admin");
  return db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(apiKey)
      .set({ revokedAt: new Date(), revokedByUserId: actor.userId })
      .where(and(eq(apiKey.id, keyId), eq(apiKey.organizationId, organizationId), isNull(apiKey.revokedAt)))
      .returning();
    if (revoked) {
      await recordAudit(tx, {
        organizationId,
        actor,
        action: "api_key.revoked",
        targetId: keyId,
        details: { name: revoked.name, prefix: revoked.prefix },
      });
      return apiKeyView(revoked);
    }
    const [existing] = await tx
      .select()
      .from(apiKey)
      .where(and(eq(apiKey.id, keyId), eq(apiKey.organizationId, organizationId)));
    if (!existing) throw new AppError("not_found", API_KEY_MESSAGES.notFound);
    return apiKeyView(existing);
  });
}
