import { sql, type SQL } from "drizzle-orm";
import type { WebhookEventType } from "@questhq/core";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";

// The outbox (docs/product/developers.md#webhooks): an event is written by the transaction of the change it reports,
// so it exists exactly when the change does — a crash before the commit loses both, one after keeps both. Its body
// `{ type, timestamp, data }` is fixed here, and every attempt sends those same bytes (delivery-body.ts).
//
// The fan-out happens in the same statement: one delivery per enabled endpoint of the organization that listens for
// the type (unique per event and endpoint). An organization without such an endpoint gets no row at all, so the hot
// paths that emit (a completion, an entry) pay one indexed lookup and nothing grows for nobody. An endpoint created
// after the change does not receive it, as at every webhook provider.

export type WebhookEventInput = {
  organizationId: string;
  type: Exclude<WebhookEventType, "ping">;
  data: Record<string, unknown>;
};

/** A new message id in SQL (newMessageId's form, lib/standard-webhooks.ts), for deliveries made in bulk. */
export const sqlMessageId = sql`'msg_' || replace(gen_random_uuid()::text, '-', '')`;

/** Enabled endpoints of the organization listening for the type, as a CTE body. */
const listening = (organizationId: string, type: WebhookEventType) => sql`
  select id from webhook_endpoint
  where organization_id = ${organizationId} and is_enabled and ${type} = any(events)`;

/**
 * Writes the events `payloads` (an SQL select of jsonb bodies, one row per event) and their deliveries, when the
 * organization listens for the type. Returns how many events were written.
 */
export async function insertEvents(
  tx: Db,
  organizationId: string,
  type: WebhookEventType,
  payloads: SQL,
): Promise<number> {
  const result = await tx.execute(sql`
    with listening as (${listening(organizationId, type)}),
    events as (
      insert into webhook_event (organization_id, type, payload, fanned_out_at)
      select ${organizationId}, ${type}, body.payload, now()
      from (${payloads}) as body(payload)
      where exists (select 1 from listening)
      returning id
    ),
    deliveries as (
      insert into webhook_delivery (event_id, endpoint_id, message_id)
      select events.id, listening.id, ${sqlMessageId}
      from events cross join listening
      on conflict (event_id, endpoint_id) do nothing
      returning event_id
    )
    select count(distinct event_id)::int as count from deliveries`);
  return rowsOf<{ count: number }>(result)[0]?.count ?? 0;
}

/** The body every endpoint receives: `{ type, timestamp, data }`, fixed when the change happens. */
export function eventBody(type: WebhookEventType, data: Record<string, unknown>, at = new Date()) {
  return { type, timestamp: at.toISOString(), data };
}

/** One event, inside the caller's transaction (one line at each place that changes something worth reporting). */
export async function emitWebhookEvent(tx: Db, e: WebhookEventInput): Promise<void> {
  const body = JSON.stringify(eventBody(e.type, e.data));
  await insertEvents(tx, e.organizationId, e.type, sql`select ${body}::jsonb`);
}
