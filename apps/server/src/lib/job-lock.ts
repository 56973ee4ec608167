import { sql } from "drizzle-orm";
import { embeddedConnectionOf, type Db } from "../db/client";
import { rowsOf } from "../db/rows";

// Background jobs on several servers (docs/ARCHITECTURE.md, "Background jobs on several instances"). Work made of rows
// is shared by claiming rows (FOR UPDATE SKIP LOCKED and a lease); work that must run on one server at a time as a
// whole (a chain's cursor, a news run, one account's chain read) runs under a job lock instead: a PostgreSQL advisory
// lock keyed by the job's name, taken with pg_try_advisory_xact_lock in a transaction of its own. That transaction
// stays open, idle and without writes, on one pooled connection while the job runs on the others, and its end releases
// the lock: when the job returns or throws, and when the server dies (PostgreSQL aborts the transaction of a lost
// connection), so a crash never leaves the job locked. A server that finds the lock taken skips the job: the holder is
// doing it, and the next tick looks again.
//
// Embedded PGlite is one connection (to its thread) in one process: a transaction held open would queue every other
// query behind it, and advisory locks are re-entrant within a session (every caller would "get" it). There the lock is
// a set of names per database in this process, which is all a single process needs (and what apps sharing one PGlite in
// tests share).

export type JobLockResult<T> = { ran: true; value: T } | { ran: false };

const heldInProcess = new WeakMap<object, Set<string>>();

/** Runs `job` unless another server (or caller) holds the lock `name`; `{ ran: false }` then, and nothing was done. */
export async function withJobLock<T>(db: Db, name: string, job: () => Promise<T>): Promise<JobLockResult<T>> {
  const embedded = embeddedConnectionOf(db);
  if (embedded) {
    let held = heldInProcess.get(embedded);
    if (!held) {
      held = new Set();
      heldInProcess.set(embedded, held);
    }
    if (held.has(name)) return { ran: false };
    held.add(name);
    try {
      return { ran: true, value: await job() };
    } finally {
      held.delete(name);
    }
  }
  return db.transaction(async (tx) => {
    // 64-bit key: job names include ids (one lock per account and week), so collisions must stay negligible.
    const result = await tx.execute(
      sql`select pg_try_advisory_xact_lock(hashtextextended(${`questhq:job:${name}`}, 0)) as locked`,
    );
    const [row] = rowsOf<{ locked: boolean }>(result);
    if (!row?.locked) return { ran: false } as const;
    return { ran: true, value: await job() } as const;
  });
}

/**
 * Runs `each` over every item even when some fail, then throws the failures together: one mission or Saga that
 * cannot be processed (a bug, a missing RPC) must not stop the sweep from reaching the ones after it.
 */
export async function forEachIsolated<T>(items: readonly T[], each: (item: T) => Promise<unknown>): Promise<void> {
  const errors: unknown[] = [];
  for (const item of items) {
    try {
      await each(item);
    } catch (err) {
      errors.push(err);
    }
  }
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new AggregateError(errors, `${errors.length} of ${items.length} items failed`);
}
