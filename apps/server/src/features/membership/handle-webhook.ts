import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { AppError } from "@questhq/core";
import type { Db } from "../../db/client";
import { stripeCustomer, stripeEvent } from "../../db/schema/index";
import type { Billing } from "./billing";
import { fetchSubscription, otherLiveSubscriptions, writeSubscription, type WriteOutcome } from "./sync-subscription";
import { notify } from "../notifications/index";

// POST /api/stripe/webhook. The signature is checked on the exact bytes Stripe sent (a re-serialised
// body would not match) with a 300 s tolerance against replays; each event id is applied once.

export const WEBHOOK_TOLERANCE_SECONDS = 300;

type Log = { info(o: object, m: string): void; warn(o: object, m: string): void; error(o: object, m: string): void };
export type WebhookOutcome = { received: true; duplicate: boolean };

const SUBSCRIPTION_EVENTS = new Set([
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
]);

const idOf = (ref: string | { id: string } | null | undefined) => (typeof ref === "string" ? ref : (ref?.id ?? null));

export async function handleStripeWebhook(
  deps: { db: Db; billing: Billing; log: Log },
  rawBody: Buffer,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  const { stripe, webhookSecret } = deps.billing;
  if (!stripe || !webhookSecret) throw new AppError("not_ready", "Stripe webhooks are not configured on this server.");
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature ?? "", webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
  } catch (err) {
    const reason =
      err instanceof Stripe.errors.StripeSignatureVerificationError ? err.message : "the body is not a Stripe event";
    throw new AppError("bad_request", `Webhook signature verification failed: ${reason}`);
  }
  const [seen] = await deps.db.select({ id: stripeEvent.id }).from(stripeEvent).where(eq(stripeEvent.id, event.id));
  if (seen) return { received: true, duplicate: true };

  // Read the subscription's newest state before the transaction: a Stripe call must not hold a database lock.
  const subscriptionId = SUBSCRIPTION_EVENTS.has(event.type) ? subscriptionIdOf(event) : null;
  let fresh: Stripe.Subscription | null = null;
  if (subscriptionId) {
    try {
      fresh = await fetchSubscription(stripe, subscriptionId);
    } catch (err) {
      // Not recorded as applied: Stripe delivers it again later.
      deps.log.error({ err, eventId: event.id, subscriptionId }, "stripe webhook: subscription could not be read");
      throw new AppError(
        "bad_gateway",
        "Stripe could not be reached to read the subscription; deliver the event again.",
      );
    }
  }
  const outcome = await deps.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(stripeEvent)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning();
    // A concurrent delivery of the same event got here first.
    if (inserted.length === 0) return { applied: false, write: null };
    if (event.type === "checkout.session.completed") await linkCheckoutCustomer(tx, event.data.object);
    const write = fresh ? await writeSubscription(tx, fresh) : null;
    if (write && "userId" in write) await notifySubscriber(tx, event, write);
    return { applied: true, write };
  });
  const write = outcome.write;
  if (write && "skipped" in write)
    deps.log.warn({ eventId: event.id, reason: write.skipped }, "stripe webhook: nothing to apply");
  if (write && "active" in write && write.active) await cancelReplaced(deps, write.userId, write.subscriptionId);
  return { received: true, duplicate: !outcome.applied };
}

/**
 * The subscriber hears, with the event: a payment that failed (once per invoice, however often Stripe retries it),
 * and a plan that was
 * cancelled and will end (once per period end: resuming and cancelling again within it says nothing new).
 */
async function notifySubscriber(tx: Db, event: Stripe.Event, write: Extract<WriteOutcome, { userId: string }>) {
  const plan = { plan_name: write.tierName };
  if (event.type === "invoice.payment_failed") {
    const invoice = event.data.object as Stripe.Invoice;
    await notify(tx, [write.userId], "payment_failed", `payment-failed:${invoice.id ?? event.id}`, plan);
  }
  if (write.endsAt)
    await notify(tx, [write.userId], "plan_ending", `plan-ending:${write.subscriptionId}:${write.endsAt.getTime()}`, {
      ...plan,
      ends_at: write.endsAt.toISOString(),
    });
}

function subscriptionIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as { object: string };
  switch (object.object) {
    case "subscription":
      return (object as Stripe.Subscription).id;
    case "checkout.session": {
      const session = object as Stripe.Checkout.Session;
      return session.mode === "subscription" ? idOf(session.subscription) : null;
    }
    case "invoice":
      return idOf((object as Stripe.Invoice).parent?.subscription_details?.subscription);
    default:
      return null;
  }
}

/** A checkout's customer belongs to the user who started it (it normally already does: we made it). */
async function linkCheckoutCustomer(tx: Db, session: Stripe.Checkout.Session): Promise<void> {
  const customerId = idOf(session.customer);
  const userId = session.client_reference_id;
  if (!customerId || !userId) return;
  await tx.insert(stripeCustomer).values({ userId, customerId }).onConflictDoNothing();
}

/**
 * An upgrade is a second checkout; once the new subscription is active the older ones end at once, with
 * Stripe crediting their unused time (prorate), so nobody pays twice for one tier.
 */
async function cancelReplaced(
  deps: { db: Db; billing: Billing; log: Log },
  userId: string,
  keep: string,
): Promise<void> {
  const stripe = deps.billing.stripe!;
  for (const id of await otherLiveSubscriptions(deps.db, userId, keep)) {
    try {
      await stripe.subscriptions.cancel(id, { prorate: true }, { idempotencyKey: `questhq-replaced:${id}` });
      deps.log.info({ userId, replaced: id, by: keep }, "stripe: older subscription cancelled after an upgrade");
    } catch (err) {
      deps.log.error({ err, userId, replaced: id }, "stripe: the replaced subscription could not be cancelled");
    }
  }
}
