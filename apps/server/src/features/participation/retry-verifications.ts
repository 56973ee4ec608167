import type { FastifyInstance } from "fastify";
import { and, asc, eq, lte, notInArray } from "drizzle-orm";
import { mission, objective, objectiveCompletion } from "../../db/schema/index";
import { attemptVerification } from "./attempt-verification";
import { missionSubject } from "./mission-subject";
import { freezeClosedMissions } from "../draws/freeze-entries";
import { deliverWinnerNotices } from "../draws/notify-winners";
import { runDueChallengeVerifications } from "../seasons/retry-challenges";
import { accrueSagaBoosters } from "../seasons/accrue-boosters";
import { settleEndedSagas } from "../seasons/settle-saga";
import type { Deps } from "./verification-context";

// The background job of the verification engine (and the entry-list freeze of draws): pending objectives (a provider was
// rate-limited or down) are verified again when due, without the user coming back. Rows are claimed one at a time by
// pushing next_attempt_at forward (the lease) in one statement with FOR UPDATE SKIP LOCKED, so several servers share
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

/** Runs up to one batch of due retries; returns how many were attempted. Exported for tests. */
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

export function startVerificationWorker(app: FastifyInstance): { stop(): Promise<void> } {
  const every = app.env.VERIFY_POLL_MS;
  if (every <= 0) return { stop: async () => {} };
  const deps = { db: app.database.db, env: app.env, log: app.log };
  let running: Promise<unknown> | null = null;
  let stopped = false;
  // Saga boosters are snapshots (daily, weekly) and settlement waits for a Saga's end: once a minute is plenty.
  const oncePerMinute = (job: () => Promise<unknown>) => {
    let last = 0;
    return async () => {
      if (Date.now() - last < 60_000) return;
      last = Date.now();
      await job();
    };
  };
  const sagaSettlement = oncePerMinute(() => settleEndedSagas(deps.db, deps.env));
  const sagaBoosters = oncePerMinute(() => accrueSagaBoosters(deps));
  const timer = setInterval(() => {
    if (running || stopped) return;
    // The same tick freezes the entry lists of missions whose entries just closed (draws)
    // and retries winner emails that SMTP refused earlier.
    const notices = { db: deps.db, mailer: app.mailer, publicUrl: app.env.PUBLIC_URL, log: app.log };
    const jobs = {
      verifications: () => runDueVerifications(deps),
      challenges: () => runDueChallengeVerifications(deps),
      sagaSettlement,
      sagaBoosters,
      freeze: () => freezeClosedMissions(deps.db, deps.env),
      notices: () => deliverWinnerNotices(notices),
    };
    // allSettled: the tick ends when every job has (one failing fast must not let the next tick start the others
    // again while they still run).
    running = Promise.allSettled(Object.values(jobs).map((job) => job()))
      .then((results) =>
        results.forEach((r, i) => {
          if (r.status === "rejected")
            app.log.error({ err: r.reason, job: Object.keys(jobs)[i] }, "background job failed");
        }),
      )
      .finally(() => (running = null));
  }, every);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
