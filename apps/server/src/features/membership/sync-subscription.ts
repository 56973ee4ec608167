import { and, eq, ne } from "drizzle-orm";
import type Stripe from "stripe";
import { tierOfLookupKey, type Subscription } from "@questhq/core";
import type { Db } from "../../db/client";
import { stripeCustomer, subscription } from "../../db/schema/index";

// A subscription's state is always Stripe's current object, read when an event about it arrives: events
// can come late, twice or out of order, and the newest object is right whatever the order was.

export async function fetchSubscription(stripe: Stripe, id: string): Promise<Stripe.Subscription> {
  return stripe.subscriptions.retrieve(id, { expand: ["default_payment_method"] });
}

/**
 * Stripe's statuses in the product's vocabulary (docs/product/membership.md#subscription-record); the ones that grant
 * nothing are "inactive".
 */
export function statusOf(status: Stripe.Subscription.Status): Subscription["status"] {
  const kept = ["active", "trialing", "past_due", "canceled"] as const;
  // incomplete, incomplete_expired, unpaid (Stripe stopped retrying), paused: nothing granted.
  return (kept as readonly string[]).includes(status) ? (status as (typeof kept)[number]) : "inactive";
}

const idOf = (ref: string | { id: string } | null | undefined) => (typeof ref === "string" ? ref : (ref?.id ?? null));

export type WriteOutcome =
  | {
      userId: string;
      subscriptionId: string;
      active: boolean;
      tierName: string;
      /** When it was cancelled to stop at the end of the period: that end; null while it renews. */
      endsAt: Date | null;
    }
  | { skipped: string };

/** Stores Stripe's subscription object as the user's subscription row (one row per Stripe subscription). */
export async function writeSubscription(db: Db, sub: Stripe.Subscription): Promise<WriteOutcome> {
  const customerId = idOf(sub.customer)!;
  const [owner] = await db
    .select({ userId: stripeCustomer.userId })
    .from(stripeCustomer)
    .where(eq(stripeCustomer.customerId, customerId));
  // The customer row is the proof of ownership; metadata only fills in for a customer made elsewhere.
  const userId = owner?.userId ?? sub.metadata?.userId;
  if (!userId) return { skipped: `customer ${customerId} belongs to no user` };
  const item = sub.items.data[0];
  const tierName = tierOfLookupKey(item?.price.lookup_key);
  if (!item || !tierName) return { skipped: `subscription ${sub.id} is not for a QuestHQ plan` };
  const pm = typeof sub.default_payment_method === "object" ? sub.default_payment_method : null;
  const values = {
    userId,
    tierName,
    status: statusOf(sub.status),
    kind: "stripe" as const,
    priceId: item.price.id,
    stripeCustomerId: customerId,
    paymentMethod: pm?.card ? `${pm.card.brand} ${pm.card.last4}` : null,
    currentPeriodStart: new Date(item.current_period_start * 1000),
    currentPeriodEnd: new Date(item.current_period_end * 1000),
    cancelAtPeriodEnd: sub.cancel_at_period_end || sub.cancel_at !== null,
    updatedAt: new Date(),
  };
  await db
    .insert(subscription)
    .values({ id: sub.id, ...values })
    .onConflictDoUpdate({ target: subscription.id, set: values });
  return {
    userId,
    subscriptionId: sub.id,
    active: values.status === "active" || values.status === "trialing",
    tierName,
    endsAt: values.cancelAtPeriodEnd && values.status !== "canceled" ? values.currentPeriodEnd : null,
  };
}

/** The user's other live subscriptions (an upgrade bought through a second checkout replaces the first). */
export async function otherLiveSubscriptions(db: Db, userId: string, keep: string): Promise<string[]> {
  const rows = await db
    .select({ id: subscription.id, status: subscription.status })
    .from(subscription)
    .where(and(eq(subscription.userId, userId), eq(subscription.kind, "stripe"), ne(subscription.id, keep)));
  return rows
    .filter((r) => r.status === "active" || r.status === "trialing" || r.status === "past_due")
    .map((r) => r.id);
}
