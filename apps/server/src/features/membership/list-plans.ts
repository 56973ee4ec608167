import type Stripe from "stripe";
import { AppError, PAID_TIERS, PLAN_LOOKUP_KEYS, tierOfLookupKey } from "@questhq/core";
import type { Plan } from "@questhq/core/schemas/responses/membership";
import type { Billing } from "./billing";

// GET /api/stripe/products: the paid plans as Stripe prices them (found by lookup key), cheapest first.
// Kept for a short while: the /membership page asks on every visit and Stripe limits request rates.

const PLANS_UNAVAILABLE = "Plans could not be loaded from Stripe; try again in a moment.";

let cache: { stripe: Stripe; at: number; plans: Plan[] } | null = null;

export async function listPlans(billing: Billing, now = Date.now()): Promise<Plan[]> {
  const stripe = billing.stripe;
  if (!stripe) return [];
  if (cache && cache.stripe === stripe && now - cache.at < billing.productsCacheMs) return cache.plans;
  let prices: Stripe.ApiList<Stripe.Price>;
  try {
    prices = await stripe.prices.list({
      lookup_keys: PAID_TIERS.map((t) => PLAN_LOOKUP_KEYS[t]),
      active: true,
      expand: ["data.product"],
      limit: 100,
    });
  } catch {
    throw new AppError("bad_gateway", PLANS_UNAVAILABLE);
  }
  const plans = prices.data.flatMap((price): Plan[] => {
    const tierName = tierOfLookupKey(price.lookup_key);
    const product =
      typeof price.product === "object" && !("deleted" in price.product && price.product.deleted)
        ? (price.product as Stripe.Product)
        : null;
    const interval = price.recurring?.interval;
    if (!tierName || !product || !price.recurring || price.unit_amount === null || !isInterval(interval)) return [];
    return [
      {
        tierName,
        lookupKey: price.lookup_key!,
        productId: product.id,
        priceId: price.id,
        name: product.name,
        description: product.description ?? null,
        unitAmount: price.unit_amount,
        currency: price.currency,
        interval,
        intervalCount: price.recurring.interval_count,
      },
    ];
  });
  plans.sort((a, b) => a.unitAmount - b.unitAmount);
  cache = { stripe, at: now, plans };
  return plans;
}

/** Forget the cached plans (tests, and after `npm run stripe:setup` in the same process). */
export function forgetPlans(): void {
  cache = null;
}

const INTERVALS = ["day", "week", "month", "year"] as const;
const isInterval = (v: unknown): v is Plan["interval"] => (INTERVALS as readonly unknown[]).includes(v);
