import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { CHECKOUT_FAILED_MESSAGE, PLAN_LOOKUP_KEYS, type Subscription } from "@questhq/core";
import { stripeCustomer, stripeEvent, subscription } from "../../db/schema/index";
import { type Client, signInWithEmail } from "../../test/harness";
import { tierOf } from "./subscription-of";
import {
  DAY,
  WEBHOOK_SECRET,
  advance,
  buyPlan,
  settle,
  startBillingWorld,
  type BillingWorld,
} from "../../test/billing-kit";

// Subscriptions end to end against the Stripe fake: checkout, the webhook (signature, replays, order),
// renewals, payment failures and cancellation, read back through the product's own routes.

let world: BillingWorld;
beforeAll(async () => {
  world = await startBillingWorld();
});
afterAll(async () => {
  await world?.close();
});

/** The settings' reading, checked against the hot path's one-query reading (entitlements) every time. */
const sub = async (c: Client): Promise<Subscription> => {
  const s = (await c.get("/api/v1/users/subscription")).json().data as Subscription;
  expect(await tierOf(world.t.database.db, await userIdOf(c))).toBe(s.tierName);
  return s;
};
const userIdOf = async (c: Client): Promise<string> => (await c.get("/api/v1/users/me")).json().data.id;

type FakeEvent = { id: string; type: string; created: number; data: { object: { id: string; object: string } } };
const eventsOf = async (subscriptionId: string) =>
  (await world.control<{ events: FakeEvent[] }>("events")).events.filter((e) => {
    const o = e.data.object as {
      id: string;
      subscription?: string;
      parent?: { subscription_details?: { subscription?: string } };
    };
    return (
      o.id === subscriptionId ||
      o.subscription === subscriptionId ||
      o.parent?.subscription_details?.subscription === subscriptionId
    );
  });

/** Posts `payload` to the webhook as Stripe would, signed at `timestamp` (seconds). */
function deliver(payload: string, timestamp = Math.floor(Date.now() / 1000), secret = WEBHOOK_SECRET) {
  const signature = world.stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  return world.t.app.inject({
    method: "POST",
    url: "/api/stripe/webhook",
    headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signature },
    payload,
  });
}

describe("the plans (GET /api/stripe/products)", () => {
  it("lists Member, Pro and Whale from Stripe, cheapest first, Pro at $29 a month", async () => {
    const res = await world.t.app.inject({ url: "/api/stripe/products" });
    expect(res.statusCode).toBe(200);
    const plans = res.json().data as {
      tierName: string;
      lookupKey: string;
      unitAmount: number;
      currency: string;
      interval: string;
    }[];
    expect(plans.map((p) => p.tierName)).toEqual(["Member", "Pro", "Whale"]);
    expect(plans.find((p) => p.tierName === "Pro")).toMatchObject({
      lookupKey: PLAN_LOOKUP_KEYS.Pro,
      unitAmount: 2900,
      currency: "usd",
      interval: "month",
    });
  });

  it("lists what every tier gives", async () => {
    const res = await world.t.app.inject({ url: "/api/v1/membership/tiers" });
    const tiers = res.json().data.tiers as {
      tierName: string;
      entitlements: { extraFreeEntries: number; organizerTools: string[] };
    }[];
    expect(tiers.map((t) => t.tierName)).toEqual(["Free", "Member", "Pro", "Whale"]);
    expect(tiers[0]!.entitlements.extraFreeEntries).toBe(0);
    expect(tiers[2]!.entitlements.organizerTools).toContain("winner_contact_export");
  });
});

