import { AppError, CHECKOUT_FAILED_MESSAGE, PAID_TIERS, PLAN_LOOKUP_KEYS, tierOfLookupKey } from "@questhq/core";
import type { Db } from "../../db/client";
import type { Billing } from "./billing";
import { ensureCustomer } from "./ensure-customer";
import { listPlans } from "./list-plans";
import { subscriptionOf } from "./subscription-of";

type Log = { error(o: object, m: string): void };

const UNKNOWN_PLAN = `Choose a plan: ${PAID_TIERS.map((t) => PLAN_LOOKUP_KEYS[t]).join(", ")}.`;

/**
 * GET /api/generate-stripe-checkout?plan=<lookup key>: a Checkout Session in subscription mode for the
 * signed-in user, answered as the URL of Stripe's hosted page. The user's tier is read back from the
 * webhook, never from the redirect, so coming back to the success URL grants nothing by itself.
 */
export async function startCheckout(
  deps: { db: Db; billing: Billing; log: Log },
  user: { id: string; email: string; name: string },
  plan: string,
): Promise<{ url: string }> {
  const tier = tierOfLookupKey(plan);
  if (!tier) throw new AppError("bad_request", UNKNOWN_PLAN, { plan: [UNKNOWN_PLAN] });
  const { stripe } = deps.billing;
  if (!stripe) throw new AppError("not_found", "Plans are not for sale on this server (Stripe is not configured).");
  const current = await subscriptionOf(deps.db, user.id);
  if (current.sources.some((s) => s.kind === "stripe" && s.tierName === tier)) {
    throw new AppError("conflict", `You already have the ${tier} plan. Manage it in the billing portal.`);
  }
  const failed = (err: unknown) => {
    deps.log.error({ err, userId: user.id, plan }, "stripe checkout failed");
    return new AppError("bad_gateway", CHECKOUT_FAILED_MESSAGE);
  };
  const price = (await listPlans(deps.billing).catch((err: unknown) => Promise.reject(failed(err)))).find(
    (p) => p.lookupKey === plan,
  );
  if (!price) throw new AppError("not_found", `The ${tier} plan is not for sale right now.`);
  try {
    const customer = await ensureCustomer(deps.db, stripe, user);
    const back = `${deps.billing.publicUrl}/membership`;
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      customer,
      line_items: [{ price: price.priceId, quantity: 1 }],
      success_url: `${back}?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${back}?checkout=cancelled`,
      client_reference_id: user.id,
      metadata: { userId: user.id, tier },
      subscription_data: { metadata: { userId: user.id, tier } },
    });
    if (!session.url) throw new Error(`checkout session ${session.id} has no url`);
    return { url: session.url };
  } catch (err) {
    throw failed(err);
  }
}
