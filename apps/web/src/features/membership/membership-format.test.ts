import { DEFAULT_ENTITLEMENTS, FREE_SUBSCRIPTION } from "@questhq/core";
import { describe, expect, it } from "vitest";
import {
  benefitLines,
  billingPeriodText,
  formatMoney,
  formatPaymentMethod,
  formatPlanPrice,
  paymentMethodParts,
  sourceLine,
  statusLabel,
} from "./membership-format";

describe("plan prices from Stripe's answer", () => {
  it("shows whole dollar amounts without cents, and cents when there are some", () => {
    expect(formatPlanPrice({ unitAmount: 2900, currency: "usd", interval: "month", intervalCount: 1 })).toEqual({
      amount: "$29",
      period: "month",
      text: "$29 / month",
      spoken: "$29 per month",
    });
    expect(formatMoney(950, "usd")).toBe("$9.50");
    expect(formatMoney(999900, "usd")).toBe("$9,999");
  });

  it("reads other currencies in their own minor units", () => {
    expect(formatMoney(2900, "eur")).toBe("€29");
    // Yen has no minor unit: Stripe's 3000 is ¥3,000, not ¥30.
    expect(formatMoney(3000, "jpy")).toBe("¥3,000");
  });

  it("says longer periods and the billing rhythm", () => {
    expect(formatPlanPrice({ unitAmount: 9900, currency: "usd", interval: "month", intervalCount: 3 }).text).toBe(
      "$99 / 3 months",
    );
    expect(billingPeriodText({ interval: "month", intervalCount: 1 })).toBe("Billed monthly");
    expect(billingPeriodText({ interval: "year", intervalCount: 1 })).toBe("Billed yearly");
    expect(billingPeriodText({ interval: "week", intervalCount: 2 })).toBe("Billed every 2 weeks");
  });
});

describe("benefitLines: a tier's entitlements in plain words", () => {
  it("lists Pro's defaults", () => {
    expect(benefitLines(DEFAULT_ENTITLEMENTS.Pro)).toEqual([
      "+2 free raffle entries on every raffle mission",
      "+0.50 Saga booster every week subscribed",
      "25% off skipping X objectives",
      "Winner exports with contact columns (email, Discord, X)",
    ]);
  });

  it("uses the singular for one entry, the server's tool labels, and nothing for Free", () => {
    expect(benefitLines(DEFAULT_ENTITLEMENTS.Member)).toEqual([
      "+1 free raffle entry on every raffle mission",
      "+0.25 Saga booster every week subscribed",
      "10% off skipping X objectives",
    ]);
    expect(benefitLines(DEFAULT_ENTITLEMENTS.Whale, { winner_contact_export: "Contact exports" }).at(-1)).toBe(
      "Contact exports",
    );
    expect(benefitLines(DEFAULT_ENTITLEMENTS.Whale)[1]).toBe("+1.00 Saga booster every week subscribed");
    expect(benefitLines(DEFAULT_ENTITLEMENTS.Free)).toEqual([]);
  });
});

describe("the card on file", () => {
  it("shows the server's 'visa 4242' as 'Visa •••• 4242'", () => {
    expect(formatPaymentMethod("visa 4242")).toBe("Visa •••• 4242");
    expect(formatPaymentMethod("mastercard 5555")).toBe("Mastercard •••• 5555");
    expect(formatPaymentMethod("amex 0005")).toBe("American Express •••• 0005");
    expect(paymentMethodParts("visa 4242")).toEqual({ brand: "Visa", last4: "4242" });
  });

  it("copes with an unknown brand, a brand alone, and no card", () => {
    expect(formatPaymentMethod("somecard 1234")).toBe("Somecard •••• 1234");
    expect(formatPaymentMethod("link")).toBe("Link");
    expect(formatPaymentMethod(null)).toBe("—");
    expect(formatPaymentMethod("  ")).toBe("—");
  });
});

describe("sourceLine: why the user has a tier", () => {
  // Noon UTC keeps the date the same in every time zone the tests may run in.
  const end = "2026-12-26T12:00:00.000Z";

  it("says a Stripe plan renews or ends, or that its payment failed", () => {
    const base = { kind: "stripe" as const, tierName: "Pro" as const, currentPeriodEnd: end };
    expect(sourceLine({ ...base, status: "active", cancelAtPeriodEnd: false })).toBe(
      "Pro subscription (Stripe) — renews Dec 26, 2026",
    );
    expect(sourceLine({ ...base, status: "active", cancelAtPeriodEnd: true })).toBe(
      "Pro subscription (Stripe) — ends Dec 26, 2026",
    );
    expect(sourceLine({ ...base, status: "past_due", cancelAtPeriodEnd: false })).toBe(
      "Pro subscription (Stripe) — payment failed",
    );
  });

  it("names the NFT, its wallet (shortened) and whether it is staked", () => {
    const wallet = "0x1234567890abcdef1234567890abcdef1234abcd";
    expect(sourceLine({ kind: "nft", tierName: "Whale", tokenId: "1320", wallet, staked: true })).toBe(
      "Whale membership NFT #1320 in 0x1234…abcd (staked)",
    );
    expect(sourceLine({ kind: "nft", tierName: "Member", tokenId: "12", wallet, staked: false })).toBe(
      "Membership NFT #12 in 0x1234…abcd",
    );
  });
});

describe("statusLabel", () => {
  it("reads past_due as 'Payment failed' and an NFT tier as active", () => {
    expect(statusLabel({ ...FREE_SUBSCRIPTION, tierName: "Pro", kind: "stripe", status: "past_due" })).toBe(
      "Payment failed",
    );
    expect(statusLabel({ ...FREE_SUBSCRIPTION, tierName: "Pro", kind: "stripe", status: "active" })).toBe("Active");
    expect(statusLabel({ ...FREE_SUBSCRIPTION, tierName: "Whale", kind: "nft", status: "inactive" })).toBe("Active");
    expect(statusLabel(FREE_SUBSCRIPTION)).toBe("No paid plan");
  });
});
