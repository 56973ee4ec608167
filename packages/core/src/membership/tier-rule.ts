import type { MembershipTier } from "../schemas/user-views";
import { higherTier, type PaidTier, tierOfMembershipToken } from "./tiers";

// The one rule that turns what a user holds into a tier (docs/product/membership.md#tiers). A tier comes from a
// Stripe subscription still in force or from a membership NFT held or staked by one of the user's wallets; when
// several apply the highest rank wins. The server reads the holdings in different shapes (the full record for
// /users/subscription, one prepared round trip on hot paths, every subscriber at once for the weekly booster) and
// hands them all to this rule.

/**
 * An "active" subscription whose period ended this long ago is treated as lapsed: Stripe moves the period forward
 * when it renews, so only a lost webhook leaves one behind, and entitlements must not outlive it.
 */
export const LAPSE_GRACE_MS = 3 * 24 * 60 * 60 * 1000;

/** Stripe statuses under which a subscription can still grant its tier. */
export const IN_FORCE_STATUSES = ["active", "trialing", "past_due"] as const;

export type StripeHolding = {
  tierName: PaidTier;
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
};

/** Whether a stored Stripe subscription still grants its tier at `now`. */
export function isInForce(row: Omit<StripeHolding, "tierName">, now: Date): boolean {
  if (!(IN_FORCE_STATUSES as readonly string[]).includes(row.status)) return false;
  if (!row.currentPeriodEnd) return true;
  const end = row.currentPeriodEnd.getTime();
  // Cancelled at the period end: nothing renews it, so the end is the end.
  return row.cancelAtPeriodEnd ? end > now.getTime() : end + LAPSE_GRACE_MS > now.getTime();
}

/** The tier a user's holdings give at `now`. */
export function tierOfHoldings(
  holdings: { stripe: readonly StripeHolding[]; membershipTokens: readonly (bigint | number)[] },
  now: Date,
): MembershipTier {
  let tier: MembershipTier = "Free";
  for (const s of holdings.stripe) if (isInForce(s, now)) tier = higherTier(tier, s.tierName);
  for (const t of holdings.membershipTokens) tier = higherTier(tier, tierOfMembershipToken(t));
  return tier;
}
