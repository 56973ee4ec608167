import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { AppError, PORTAL_FAILED_MESSAGE } from "@questhq/core";
import type { Db } from "../../db/client";
import { stripeCustomer } from "../../db/schema/index";
import type { Billing } from "./billing";

type Log = { warn(o: object, m: string): void; error(o: object, m: string): void };

const NO_ACCOUNT = "You have no billing account yet: choose a plan first.";

/** GET /api/generate-stripe-portal: a Customer Portal session for the user's Stripe customer. */
export async function openPortal(
  deps: { db: Db; billing: Billing; log: Log },
  userId: string,
): Promise<{ url: string }> {
  const { stripe } = deps.billing;
  if (!stripe) throw new AppError("not_found", "Billing is not available on this server (Stripe is not configured).");
  const [customer] = await deps.db.select().from(stripeCustomer).where(eq(stripeCustomer.userId, userId));
  if (!customer) throw new AppError("not_found", NO_ACCOUNT);
  try {
    const session = await stripe.billingPortal.sessions.create({
      customer: customer.customerId,
      return_url: `${deps.billing.publicUrl}/settings#subscription`,
    });
    return { url: session.url };
  } catch (err) {
    // The customer was deleted in Stripe (which ended its plans): nothing to manage until the next checkout makes one.
    if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === "resource_missing") {
      deps.log.warn({ userId, customerId: customer.customerId }, "stripe billing portal: the customer is gone");
      throw new AppError("not_found", NO_ACCOUNT);
    }
    deps.log.error({ err, userId }, "stripe billing portal failed");
    throw new AppError("bad_gateway", PORTAL_FAILED_MESSAGE);
  }
}