describe("checkout and the portal", () => {
  it("refuses visitors and unknown plans", async () => {
    expect(
      (await world.t.app.inject({ url: `/api/generate-stripe-checkout?plan=${PLAN_LOOKUP_KEYS.Pro}` })).statusCode,
    ).toBe(401);
    expect((await world.t.app.inject({ url: "/api/generate-stripe-portal" })).statusCode).toBe(401);
    const c = await signInWithEmail(world.t, "planless@example.com");
    const res = await c.get("/api/generate-stripe-checkout?plan=gold");
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.plan[0]).toContain(PLAN_LOOKUP_KEYS.Pro);
    expect((await c.get("/api/generate-stripe-portal")).statusCode).toBe(404);
  });

  it("buys Pro: one customer per user, the tier from the webhook, the card and period on the record", async () => {
    const c = await signInWithEmail(world.t, "buyer@example.com");
    const first = (await c.get(`/api/generate-stripe-checkout?plan=${PLAN_LOOKUP_KEYS.Pro}`)).json().url as string;
    expect(first).toMatch(/\/stripe\/checkout\/cs_test_/);
    // Coming back without paying grants nothing.
    expect((await sub(c)).tierName).toBe("Free");
    await buyPlan(world, c, "Pro");
    const customers = await world.t.database.db
      .select()
      .from(stripeCustomer)
      .where(eq(stripeCustomer.userId, await userIdOf(c)));
    expect(customers).toHaveLength(1);
    const s = await sub(c);
    expect(s).toMatchObject({
      tierName: "Pro",
      status: "active",
      kind: "stripe",
      cancelAtPeriodEnd: false,
      paymentMethod: "visa 4242",
    });
    expect(s.stripe_customer_id).toBe(customers[0]!.customerId);
    expect(s.subscriptionId).toMatch(/^sub_/);
    const days = (Date.parse(s.currentPeriodEnd!) - Date.parse(s.currentPeriodStart!)) / (DAY * 1000);
    expect(days).toBeGreaterThanOrEqual(28);
    expect(s.sources).toEqual([expect.objectContaining({ kind: "stripe", tierName: "Pro", status: "active" })]);
    expect((await c.get("/api/v1/users/me")).json().data.tier).toBe("Pro");
    // The same plan again is refused; the portal opens.
    const again = await c.get(`/api/generate-stripe-checkout?plan=${PLAN_LOOKUP_KEYS.Pro}`);
    expect(again.statusCode).toBe(409);
    expect((await c.get("/api/generate-stripe-portal")).json().url).toMatch(/\/stripe\/portal\//);
  });

  it("answers the catalogue's words when Stripe fails", async () => {
    const c = await signInWithEmail(world.t, "outage@example.com");
    await world.control("/mode", { mode: "down", times: 5 });
    try {
      const res = await c.get(`/api/generate-stripe-checkout?plan=${PLAN_LOOKUP_KEYS.Member}`);
      expect(res.statusCode).toBe(502);
      expect(res.json().error.message).toBe(CHECKOUT_FAILED_MESSAGE);
    } finally {
      await world.control("/mode", { mode: "ok" });
    }
  });
});

