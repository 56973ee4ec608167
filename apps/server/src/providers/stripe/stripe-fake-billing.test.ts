import { describe, expect, it } from "vitest";
import type Stripe from "stripe";
import { firstForm, useStripeFake } from "./stripe-wire-kit";
// The Stripe fake's customer portal, virtual clock (renewals, failed cards) and webhook redelivery.

const wire = useStripeFake();
const { received, rejected, control, settle, receivedTypes, subscribed } = wire;

describe("fake Stripe: portal and clock", () => {
  it("cancels at period end from the portal, then ends the subscription when the clock passes it", async () => {
    const { customer, sub } = await subscribed();
    const portal = await wire.stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: "https://app.example/account",
    });
    expect(portal.url).toBe(`${wire.base}/portal/${portal.id}`);
    const before = await (await fetch(portal.url)).text();
    const end = sub.items.data[0]!.current_period_end;
    const date = new Date(end * 1000).toLocaleDateString("en-US", {
      year: "numeric",
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    });
    expect(before).toContain(`Renews on ${date}`);
    expect(before).toContain("Visa ending in 4242");
    expect(before).toContain('href="https://app.example/account">Return to QuestHQ</a>');

    const cancel = firstForm(before);
    expect(cancel.body.get("action")).toBe("cancel");
    const posted = await fetch(cancel.action, { method: "POST", body: cancel.body, redirect: "manual" });
    expect(posted.status).toBe(303);
    expect(posted.headers.get("location")).toBe(portal.url);
    const after = await (await fetch(portal.url)).text();
    expect(after).toContain(`Ends on ${date}`);
    expect(after).toContain("Renew plan");

    await settle();
    expect(receivedTypes()).toEqual(["customer.subscription.updated"]);
    const updated = received[0]!;
    expect(updated.data.object).toMatchObject({
      id: sub.id,
      cancel_at_period_end: true,
      cancel_at: end,
      status: "active",
    });
    expect(updated.data.previous_attributes).toMatchObject({ cancel_at_period_end: false, cancel_at: null });

    const advanced = await control("/advance", { seconds: end - sub.start_date + 60 });
    expect(advanced.status).toBe(200);
    expect(advanced.body.now).toBeGreaterThan(end);
    await settle();
    expect(receivedTypes()).toEqual(["customer.subscription.updated", "customer.subscription.deleted"]);
    expect(advanced.body.events).toEqual([received[1]!.id]);
    const ended = await wire.stripe.subscriptions.retrieve(sub.id);
    expect(ended).toMatchObject({ status: "canceled", ended_at: end });
    expect((await wire.stripe.subscriptions.list({ customer: customer.id })).data).toEqual([]);
    expect(
      (await wire.stripe.subscriptions.list({ customer: customer.id, status: "all" })).data.map((s) => s.id),
    ).toEqual([sub.id]);
  });

  it("renews with an invoice each period; a 0341 card fails renewal into past_due until the card changes", async () => {
    const { customer, sub } = await subscribed("4000000000000341");
    const end = sub.items.data[0]!.current_period_end;
    const advanced = await control("/advance", { seconds: end - sub.start_date + 60 });
    await settle();
    expect(receivedTypes()).toEqual(["invoice.payment_failed", "customer.subscription.updated"]);
    expect(advanced.body.events).toEqual(received.map((e) => e.id));
    const failed = received[0]!.data.object as Stripe.Invoice;
    expect(failed).toMatchObject({ status: "open", attempt_count: 1, amount_paid: 0, amount_due: 2900 });
    expect(failed.billing_reason).toBe("subscription_cycle");
    expect(failed.lines.data[0]!.period.start).toBe(end);
    expect(received[1]!.data.object).toMatchObject({ status: "past_due", latest_invoice: failed.id });
    expect(received[1]!.data.previous_attributes).toMatchObject({ status: "active" });

    const pastDue = await wire.stripe.subscriptions.retrieve(sub.id);
    expect(pastDue.status).toBe("past_due");
    expect(pastDue.items.data[0]!.current_period_start).toBe(end);
    const open = await wire.stripe.invoices.list({ subscription: sub.id, status: "open" });
    expect(open.data.map((i) => i.id)).toEqual([failed.id]);

    // The portal shows the failure and takes a good card, which pays the open invoice.
    const portal = await wire.stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: "https://app.example/account",
    });
    const html = await (await fetch(portal.url)).text();
    expect(html).toContain("Payment failed");
    const update = firstForm(html);
    expect(update.body.get("action")).toBe("update_card");
    const res = await fetch(update.action, { method: "POST", body: update.body, redirect: "manual" });
    expect(res.status).toBe(303);
    await settle();
    expect(receivedTypes().slice(2)).toEqual(["invoice.paid", "customer.subscription.updated"]);
    expect(await wire.stripe.subscriptions.retrieve(sub.id)).toMatchObject({ status: "active" });
    expect((await wire.stripe.invoices.retrieve(failed.id)).status).toBe("paid");
  });

  it("fails the next renewal on request, and renews normally otherwise", async () => {
    const { sub } = await subscribed();
    const end = sub.items.data[0]!.current_period_end;
    await control("/advance", { seconds: end - sub.start_date + 60 });
    await settle();
    expect(receivedTypes()).toEqual(["invoice.paid", "customer.subscription.updated"]);
    const renewed = await wire.stripe.subscriptions.retrieve(sub.id, { expand: ["latest_invoice"] });
    expect(renewed.status).toBe("active");
    expect((renewed.latest_invoice as Stripe.Invoice).billing_reason).toBe("subscription_cycle");
    expect(renewed.items.data[0]!.current_period_start).toBe(end);

    expect((await control(`/subscriptions/${sub.id}/fail-next-payment`)).status).toBe(200);
    const nextEnd = renewed.items.data[0]!.current_period_end;
    const clock = await (await fetch(`${wire.base}/__control/clock`)).json();
    await control("/advance", { seconds: nextEnd - clock.now + 60 });
    await settle();
    expect(receivedTypes().slice(2)).toEqual(["invoice.payment_failed", "customer.subscription.updated"]);
    expect((await wire.stripe.subscriptions.retrieve(sub.id)).status).toBe("past_due");
  });
});

describe("fake Stripe: webhook deliveries", () => {
  it("redelivers an event with the same id, and retries a failed delivery", async () => {
    const { sub } = await subscribed();
    await wire.stripe.subscriptions.update(sub.id, { metadata: { note: "x" } });
    await settle();
    expect(receivedTypes()).toEqual(["customer.subscription.updated"]);
    const id = received[0]!.id;
    expect(received[0]!.request).toMatchObject({ id: expect.stringMatching(/^req_/) });

    wire.failDeliveries = 1;
    expect((await control(`/events/${id}/redeliver`)).body).toEqual({ id, endpoints: 1 });
    await settle();
    expect(received.map((e) => e.id)).toEqual([id, id]);
    expect(rejected).toEqual([]);

    const events = await (await fetch(`${wire.base}/__control/events`)).json();
    const record = events.events.find((e: { id: string }) => e.id === id);
    const statuses = record.deliveries.map((d: { attempts: { status: number }[] }) => d.attempts.map((a) => a.status));
    expect(statuses).toEqual([[200], [500, 200]]);
    expect((await wire.stripe.events.retrieve(id)).type).toBe("customer.subscription.updated");
  });
});
