import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import type { challengeCompletion, objectiveCompletion } from "../../db/schema/index";

// The queue under both verification retries (mission objectives here, weekly challenges in sagas/): a completion row
// that is pending with a due next_attempt_at is a job. Rows are claimed one at a time by pushing next_attempt_at
// forward (the lease) in one statement with FOR UPDATE SKIP LOCKED, so several servers share the due rows and never
// verify one at once, and a lease only has to outlast one attempt: a batch claimed at once could outlive its lease
// while a slow provider times out row after row, and another server would then take the same rows. A server that dies
// mid-attempt leaves its row to be retried when the lease ends. Due rows queued under a provider's budget are taken
// in the order they joined the queue (first come, first served, whatever window each was told to wait for); other
// due rows in the order they came due (the `_claim_idx` index).

const BATCH = 25;
const LEASE_MS = 120_000;

type CompletionTable = typeof objectiveCompletion | typeof challengeCompletion;

/**
 * The next due row's id, leased to this server; undefined when none is due (or every due one is being claimed).
 * `done`: rows this run already attempted, which a past-dated retry time could otherwise bring straight back.
 * `id = (subquery)`: PostgreSQL runs a scalar subquery once; `id in (… limit 1 …)` may be run again during the update
 * and claim more rows than the one this run goes on to attempt.
 */
async function claimNext(db: Db, table: CompletionTable, now: Date, done: string[]): Promise<string | undefined> {
  const lease = new Date(now.getTime() + LEASE_MS);
  const notDone = done.length
    ? sql`and ${table.id} not in (${sql.join(
        done.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  const result = await db.execute(sql`
    update ${table} set next_attempt_at = ${lease.toISOString()}::timestamptz
    where ${table.id} = (
      select ${table.id} from ${table}
      where ${table.status} = 'pending' and ${table.nextAttemptAt} <= ${now.toISOString()}::timestamptz ${notDone}
      order by coalesce(${table.queuedAt}, ${table.nextAttemptAt}) asc limit 1 for update skip locked
    ) and ${table.status} = 'pending' and ${table.nextAttemptAt} <= ${now.toISOString()}::timestamptz
    returning ${table.id} as id`);
  return rowsOf<{ id: string }>(result)[0]?.id;
}

/**
 * How many verifications wait in this budget's queue ahead of one that joined it at `since` (its place in line is
 * this plus one). Reads the queue index (`<table>_queue_idx`). Two servers can queue rows in the same millisecond:
 * given the row's own `id`, those tie by id, so every row in line has a place of its own.
 */
export async function queuedAhead(
  db: Db,
  table: CompletionTable,
  key: string,
  since: Date,
  id?: string,
): Promise<number> {
  const at = sql`${since.toISOString()}::timestamptz`;
  const tie = id ? sql` or (${table.queuedAt} = ${at} and ${table.id} < ${id}::uuid)` : sql``;
  const result = await db.execute(sql`
    select count(*)::int as ahead from ${table}
    where ${table.status} = 'pending' and ${table.queueKey} = ${key}
      and (${table.queuedAt} < ${at}${tie})`);
  return rowsOf<{ ahead: number }>(result)[0]?.ahead ?? 0;
}

/** Claims and attempts up to one batch of due rows; returns how many were attempted. */
export async function retryDue(
  db: Db,
  table: CompletionTable,
  now: Date,
  attempt: (id: string) => Promise<void>,
): Promise<number> {
  const done: string[] = [];
  while (done.length < BATCH) {
    const id = await claimNext(db, table, now, done);
    if (!id) break;
    done.push(id);
    await attempt(id);
  }
  return done.length;
}
