import { eq } from "drizzle-orm";
import type { WebhookEndpointWithSecretView } from "@questhq/core";
import type { Db } from "../../db/client";
import { webhookEndpoint } from "../../db/schema/index";
import type { Actor } from "../../lib/actor";
import { newSigningSecret } from "../../lib/standard-webhooks";
import { auditChange, loadEndpoint, requireWebhookAdmin, toEndpointView } from "./endpoint-view";
import type { WebhookSettings } from "./webhook-settings";

/**
 * POST /organizations/{id}/webhooks/{hookId}/rotate-secret: a new signing secret, shown in this answer only. It
 * signs every attempt from now on, retries of older events included (they are signed when sent).
 */
export async function rotateSecret(
  db: Db,
  s: WebhookSettings,
  actor: Actor,
  organizationId: string,
  endpointId: string,
): Promise<WebhookEndpointWithSecretView> {
  await requireWebhookAdmin(db, organizationId, actor);
  const current = await loadEndpoint(db, organizationId, endpointId);
  const secret = newSigningSecret();
  const [row] = await db
    .update(webhookEndpoint)
    .set({ secretEnc: s.sealer.seal(secret), updatedAt: new Date() })
    .where(eq(webhookEndpoint.id, current.id))
    .returning();
  await auditChange(db, actor, organizationId, "webhook.secret_rotated", current.id);
  return { ...toEndpointView(row!), secret };
}
