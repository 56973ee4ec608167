import { z } from "zod";
import { MEMBERSHIP_TIERS } from "../user-views";
import { ORGANIZER_TOOLS, entitlementsSchema } from "../../membership/entitlements";
import { PAID_TIERS } from "../../membership/tiers";
import { dataAnswer } from "./common";

// Answers of the membership routes: the plans as Stripe prices them, what each tier gives, and the
// hosted Stripe pages (checkout, billing portal) a user is sent to.

export const planSchema = z.object({
  tierName: z.enum(PAID_TIERS),
  lookupKey: z.string(),
  productId: z.string(),
  priceId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** In the currency's smallest unit (cents). */
  unitAmount: z.number().int(),
  currency: z.string(),
  interval: z.enum(["day", "week", "month", "year"]),
  intervalCount: z.number().int(),
});
export type Plan = z.output<typeof planSchema>;
/** GET /api/stripe/products: the paid plans, cheapest first (empty when Stripe is not configured). */
export const plansAnswer = dataAnswer(z.array(planSchema));

export const tierEntitlementsSchema = z.object({
  tiers: z.array(
    z.object({ tierName: z.enum(MEMBERSHIP_TIERS), rank: z.number().int(), entitlements: entitlementsSchema }),
  ),
  organizerTools: z.array(z.object({ id: z.enum(ORGANIZER_TOOLS), label: z.string() })),
});
export type TierEntitlements = z.output<typeof tierEntitlementsSchema>;
/** GET /api/v1/membership/tiers. */
export const tierEntitlementsAnswer = dataAnswer(tierEntitlementsSchema);

/** GET /api/generate-stripe-checkout and /api/generate-stripe-portal: where to send the browser. */
export const redirectUrlAnswer = z.object({ url: z.string() });