describe("the webhook", () => {
  const event = (id: string) =>
    JSON.stringify({
      id,
      object: "event",
      type: "customer.created",
      created: 1,
      data: { object: { id: "cus_x", object: "customer" } },
    });

  it("refuses a bad signature, a missing one and a stale timestamp with 400", async () => {
    const wrong = await deliver(event("evt_wrong_secret"), undefined, "whsec_someone_else");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toMatch(/^Webhook signature verification failed/);
    const missing = await world.t.app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      headers: { "content-type": "application/json" },
      payload: event("evt_unsigned"),
    });
    expect(missing.statusCode).toBe(400);
    const stale = await deliver(event("evt_stale"), Math.floor(Date.now() / 1000) - 301);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error.message).toMatch(/tolerance/i);
    // A body changed after signing fails too.
    const signature = world.stripe.webhooks.generateTestHeaderString({
      payload: event("evt_a"),
      secret: WEBHOOK_SECRET,
    });
    const tampered = await world.t.app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      payload: event("evt_b"),
    });
    expect(tampered.statusCode).toBe(400);
    const recorded = await world.t.database.db
      .select()
      .from(stripeEvent)
      .where(eq(stripeEvent.type, "customer.created"));
    expect(recorded).toHaveLength(0);
  });

  it("applies an event once: a replay is acknowledged and changes nothing", async () => {
    const c = await signInWithEmail(world.t, "replay@example.com");
    await buyPlan(world, c, "Member");
    const { subscriptionId } = await sub(c);
    const [created] = (await eventsOf(subscriptionId!)).filter((e) => e.type === "customer.subscription.created");
    const [before] = await world.t.database.db.select().from(subscription).where(eq(subscription.id, subscriptionId!));
    // Stripe redelivers the very same event (same id).
    await world.control(`/events/${created!.id}/redeliver`, {});
    await settle(world);
    const again = await deliver(JSON.stringify(created));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    const [after] = await world.t.database.db.select().from(subscription).where(eq(subscription.id, subscriptionId!));
    expect(after!.updatedAt).toEqual(before!.updatedAt);
    expect(await world.t.database.db.select().from(stripeEvent).where(eq(stripeEvent.id, created!.id))).toHaveLength(1);
  });

  it("ends in Stripe's newest state whatever order the events arrive in", async () => {
    // This customer's events are held back (no endpoint), then delivered newest first.
    await world.control("/webhook-endpoints", undefined, "DELETE");
    const c = await signInWithEmail(world.t, "shuffled@example.com");
    try {
      await buyPlan(world, c, "Whale");
      const [customer] = await world.t.database.db
        .select()
        .from(stripeCustomer)
        .where(eq(stripeCustomer.userId, await userIdOf(c)));
      const live = await world.stripe.subscriptions.list({ customer: customer!.customerId });
      await world.stripe.subscriptions.update(live.data[0]!.id, { cancel_at_period_end: true });
      await settle(world);
      const events = await eventsOf(live.data[0]!.id);
      expect(events.map((e) => e.type)).toEqual(
        expect.arrayContaining([
          "customer.subscription.created",
          "invoice.paid",
          "checkout.session.completed",
          "customer.subscription.updated",
        ]),
      );
      for (const e of [...events].reverse()) expect((await deliver(JSON.stringify(e))).statusCode).toBe(200);
      // The oldest event (created, cancel_at_period_end false) came last; the record still says what Stripe says now.
      expect(await sub(c)).toMatchObject({ tierName: "Whale", status: "active", cancelAtPeriodEnd: true });
    } finally {
      await world.control("/webhook-endpoints", { url: world.webhookUrl, secret: WEBHOOK_SECRET });
    }
  });
});

