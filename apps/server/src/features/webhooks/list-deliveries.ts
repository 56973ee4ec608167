import { AppError, type WebhookDeliveriesQuery, type WebhookDeliveryView } from "@questhq/core";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { webhookDelivery } from "../../db/schema/index";
import type { Actor } from "../../lib/actor";
import { deliveryViews } from "./delivery-view";
import { loadEndpoint, requireWebhookAdmin } from "./endpoint-view";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /organizations/{id}/webhooks/{hookId}/deliveries?status=: newest first, keyset-paged. The cursor is the last
 * delivery's id: the page after it is what sorts after its (created_at, id), read from the row itself, so no
 * timestamp travels through the URL.
 */
export async function listDeliveries(
  db: Db,
  actor: Actor,
  organizationId: string,
  endpointId: string,
  q: WebhookDeliveriesQuery,
): Promise<{ data: WebhookDeliveryView[]; next: string | null }> {
  await requireWebhookAdmin(db, organizationId, actor);
  const endpoint = await loadEndpoint(db, organizationId, endpointId);
  if (q.next !== undefined && !UUID.test(q.next)) {
    throw new AppError("bad_request", "This page link is no longer valid; reload the list.", {
      next: ["Invalid cursor."],
    });
  }
  const after = q.next
    ? sql`(${webhookDelivery.createdAt}, ${webhookDelivery.id}) <
        (select created_at, id from webhook_delivery where id = ${q.next}::uuid and endpoint_id = ${endpoint.id})`
    : undefined;
  const rows = await deliveryViews(
    db,
    endpoint.id,
    and(q.status ? eq(webhookDelivery.status, q.status) : undefined, after),
    q.limit + 1,
  );
  const page = rows.slice(0, q.limit);
  return { data: page, next: rows.length > q.limit ? (page[page.length - 1]?.id ?? null) : null };
}
