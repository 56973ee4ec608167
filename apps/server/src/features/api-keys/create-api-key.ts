import { and, count, eq, isNull } from "drizzle-orm";
import { API_KEY_MESSAGES, API_KEYS_PER_ORGANIZATION_MAX, AppError, apiKeyCreateSchema } from "@questhq/core";
import type { CreatedApiKeyView } from "@questhq/core/schemas/responses/api-keys";
import type { Db } from "../../db/client";
import { apiKey } from "../../db/schema/index";
import type { UserActor } from "../../lib/actor";
import { lockMemberships, requireOrgRole } from "../organizations/index";
import { apiKeyView } from "./api-key-view";
import { newApiKey } from "./api-key-secret";
import { recordAudit } from "./record-audit";

/** An admin creates a key; its secret is in this answer only (docs/product/developers.md#api-keys). */
export async function createApiKey(
  db: Db,
  actor: UserActor,
  organizationId: string,
  body: unknown,
): Promise<CreatedApiKeyView> {
  await requireOrgRole(db, organizationId, actor.userId, "admin");
  const input = apiKeyCreateSchema.parse(body);
  const { key, prefix, hash } = newApiKey();
  const row = await db.transaction(async (tx) => {
    // Serializes two creations at the cap.
    await lockMemberships(tx, organizationId);
    const [live] = await tx
      .select({ n: count() })
      .from(apiKey)
      .where(and(eq(apiKey.organizationId, organizationId), isNull(apiKey.revokedAt)));
    if ((live?.n ?? 0) >= API_KEYS_PER_ORGANIZATION_MAX) throw new AppError("conflict", API_KEY_MESSAGES.tooMany);
    const [created] = await tx
      .insert(apiKey)
      .values({
        organizationId,
        name: input.name,
        prefix,
        hash,
        scopes: input.scopes,
        expiresAt: input.expires_at ? new Date(input.expires_at) : null,
        createdByUserId: actor.userId,
      })
      .returning();
    await recordAudit(tx, {
      organizationId,
      actor,
      action: "api_key.created",
      targetId: created!.id,
      details: { name: input.name, prefix, scopes: input.scopes, expires_at: input.expires_at ?? null },
    });
    return created!;
  });
  return { ...apiKeyView(row), key };
}
