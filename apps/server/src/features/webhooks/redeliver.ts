import { and, eq } from "drizzle-orm";
import { AppError, WEBHOOK_MESSAGES, type WebhookDeliveryView } from "@questhq/core";
import type { Db } from "../../db/client";
import { webhookDelivery } from "../../db/schema/index";
import type { Actor } from "../../lib/actor";
import { deliveryViews } from "./delivery-view";
import { auditChange, loadEndpoint, requireWebhookAdmin } from "./endpoint-view";

/**
 * POST …/webhooks/{hookId}/deliveries/{deliveryId}/redeliver: one more attempt of the same message — the same
 * webhook-id and the same body, so a receiver that handled it already can drop it. Due at once; the job sends it.
 * A redelivery that fails goes on with the retry schedule where the delivery left it; past its end it is not retried.
 */
export async function redeliver(
  db: Db,
  actor: Actor,
  organizationId: string,
  endpointId: string,
  deliveryId: string,
): Promise<WebhookDeliveryView> {
  await requireWebhookAdmin(db, organizationId, actor);
  const endpoint = await loadEndpoint(db, organizationId, endpointId);
  if (!endpoint.isEnabled) throw new AppError("conflict", WEBHOOK_MESSAGES.disabled);
  const now = new Date();
  const [row] = await db
    .update(webhookDelivery)
    .set({ status: "pending", nextAttemptAt: now, leasedUntil: null, updatedAt: now })
    .where(and(eq(webhookDelivery.id, deliveryId), eq(webhookDelivery.endpointId, endpoint.id)))
    .returning({ id: webhookDelivery.id });
  if (!row) throw new AppError("not_found", WEBHOOK_MESSAGES.deliveryNotFound);
  await auditChange(db, actor, organizationId, "webhook.redelivered", endpoint.id, { delivery_id: row.id });
  const [view] = await deliveryViews(db, endpoint.id, eq(webhookDelivery.id, row.id), 1);
  return view!;
}
