import { and, eq, inArray, lte, sql } from "drizzle-orm";
import { challengeCompletion, seasonWeek, weeklyChallenge } from "../../db/schema/index";
import { attemptVerification } from "../participation/attempt-verification";
import type { Deps } from "../participation/verification-context";
import { challengeSubject } from "./challenge-subject";

// Pending weekly challenges (a provider was down) are verified again when due, like mission
// objectives (participation/verification-worker.ts): a batch is claimed by pushing
// next_attempt_at forward with FOR UPDATE SKIP LOCKED, so several servers never retry one row at once.

const BATCH = 25;
const LEASE_MS = 120_000;

export async function runDueChallengeVerifications(
  deps: Deps & { log?: { warn(o: object, m: string): void } },
  now = new Date(),
): Promise<number> {
  const lease = new Date(now.getTime() + LEASE_MS);
  const due = sql`(select ${challengeCompletion.id} from ${challengeCompletion}
    where ${challengeCompletion.status} = 'pending' and ${challengeCompletion.nextAttemptAt} <= ${now.toISOString()}::timestamptz
    order by ${challengeCompletion.nextAttemptAt} limit ${BATCH} for update skip locked)`;
  const claimed = await deps.db
    .update(challengeCompletion)
    .set({ nextAttemptAt: lease })
    .where(
      and(
        inArray(challengeCompletion.id, due),
        eq(challengeCompletion.status, "pending"),
        lte(challengeCompletion.nextAttemptAt, now),
      ),
    )
    .returning();
  for (const row of claimed) {
    const [found] = await deps.db
      .select({ challenge: weeklyChallenge, week: seasonWeek })
      .from(weeklyChallenge)
      .innerJoin(seasonWeek, eq(seasonWeek.id, weeklyChallenge.weekId))
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
  return claimed.length;
}
