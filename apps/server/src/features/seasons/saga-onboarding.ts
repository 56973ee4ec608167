import { and, eq, inArray, isNull } from "drizzle-orm";
import { AppError, SEASON_MESSAGES, type SagaOnboarding } from "@questhq/core";
import type { Db } from "../../db/client";
import { challengeCompletion, sagaOnboarding, socialAccount, walletAddress } from "../../db/schema/index";

// Saga onboarding: a wallet, an X account and one weekly challenge done. Finishing it is stored
// (saga_onboarding) because the membership booster only accrues for weeks after that moment.

export async function getOnboarding(db: Db, userId: string): Promise<SagaOnboarding> {
  const [stored] = await db.select().from(sagaOnboarding).where(eq(sagaOnboarding.userId, userId));
  const [wallet] = await db
    .select({ id: walletAddress.id })
    .from(walletAddress)
    .where(eq(walletAddress.userId, userId))
    .limit(1);
  const [twitter] = await db
    .select({ id: socialAccount.id })
    .from(socialAccount)
    .where(
      and(eq(socialAccount.userId, userId), eq(socialAccount.provider, "twitter"), isNull(socialAccount.unlinkedAt)),
    )
    .limit(1);
  const [challenge] = await db
    .select({ id: challengeCompletion.id })
    .from(challengeCompletion)
    .where(and(eq(challengeCompletion.userId, userId), inArray(challengeCompletion.status, ["completed", "skipped"])))
    .limit(1);
  return {
    completed_at: stored?.completedAt.toISOString() ?? null,
    steps: { wallet: Boolean(wallet), twitter: Boolean(twitter), challenge: Boolean(challenge) },
  };
}

/** POST /seasons/onboarding: stores completion once every step holds (idempotent; the first time is kept). */
export async function completeOnboarding(db: Db, userId: string): Promise<SagaOnboarding> {
  const current = await getOnboarding(db, userId);
  if (current.completed_at) return current;
  const missing = Object.entries(current.steps)
    .filter(([, done]) => !done)
    .map(([step]) => step);
  if (missing.length > 0) throw new AppError("conflict", SEASON_MESSAGES.onboardingIncomplete, { steps: missing });
  await db.insert(sagaOnboarding).values({ userId }).onConflictDoNothing();
  return getOnboarding(db, userId);
}
