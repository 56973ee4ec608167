import { and, asc, eq, lte, notInArray } from "drizzle-orm";
import { mission, objective, objectiveCompletion } from "../../db/schema/index";
import { attemptVerification } from "./attempt-verification";
import { missionSubject } from "./mission-subject";
import type { Deps } from "./verification-context";

// Verification retries, one run of the "verification-retries" job (jobs/registry.ts): pending objectives (a provider
// was rate-limited or down) are verified again when due, without the user coming back. Rows are claimed one at a time
// by pushing next_attempt_at forward (the lease) in one statement with FOR UPDATE SKIP LOCKED, so several servers share
// the due rows and never verify one at once, and a lease only has to outlast one attempt: a batch claimed at once could
// outlive its lease while a slow provider times out row after row, and another server would then take the same rows.
// A server that dies mid-attempt leaves its row to be retried when the lease ends. Idempotent by design: completing
// credits through the ledger's unique key.

const BATCH = 25;
const LEASE_MS = 120_000;

type Claimed = typeof objectiveCompletion.$inferSelect;

/**
 * The next due retry, leased to this server; undefined when none is due (or every due one is being claimed). `done`:
 * rows this call already attempted, which a past-dated retry time could otherwise bring straight back.
 * `id = (subquery)`: PostgreSQL runs a scalar subquery once; `id in (… limit 1 …)` may be run again during the update
 * and claim more rows than the one this call goes on to attempt.
 */
async function claimNext(deps: Deps, now: Date, done: string[]): Promise<Claimed | undefined> {
  const due = deps.db
    .select({ id: objectiveCompletion.id })
    .from(objectiveCompletion)
    .where(
      and(
        eq(objectiveCompletion.status, "pending"),
        lte(objectiveCompletion.nextAttemptAt, now),
        notInArray(objectiveCompletion.id, done),
      ),
    )
    .orderBy(asc(objectiveCompletion.nextAttemptAt))
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await deps.db
    .update(objectiveCompletion)
    .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
    .where(
      and(
        eq(objectiveCompletion.id, due),
        eq(objectiveCompletion.status, "pending"),
        lte(objectiveCompletion.nextAttemptAt, now),
      ),
    )
    .returning();
  return row;
}

/** Runs up to one batch of due retries; returns how many were attempted. */
export async function runDueVerifications(
  deps: Deps & { log?: { warn(o: object, m: string): void } },
  now = new Date(),
): Promise<number> {
  const done: string[] = [];
  while (done.length < BATCH) {
    const row = await claimNext(deps, now, done);
    if (!row) break;
    done.push(row.id);
    const [o] = await deps.db.select().from(objective).where(eq(objective.id, row.objectiveId));
    const [m] = await deps.db.select().from(mission).where(eq(mission.id, row.missionId));
    if (!o || !m) continue;
    // The stored row still says when the retry was due; the engine counts attempts from it.
    const existing = { ...row, nextAttemptAt: now };
    const input = { objective_id: o.id, action: "verify" as const, ...(row.input as Record<string, unknown>) };
    try {
      await attemptVerification(deps, {
        userId: row.userId,
        subject: missionSubject(deps.env, m, o, row.userId),
        input: input as never,
        existing,
        log: deps.log,
      });
    } catch (err) {
      deps.log?.warn({ err, completion: row.id }, "background verification failed");
    }
  }
  return done.length;
}
