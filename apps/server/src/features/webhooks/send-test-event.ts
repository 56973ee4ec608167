import { AppError, WEBHOOK_MESSAGES, type WebhookDeliveryView } from "@questhq/core";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { webhookDelivery, webhookEvent } from "../../db/schema/index";
import type { Actor } from "../../lib/actor";
import { newMessageId } from "../../lib/standard-webhooks";
import { deliveryViews } from "./delivery-view";
import { eventBody } from "./emit-event";
import { auditChange, loadEndpoint, requireWebhookAdmin } from "./endpoint-view";

/**
 * POST /organizations/{id}/webhooks/{hookId}/test: a `ping` event to this endpoint only (whether or not it listens
 * for pings), queued like any other and delivered by the job, so the delivery log shows it as it shows the rest.
 */
export async function sendTestEvent(
  db: Db,
  actor: Actor,
  organizationId: string,
  endpointId: string,
): Promise<WebhookDeliveryView> {
  await requireWebhookAdmin(db, organizationId, actor);
  const endpoint = await loadEndpoint(db, organizationId, endpointId);
  if (!endpoint.isEnabled) throw new AppError("conflict", WEBHOOK_MESSAGES.disabled);
  const deliveryId = await db.transaction(async (tx) => {
    const now = new Date();
    const [event] = await tx
      .insert(webhookEvent)
      .values({
        organizationId,
        type: "ping",
        payload: eventBody("ping", { endpoint_id: endpoint.id, organization_id: organizationId }, now),
        fannedOutAt: now,
      })
      .returning({ id: webhookEvent.id });
    const [delivery] = await tx
      .insert(webhookDelivery)
      .values({ eventId: event!.id, endpointId: endpoint.id, messageId: newMessageId() })
      .returning({ id: webhookDelivery.id });
    return delivery!.id;
  });
  await auditChange(db, actor, organizationId, "webhook.test_sent", endpoint.id);
  const [view] = await deliveryViews(db, endpoint.id, eq(webhookDelivery.id, deliveryId), 1);
  return view!;
}
