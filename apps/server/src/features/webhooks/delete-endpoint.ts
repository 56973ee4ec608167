import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { webhookEndpoint } from "../../db/schema/index";
import type { Actor } from "../../lib/actor";
import { auditChange, loadEndpoint, requireWebhookAdmin } from "./endpoint-view";

/** DELETE /organizations/{id}/webhooks/{hookId}: the endpoint and its deliveries and their log go with it. */
export async function deleteEndpoint(
  db: Db,
  actor: Actor,
  organizationId: string,
  endpointId: string,
): Promise<{ id: string }> {
  await requireWebhookAdmin(db, organizationId, actor);
  const row = await loadEndpoint(db, organizationId, endpointId);
  await db.delete(webhookEndpoint).where(eq(webhookEndpoint.id, row.id));
  await auditChange(db, actor, organizationId, "webhook.deleted", row.id, { url: row.url });
  return { id: row.id };
}
