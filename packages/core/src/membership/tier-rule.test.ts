import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { WHALE_TOKEN_ID_MAX, WHALE_TOKEN_ID_MIN } from "../constants";
import { isInForce, LAPSE_GRACE_MS, type StripeHolding, tierOfHoldings } from "./tier-rule";
import { PAID_TIERS, TIER_RANK } from "./tiers";

const now = new Date("2026-11-27T12:00:00Z");
const DAY = 24 * 60 * 60 * 1000;

const holding = fc.record({
  tierName: fc.constantFrom(...PAID_TIERS),
  status: fc.constantFrom("active", "trialing", "past_due", "canceled", "inactive", "incomplete"),
  // Periods that ended long ago, within the grace, or end later; null for a subscription without a period.
  currentPeriodEnd: fc.option(
    fc.integer({ min: -30 * DAY, max: 30 * DAY }).map((d) => new Date(now.getTime() + d)),
    { nil: null },
  ),
  cancelAtPeriodEnd: fc.boolean(),
}) satisfies fc.Arbitrary<StripeHolding>;
const token = fc.oneof(
  fc.integer({ min: 1, max: 10_000 }),
  fc.integer({ min: WHALE_TOKEN_ID_MIN, max: WHALE_TOKEN_ID_MAX }),
);

describe("isInForce", () => {
  it("keeps an uncancelled subscription through the grace after its period and no longer", () => {
    const base = { status: "active", cancelAtPeriodEnd: false };
    expect(isInForce({ ...base, currentPeriodEnd: new Date(now.getTime() - LAPSE_GRACE_MS + 1) }, now)).toBe(true);
    expect(isInForce({ ...base, currentPeriodEnd: new Date(now.getTime() - LAPSE_GRACE_MS) }, now)).toBe(false);
  });

  it("ends a subscription cancelled at its period's end exactly then", () => {
    const base = { status: "active", cancelAtPeriodEnd: true };
    expect(isInForce({ ...base, currentPeriodEnd: new Date(now.getTime() + 1) }, now)).toBe(true);
    expect(isInForce({ ...base, currentPeriodEnd: now }, now)).toBe(false);
  });

  it("never grants a tier under a status that is not in force", () => {
    for (const status of ["canceled", "inactive", "incomplete", "unpaid"])
      expect(isInForce({ status, currentPeriodEnd: null, cancelAtPeriodEnd: false }, now)).toBe(false);
  });
});

describe("tierOfHoldings", () => {
  it("is the highest rank among the subscriptions in force and the keys held, Free with neither", () => {
    fc.assert(
      fc.property(fc.array(holding, { maxLength: 6 }), fc.array(token, { maxLength: 6 }), (stripe, tokens) => {
        const tier = tierOfHoldings({ stripe, membershipTokens: tokens }, now);
        const ranks = [
          0,
          ...stripe.filter((s) => isInForce(s, now)).map((s) => TIER_RANK[s.tierName]),
          ...tokens.map((t) => TIER_RANK[t >= WHALE_TOKEN_ID_MIN && t <= WHALE_TOKEN_ID_MAX ? "Whale" : "Member"]),
        ];
        expect(TIER_RANK[tier]).toBe(Math.max(...ranks));
      }),
    );
  });

  it("does not depend on the order the holdings are read in", () => {
    fc.assert(
      fc.property(fc.array(holding, { maxLength: 6 }), fc.array(token, { maxLength: 6 }), (stripe, tokens) => {
        const forward = tierOfHoldings({ stripe, membershipTokens: tokens }, now);
        const reversed = tierOfHoldings(
          { stripe: [...stripe].reverse(), membershipTokens: [...tokens].reverse() },
          now,
        );
        expect(reversed).toBe(forward);
      }),
    );
  });
});
