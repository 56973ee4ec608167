import { and, desc, eq, inArray } from "drizzle-orm";
import { FREE_SUBSCRIPTION, type Subscription } from "@questhq/core";
import type { Db } from "../../db/client";
import { subscription } from "../../db/schema/index";

/** The user's current paid subscription, or the Free default of spec §3 when there is none. */
export async function getSubscription(db: Db, userId: string): Promise<Subscription> {
  const [row] = await db
    .select()
    .from(subscription)
    .where(and(eq(subscription.userId, userId), inArray(subscription.status, ["active", "trialing", "past_due"])))
    .orderBy(desc(subscription.updatedAt))
    .limit(1);
  if (!row) return FREE_SUBSCRIPTION;
  return {
    tierName: row.tierName,
    subscriptionId: row.id,
    status: row.status,
    priceId: row.priceId,
    currentPeriodStart: row.currentPeriodStart?.toISOString() ?? null,
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    paymentMethod: row.paymentMethod,
    kind: row.kind,
    stripe_customer_id: row.stripeCustomerId,
  };
}
