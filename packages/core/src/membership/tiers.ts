import type { MembershipTier } from "../schemas/user-views";
import { membershipTypeOf } from "./boosters";

// The paid tiers (docs/product/membership.md#tiers): Member, Pro and Whale, bought through Stripe or, for Member and
// Whale, held as a membership NFT. Stripe prices are found by lookup key, so an operator's own Stripe
// account works once `npm run stripe:setup` (or the dashboard) gave its prices these keys.

export const PAID_TIERS = ["Member", "Pro", "Whale"] as const satisfies readonly MembershipTier[];
export type PaidTier = (typeof PAID_TIERS)[number];

/** Which tier wins when several apply (a subscription and an NFT): the higher rank. */
export const TIER_RANK: Record<MembershipTier, number> = { Free: 0, Member: 1, Pro: 2, Whale: 3 };

export function higherTier(a: MembershipTier, b: MembershipTier): MembershipTier {
  return TIER_RANK[b] > TIER_RANK[a] ? b : a;
}

/** The Stripe price lookup key of each paid tier: the `plan` of GET /api/generate-stripe-checkout. */
export const PLAN_LOOKUP_KEYS: Record<PaidTier, string> = {
  Member: "questhq_member_monthly",
  Pro: "questhq_pro_monthly",
  Whale: "questhq_whale_monthly",
};

export function tierOfLookupKey(key: string | null | undefined): PaidTier | null {
  const hit = PAID_TIERS.find((t) => PLAN_LOOKUP_KEYS[t] === key);
  return hit ?? null;
}

/**
 * Monthly prices in cents that `npm run stripe:setup` creates (Pro is $29 a month: docs/product/membership.md#prices).
 */
export const DEFAULT_PLAN_CENTS: Record<PaidTier, number> = { Member: 900, Pro: 2900, Whale: 9900 };

/** A whale id makes its holder Whale, any other membership id Member (docs/product/membership.md#membership-nfts). */
export function tierOfMembershipToken(tokenId: number | bigint): "Member" | "Whale" {
  return membershipTypeOf(tokenId) === "whale" ? "Whale" : "Member";
}

// docs/product/errors.md#membership-and-billing, word for word.
export const CHECKOUT_FAILED_MESSAGE = "Failed to start checkout process.";
export const PORTAL_FAILED_MESSAGE = "Failed to access billing portal.";
