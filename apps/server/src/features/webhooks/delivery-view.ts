import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { WebhookAttemptView, WebhookDeliveryView } from "@questhq/core";
import type { Db } from "../../db/client";
import { webhookAttempt, webhookDelivery, webhookEvent } from "../../db/schema/index";

// A delivery as the delivery log shows it: its event, status and attempts, each attempt with its answer.

/** Attempts shown per delivery (a delivery makes ten on the default schedule, plus redeliveries). */
const ATTEMPTS_SHOWN = 50;

/** Deliveries of one endpoint matching `where`, newest first, with their attempts. */
export async function deliveryViews(
  db: Db,
  endpointId: string,
  where: SQL | undefined,
  limit: number,
): Promise<WebhookDeliveryView[]> {
  const rows = await db
    .select({ d: webhookDelivery, type: webhookEvent.type })
    .from(webhookDelivery)
    .innerJoin(webhookEvent, eq(webhookEvent.id, webhookDelivery.eventId))
    .where(and(eq(webhookDelivery.endpointId, endpointId), where))
    .orderBy(desc(webhookDelivery.createdAt), desc(webhookDelivery.id))
    .limit(limit);
  const ids = rows.map((r) => r.d.id);
  const attempts =
    ids.length === 0
      ? []
      : await db
          .select({
            deliveryId: webhookAttempt.deliveryId,
            attemptedAt: webhookAttempt.attemptedAt,
            statusCode: webhookAttempt.statusCode,
            durationMs: webhookAttempt.durationMs,
            responseExcerpt: webhookAttempt.responseExcerpt,
            error: webhookAttempt.error,
            rank: sql<number>`row_number() over (partition by ${webhookAttempt.deliveryId}
              order by ${webhookAttempt.attemptedAt} desc, ${webhookAttempt.id} desc)`.as("rank"),
          })
          .from(webhookAttempt)
          .where(inArray(webhookAttempt.deliveryId, ids))
          .orderBy(desc(webhookAttempt.attemptedAt), desc(webhookAttempt.id));
  const byDelivery = new Map<string, WebhookAttemptView[]>();
  for (const a of attempts) {
    if (Number(a.rank) > ATTEMPTS_SHOWN) continue;
    const list = byDelivery.get(a.deliveryId) ?? [];
    list.push({
      attempted_at: a.attemptedAt.toISOString(),
      status_code: a.statusCode,
      duration_ms: a.durationMs,
      response_excerpt: a.responseExcerpt,
      error: a.error,
    });
    byDelivery.set(a.deliveryId, list);
  }
  return rows.map(({ d, type }) => ({
    id: d.id,
    event_id: d.eventId,
    event_type: type,
    message_id: d.messageId,
    status: d.status,
    attempts: d.attempts,
    last_status_code: d.lastStatusCode,
    last_attempt_at: d.lastAttemptAt?.toISOString() ?? null,
    next_attempt_at: d.status === "pending" ? d.nextAttemptAt.toISOString() : null,
    succeeded_at: d.succeededAt?.toISOString() ?? null,
    created_at: d.createdAt.toISOString(),
    attempt_log: byDelivery.get(d.id) ?? [],
  }));
}
