import type Stripe from "stripe";
import { DEFAULT_PLAN_CENTS, PAID_TIERS, PLAN_LOOKUP_KEYS, type PaidTier } from "@questhq/core";

// `npm run stripe:setup` (and the sandbox at start-up): the three plans in a Stripe account, found by
// their prices' lookup keys. Running it again changes nothing; a price whose amount differs from the one
// asked for is replaced by a new price that takes over the lookup key (Stripe prices cannot be edited).

const DESCRIPTIONS: Record<PaidTier, string> = {
  Member: "Extra raffle entries, a weekly Saga booster and cheaper X skips.",
  Pro: "Everything in Member, more of it, and organizer tools for running missions.",
  Whale: "The most of every benefit, and every organizer tool.",
};

export type PlanSetup = { tier: PaidTier; lookupKey: string; priceId: string; created: boolean };

export async function ensurePlans(
  stripe: Stripe,
  cents: Record<PaidTier, number> = DEFAULT_PLAN_CENTS,
  currency = "usd",
): Promise<PlanSetup[]> {
  const existing = await stripe.prices.list({
    lookup_keys: PAID_TIERS.map((t) => PLAN_LOOKUP_KEYS[t]),
    expand: ["data.product"],
    limit: 100,
  });
  const out: PlanSetup[] = [];
  for (const tier of PAID_TIERS) {
    const lookupKey = PLAN_LOOKUP_KEYS[tier];
    const price = existing.data.find((p) => p.lookup_key === lookupKey);
    const fits =
      price?.active &&
      price.unit_amount === cents[tier] &&
      price.currency === currency &&
      price.recurring?.interval === "month";
    if (price && fits) {
      out.push({ tier, lookupKey, priceId: price.id, created: false });
      continue;
    }
    // Reuse the product of a replaced price, so the plan keeps its history in the dashboard.
    const productId = price ? (typeof price.product === "string" ? price.product : price.product.id) : undefined;
    const product = productId
      ? productId
      : (
          await stripe.products.create(
            { name: `QuestHQ ${tier}`, description: DESCRIPTIONS[tier], metadata: { questhq_tier: tier } },
            { idempotencyKey: `questhq-product:${tier}:${cents[tier]}:${currency}` },
          )
        ).id;
    const created = await stripe.prices.create(
      {
        product,
        unit_amount: cents[tier],
        currency,
        recurring: { interval: "month" },
        lookup_key: lookupKey,
        transfer_lookup_key: true,
        metadata: { questhq_tier: tier },
      },
      { idempotencyKey: `questhq-price:${tier}:${cents[tier]}:${currency}:${price?.id ?? "first"}` },
    );
    if (price?.active) await stripe.prices.update(price.id, { active: false });
    out.push({ tier, lookupKey, priceId: created.id, created: true });
  }
  return out;
}
