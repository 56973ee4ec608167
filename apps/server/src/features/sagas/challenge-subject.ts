import { and, eq, inArray, sql } from "drizzle-orm";
import { starSteps } from "@questhq/core";
import type { Db } from "../../db/client";
import { awardCreditsOnce } from "../ledger/index";
import type { Env } from "../../env";
import { challengeCompletion, sagaBooster, type SagaWeek, type WeeklyChallenge } from "../../db/schema/index";
import { queuedAhead, type VerificationSubject } from "../participation/index";

// A weekly challenge as the verification engine's subject. Completing one credits through the
// ledger under its own key and, in the same transaction, awards every star level the week has now
// reached: one saga_booster row per level, so a level is added once whatever races or repeats.

export function challengeSubject(
  env: Env,
  week: SagaWeek,
  challenge: WeeklyChallenge,
  userId: string,
): VerificationSubject {
  const values = challenge.values as Record<string, unknown>;
  const chainId = Number(values.blockchain);
  return {
    container: {
      id: week.id,
      startsAt: week.startsAt,
      endsAt: week.endsAt,
      chainId: Number.isInteger(chainId) && chainId > 0 ? chainId : env.STAKING_CHAIN_ID,
      organizationId: null,
    },
    objective: { id: challenge.id, template: challenge.template, values },
    credits: async () => challenge.credits,
    recordCompleted: (tx, r) => completeChallenge(tx, week, challenge, userId, r),
    recordOpen: async (db, { queue: queued, ...r }) => {
      const now = new Date();
      const queue = { queueKey: queued?.key ?? null, queuedAt: queued?.since ?? null };
      await db
        .insert(challengeCompletion)
        .values({ challengeId: challenge.id, weekId: week.id, userId, ...r, ...queue })
        .onConflictDoUpdate({
          target: [challengeCompletion.challengeId, challengeCompletion.userId],
          set: {
            status: r.status,
            input: r.input,
            nextAttemptAt: r.nextAttemptAt,
            lastError: r.lastError,
            attempts: r.attempts,
            ...queue,
            updatedAt: now,
          },
          setWhere: sql`${challengeCompletion.status} not in ('completed', 'skipped')`,
        });
    },
    queuedAhead: (db, key, since) => queuedAhead(db, challengeCompletion, key, since),
    txHashConstraint: "challenge_completion_tx_uq",
  };
}

type Completed = {
  input: Record<string, unknown>;
  credits: number;
  evidence: Record<string, unknown>;
  isSelfAttested: boolean;
};

async function completeChallenge(
  tx: Db,
  week: SagaWeek,
  challenge: WeeklyChallenge,
  userId: string,
  r: Completed,
): Promise<number> {
  // Two challenges of one week completed at the same moment must both be counted for stars: the
  // second transaction waits here until the first has committed, then counts both.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`stars:${week.id}:${userId}`}))`);
  const now = new Date();
  // What a completion records, whether it is the first attempt or turns an open one complete.
  const completed = {
    status: "completed" as const,
    input: r.input,
    evidence: r.evidence,
    isSelfAttested: r.isSelfAttested,
    completedAt: now,
    creditsAwarded: r.credits,
  };
  const moved = await tx
    .insert(challengeCompletion)
    .values({ challengeId: challenge.id, weekId: week.id, userId, ...completed })
    .onConflictDoUpdate({
      target: [challengeCompletion.challengeId, challengeCompletion.userId],
      set: {
        ...completed,
        nextAttemptAt: null,
        lastError: null,
        updatedAt: now,
      },
      setWhere: sql`${challengeCompletion.status} not in ('completed', 'skipped')`,
    })
    .returning({ id: challengeCompletion.id });
  if (moved.length === 0) return 0;
  let awarded = 0;
  if (r.credits > 0) {
    const key = `challenge:${challenge.id}:${userId}`;
    const written = await awardCreditsOnce(tx, [
      { userId, amount: BigInt(r.credits), reason: `challenge:${week.id}`, idempotencyKey: key },
    ]);
    awarded = written.has(key) ? r.credits : 0;
    if (awarded === 0)
      await tx.update(challengeCompletion).set({ creditsAwarded: 0 }).where(eq(challengeCompletion.id, moved[0]!.id));
  }
  await awardStars(tx, week, userId);
  return awarded;
}

/** Inserts the star levels the week has reached; returns how many the user now has that week. */
export async function awardStars(
  tx: Db,
  week: Pick<SagaWeek, "id" | "sagaId" | "weekNumber">,
  userId: string,
): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(challengeCompletion)
    .where(
      and(
        eq(challengeCompletion.weekId, week.id),
        eq(challengeCompletion.userId, userId),
        inArray(challengeCompletion.status, ["completed", "skipped"]),
      ),
    );
  const steps = starSteps(row?.n ?? 0);
  if (steps.length > 0) {
    await tx
      .insert(sagaBooster)
      .values(
        steps.map((s) => ({
          sagaId: week.sagaId,
          userId,
          source: "stars" as const,
          period: `w${week.weekNumber}:s${s.stars}`,
          hundredths: s.incrementHundredths,
          detail: { week: week.weekNumber, objectives_completed: row?.n ?? 0 },
        })),
      )
      .onConflictDoNothing();
  }
  return steps.length;
}
