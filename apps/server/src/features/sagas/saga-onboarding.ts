import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { AppError, SAGA_MESSAGES, type SagaOnboarding } from "@questhq/core";
import type { Db } from "../../db/client";
import { challengeCompletion, sagaOnboarding, socialAccount, walletAddress } from "../../db/schema/index";

// Saga onboarding: a wallet, an X account and one weekly challenge done. Finishing it is stored
// (saga_onboarding) because the membership booster only accrues for weeks after that moment.

export async function getOnboarding(db: Db, userId: string): Promise<SagaOnboarding> {
  // One round trip: the stored completion and each step as an EXISTS.
  const [row] = await db
    .select({
      completedAt: sql<Date | string | null>`(${db
        .select({ at: sagaOnboarding.completedAt })
        .from(sagaOnboarding)
        .where(eq(sagaOnboarding.userId, userId))})`,
      wallet: sql<boolean>`exists(${db
        .select({ id: walletAddress.id })
        .from(walletAddress)
        .where(eq(walletAddress.userId, userId))})`,
      twitter: sql<boolean>`exists(${db
        .select({ id: socialAccount.id })
        .from(socialAccount)
        .where(
          and(
            eq(socialAccount.userId, userId),
            eq(socialAccount.provider, "twitter"),
            isNull(socialAccount.unlinkedAt),
          ),
        )})`,
      challenge: sql<boolean>`exists(${db
        .select({ id: challengeCompletion.id })
        .from(challengeCompletion)
        .where(
          and(eq(challengeCompletion.userId, userId), inArray(challengeCompletion.status, ["completed", "skipped"])),
        )})`,
    })
    .from(sql`(select 1) as one`);
  const completedAt = row?.completedAt ? new Date(row.completedAt).toISOString() : null;
  return {
    completed_at: completedAt,
    steps: { wallet: Boolean(row?.wallet), twitter: Boolean(row?.twitter), challenge: Boolean(row?.challenge) },
  };
}

/** POST /seasons/onboarding: stores completion once every step holds (idempotent; the first time is kept). */
export async function completeOnboarding(db: Db, userId: string): Promise<SagaOnboarding> {
  const current = await getOnboarding(db, userId);
  if (current.completed_at) return current;
  const missing = Object.entries(current.steps)
    .filter(([, done]) => !done)
    .map(([step]) => step);
  if (missing.length > 0) throw new AppError("conflict", SAGA_MESSAGES.onboardingIncomplete, { steps: missing });
  await db.insert(sagaOnboarding).values({ userId }).onConflictDoNothing();
  return getOnboarding(db, userId);
}