describe("renewals, failures and cancellation", () => {
  it("renews: a new period after the old one ends", async () => {
    const c = await signInWithEmail(world.t, "renews@example.com");
    await buyPlan(world, c, "Member");
    const first = await sub(c);
    await advance(world, 32 * DAY);
    const renewed = await sub(c);
    expect(renewed).toMatchObject({ tierName: "Member", status: "active" });
    expect(Date.parse(renewed.currentPeriodEnd!)).toBeGreaterThan(Date.parse(first.currentPeriodEnd!));
  });

  it("a failed renewal payment is past_due, shown to the user, and the tier stays while Stripe retries", async () => {
    const c = await signInWithEmail(world.t, "declines-later@example.com");
    await buyPlan(world, c, "Pro", "4000000000000341");
    expect((await sub(c)).status).toBe("active");
    await advance(world, 32 * DAY);
    expect(await sub(c)).toMatchObject({ tierName: "Pro", status: "past_due" });
    // The subscriber hears of it in the centre (and by email: payment_failed is emailed at once).
    const told = (await c.get("/api/v1/notifications")).json().data as { kind: string; title: string; link: string }[];
    expect(told.filter((n) => n.kind === "payment_failed")).toHaveLength(1);
    expect(told.find((n) => n.kind === "payment_failed")).toMatchObject({
      title: "Your Pro payment failed",
      link: "/settings#subscription",
    });
  });

  it("cancelled in the portal: Pro until the period end, then Free", async () => {
    const c = await signInWithEmail(world.t, "cancels@example.com");
    await buyPlan(world, c, "Pro");
    const s = await sub(c);
    await world.stripe.subscriptions.update(s.subscriptionId!, { cancel_at_period_end: true });
    await settle(world);
    expect(await sub(c)).toMatchObject({ tierName: "Pro", cancelAtPeriodEnd: true, status: "active" });
    const ending = (await c.get("/api/v1/notifications"))
      .json()
      .data.filter((n: { kind: string }) => n.kind === "plan_ending");
    const [, end] = /^Your Pro plan ends on (\d{4}-\d{2}-\d{2})$/.exec(ending[0]?.title ?? "") ?? [];
    expect(ending).toHaveLength(1);
    expect(end).toBe((await sub(c)).currentPeriodEnd?.slice(0, 10));
    await advance(world, 32 * DAY);
    const after = await sub(c);
    expect(after.tierName).toBe("Free");
    expect(after.sources).toEqual([]);
    // The customer stays, so past invoices can still be reached.
    expect(after.stripe_customer_id).toBe(s.stripe_customer_id);
    const [row] = await world.t.database.db.select().from(subscription).where(eq(subscription.id, s.subscriptionId!));
    expect(row!.status).toBe("canceled");
  });

  it("a customer deleted in Stripe ends its plan, and the next checkout makes a new customer", async () => {
    const c = await signInWithEmail(world.t, "deleted-customer@example.com");
    await buyPlan(world, c, "Member");
    const before = (await sub(c)).stripe_customer_id!;
    await world.stripe.customers.del(before);
    await settle(world);
    expect((await sub(c)).tierName).toBe("Free");
    // Stripe still answers the id, as a deleted customer (200, not 404): that is what the next checkout reads.
    expect(await world.stripe.customers.retrieve(before)).toMatchObject({ id: before, deleted: true });
    // Nothing to manage in the portal: no billing account, rather than a Stripe failure.
    const portal = await c.get("/api/generate-stripe-portal");
    expect(portal.statusCode).toBe(404);
    expect(portal.json().error.message).toBe("You have no billing account yet: choose a plan first.");
    await buyPlan(world, c, "Member");
    const after = await sub(c);
    expect(after.tierName).toBe("Member");
    expect(after.stripe_customer_id).not.toBe(before);
    expect((await c.get("/api/generate-stripe-portal")).statusCode).toBe(200);
  });

  it("a customer Stripe does not know (e.g. a sandbox that forgot it) is replaced at the next checkout", async () => {
    const c = await signInWithEmail(world.t, "forgotten-customer@example.com");
    const forgotten = "cus_Forgotten000000";
    await world.t.database.db.insert(stripeCustomer).values({ userId: await userIdOf(c), customerId: forgotten });
    await buyPlan(world, c, "Member");
    const after = await sub(c);
    expect(after.tierName).toBe("Member");
    expect(after.stripe_customer_id).toMatch(/^cus_/);
    expect(after.stripe_customer_id).not.toBe(forgotten);
  });

  it("an upgrade through a second checkout ends the older subscription", async () => {
    const c = await signInWithEmail(world.t, "upgrades@example.com");
    await buyPlan(world, c, "Member");
    const member = (await sub(c)).subscriptionId!;
    await buyPlan(world, c, "Whale");
    await settle(world);
    expect((await sub(c)).tierName).toBe("Whale");
    expect((await world.stripe.subscriptions.retrieve(member)).status).toBe("canceled");
    const [row] = await world.t.database.db.select().from(subscription).where(eq(subscription.id, member));
    expect(row!.status).toBe("canceled");
  });

  it("checks the webhook secret with the SDK's verifier (a forged Stripe-Signature header is refused)", async () => {
    expect(() => world.stripe.webhooks.constructEvent("{}", "t=1,v1=00", WEBHOOK_SECRET)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });
});
