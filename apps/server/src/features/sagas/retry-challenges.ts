import { and, asc, eq, lte, notInArray } from "drizzle-orm";
import { challengeCompletion, sagaWeek, weeklyChallenge } from "../../db/schema/index";
import { attemptVerification } from "../participation/index";
import type { Deps } from "../participation/index";
import { challengeSubject } from "./challenge-subject";

// Pending weekly challenges (a provider was down) are verified again when due, like mission
// objectives (participation/retry-verifications.ts): rows are claimed one at a time by pushing next_attempt_at forward
// (a lease) with FOR UPDATE SKIP LOCKED, so several servers share the due rows and never retry one at once.

const BATCH = 25;
const LEASE_MS = 120_000;

/** The next due retry, leased to this server; `done`: rows this call already attempted. */
async function claimNext(deps: Deps, now: Date, done: string[]) {
  const due = deps.db
    .select({ id: challengeCompletion.id })
    .from(challengeCompletion)
    .where(
      and(
        eq(challengeCompletion.status, "pending"),
        lte(challengeCompletion.nextAttemptAt, now),
        notInArray(challengeCompletion.id, done),
      ),
    )
    .orderBy(asc(challengeCompletion.nextAttemptAt))
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await deps.db
    .update(challengeCompletion)
    .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
    .where(
      and(
        eq(challengeCompletion.id, due),
        eq(challengeCompletion.status, "pending"),
        lte(challengeCompletion.nextAttemptAt, now),
      ),
    )
    .returning();
  return row;
}

/** Runs up to one batch of due challenge retries; returns how many were attempted. */
export async function runDueChallengeVerifications(
  deps: Deps & { log?: { warn(o: object, m: string): void } },
  now = new Date(),
): Promise<number> {
  const done: string[] = [];
  while (done.length < BATCH) {
    const row = await claimNext(deps, now, done);
    if (!row) break;
    done.push(row.id);
    const [found] = await deps.db
      .select({ challenge: weeklyChallenge, week: sagaWeek })
      .from(weeklyChallenge)
      .innerJoin(sagaWeek, eq(sagaWeek.id, weeklyChallenge.weekId))
      .where(eq(weeklyChallenge.id, row.challengeId));
    if (!found) continue;
    const existing = { ...row, nextAttemptAt: now };
    const input = { objective_id: row.challengeId, action: "verify" as const, ...row.input };
    try {
      const subject = challengeSubject(deps.env, found.week, found.challenge, row.userId);
      await attemptVerification(deps, { userId: row.userId, subject, input: input as never, existing, log: deps.log });
    } catch (err) {
      deps.log?.warn({ err, completion: row.id }, "background challenge verification failed");
    }
  }
  return done.length;
}
