import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db } from "../../db/client";
import { stripeCustomer } from "../../db/schema/index";

/**
 * The user's Stripe customer id, creating the customer on first use. The idempotency key makes two
 * simultaneous first checkouts create one customer at Stripe; the unique row keeps one here.
 */
export async function ensureCustomer(db: Db, stripe: Stripe, user: { id: string; email: string; name: string }): Promise<string> {
  const [existing] = await db.select().from(stripeCustomer).where(eq(stripeCustomer.userId, user.id));
  if (existing) return existing.customerId;
  const customer = await stripe.customers.create(
    { email: user.email, name: user.name || undefined, metadata: { userId: user.id } },
    { idempotencyKey: `questhq-customer:${user.id}` },
  );
  await db.insert(stripeCustomer).values({ userId: user.id, customerId: customer.id }).onConflictDoNothing();
  const [row] = await db.select().from(stripeCustomer).where(eq(stripeCustomer.userId, user.id));
  return row!.customerId;
}
