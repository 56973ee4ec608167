import { eq } from "drizzle-orm";
import Stripe from "stripe";
import type { Db } from "../../db/client";
import { stripeCustomer } from "../../db/schema/index";

/**
 * The user's Stripe customer id, creating the customer on first use. The idempotency key makes two simultaneous
 * first checkouts create one customer at Stripe; the unique row keeps one here. A stored customer that Stripe no
 * longer knows (deleted in the dashboard, or a sandbox that forgot it) is replaced rather than failing every checkout.
 */
export async function ensureCustomer(
  db: Db,
  stripe: Stripe,
  user: { id: string; email: string; name: string },
): Promise<string> {
  const [existing] = await db.select().from(stripeCustomer).where(eq(stripeCustomer.userId, user.id));
  if (existing && (await stillExists(stripe, existing.customerId))) return existing.customerId;
  const customer = await stripe.customers.create(
    { email: user.email, name: user.name || undefined, metadata: { userId: user.id } },
    { idempotencyKey: `questhq-customer:${user.id}:${existing?.customerId ?? "first"}` },
  );
  if (existing) {
    await db.update(stripeCustomer).set({ customerId: customer.id }).where(eq(stripeCustomer.userId, user.id));
    return customer.id;
  }
  await db.insert(stripeCustomer).values({ userId: user.id, customerId: customer.id }).onConflictDoNothing();
  const [row] = await db.select().from(stripeCustomer).where(eq(stripeCustomer.userId, user.id));
  return row!.customerId;
}

async function stillExists(stripe: Stripe, id: string): Promise<boolean> {
  try {
    const customer = await stripe.customers.retrieve(id);
    return !("deleted" in customer && customer.deleted);
  } catch (err) {
    if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === "resource_missing") return false;
    throw err;
  }
}
