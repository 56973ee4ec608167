import { and, eq, isNull, sql } from "drizzle-orm";
import { AppError } from "@questhq/core";
import type { Db } from "../../db/client";
import { user } from "../../db/schema/index";

export const REFERRAL_MESSAGES = {
  applied: "Referral code applied.",
  notFound: "This referral code does not exist.",
  own: "You cannot use your own referral code.",
  already: "A referral code has already been applied to your account.",
} as const;

/**
 * A referral code applies once per user and never to its owner. The conditional update
 * makes a retried or concurrent request unable to apply a second code.
 */
export async function applyReferral(db: Db, userId: string, code: string): Promise<{ message: string }> {
  const [referrer] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(sql`upper(${user.referralCode})`, code.trim().toUpperCase()));
  if (!referrer) throw new AppError("not_found", REFERRAL_MESSAGES.notFound, { code: [REFERRAL_MESSAGES.notFound] });
  if (referrer.id === userId)
    throw new AppError("bad_request", REFERRAL_MESSAGES.own, { code: [REFERRAL_MESSAGES.own] });
  const updated = await db
    .update(user)
    .set({ referredByUserId: referrer.id, referredAt: new Date() })
    .where(and(eq(user.id, userId), isNull(user.referredByUserId)))
    .returning({ id: user.id, referredBy: user.referredByUserId });
  if (updated.length === 0) {
    const [me] = await db.select({ referredBy: user.referredByUserId }).from(user).where(eq(user.id, userId));
    // The same code sent again is a retry, not an error.
    if (me?.referredBy === referrer.id) return { message: REFERRAL_MESSAGES.applied };
    throw new AppError("referral_already_applied", REFERRAL_MESSAGES.already, { code: [REFERRAL_MESSAGES.already] });
  }
  return { message: REFERRAL_MESSAGES.applied };
}
