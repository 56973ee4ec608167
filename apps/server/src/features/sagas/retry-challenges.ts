import { eq } from "drizzle-orm";
import { challengeCompletion, sagaWeek, weeklyChallenge } from "../../db/schema/index";
import { attemptVerification, retryDue } from "../participation/index";
import type { Deps } from "../participation/index";
import { challengeSubject } from "./challenge-subject";

// Pending weekly challenges (a provider was down) are verified again when due, like mission objectives: each due row is
// claimed under a lease by participation's retryDue, so several servers share the due rows and never retry one at once.

/** Runs up to one batch of due challenge retries; returns how many were attempted. */
export async function runDueChallengeVerifications(
  deps: Deps & { log?: { warn(o: object, m: string): void } },
  now = new Date(),
): Promise<number> {
  return retryDue(deps.db, challengeCompletion, now, async (id) => {
    const [row] = await deps.db.select().from(challengeCompletion).where(eq(challengeCompletion.id, id));
    if (!row) return;
    const [found] = await deps.db
      .select({ challenge: weeklyChallenge, week: sagaWeek })
      .from(weeklyChallenge)
      .innerJoin(sagaWeek, eq(sagaWeek.id, weeklyChallenge.weekId))
      .where(eq(weeklyChallenge.id, row.challengeId));
    if (!found) return;
    const existing = { ...row, nextAttemptAt: now };
    const input = { objective_id: row.challengeId, action: "verify" as const, ...row.input };
    try {
      const subject = challengeSubject(deps.env, found.week, found.challenge, row.userId);
      await attemptVerification(deps, { userId: row.userId, subject, input: input as never, existing, log: deps.log });
    } catch (err) {
      deps.log?.warn({ err, completion: row.id }, "background challenge verification failed");
    }
  });
}
