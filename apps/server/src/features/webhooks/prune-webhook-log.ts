import { sql } from "drizzle-orm";
import { WEBHOOK_ATTEMPT_RETENTION_DAYS } from "@questhq/core";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";

// The delivery log keeps WEBHOOK_ATTEMPT_RETENTION_DAYS (docs/product/developers.md#webhooks): older attempts go,
// and so do older events none of whose deliveries is still pending (their deliveries with them), so the outbox does
// not grow for ever. Deleted in batches, each its own statement, so no run holds a long lock; several processes
// running it at once only share the batches.

const BATCH = 5_000;

async function deleteBatch(db: Db, statement: ReturnType<typeof sql>): Promise<number> {
  return rowsOf<{ id: string }>(await db.execute(statement)).length;
}

/** Returns how many attempts and events were deleted. */
export async function pruneWebhookLog(db: Db, now = new Date()): Promise<{ attempts: number; events: number }> {
  const before = new Date(now.getTime() - WEBHOOK_ATTEMPT_RETENTION_DAYS * 86_400_000).toISOString();
  let attempts = 0;
  for (;;) {
    const n = await deleteBatch(
      db,
      sql`delete from webhook_attempt where id in (
        select id from webhook_attempt where attempted_at < ${before}::timestamptz limit ${BATCH}
        for update skip locked) returning id`,
    );
    attempts += n;
    if (n < BATCH) break;
  }
  let events = 0;
  for (;;) {
    const n = await deleteBatch(
      db,
      sql`delete from webhook_event where id in (
        select ev.id from webhook_event ev
        where ev.created_at < ${before}::timestamptz
          and not exists (select 1 from webhook_delivery d where d.event_id = ev.id and d.status = 'pending')
        limit ${BATCH} for update skip locked) returning id`,
    );
    events += n;
    if (n < BATCH) break;
  }
  return { attempts, events };
}
