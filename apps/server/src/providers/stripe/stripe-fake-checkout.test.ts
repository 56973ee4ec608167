import { describe, expect, it } from "vitest";
import type Stripe from "stripe";
import { MONTH, firstForm, useStripeFake } from "./stripe-wire-kit";
// The Stripe fake's hosted checkout page, driven as a browser would (stripe-fake-api.test.ts says why these matter).

const wire = useStripeFake();
const { received, rejected, control, settle, receivedTypes, openSession } = wire;

describe("fake Stripe: hosted checkout", () => {
  it("pays a subscription session on its page: 303 → success_url, subscription, 3 signed events in order", async () => {
    const { customer, price, session } = await openSession();
    expect(session).toMatchObject({
      object: "checkout.session",
      status: "open",
      payment_status: "unpaid",
      amount_total: 2900,
    });
    expect(session.currency).toBe("usd");
    expect(session).toMatchObject({
      customer: customer.id,
      subscription: null,
      client_reference_id: "u1",
      mode: "subscription",
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${wire.base}/checkout/${session.id}`);
    expect(session.expires_at - session.created).toBe(86_400);

    const page = await fetch(session.url!);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<span class="badge">Sandbox</span>');
    expect(html).toContain("Subscribe to Pro");
    expect(html).toContain("$29.00 per month");
    expect(html).toContain("ada@example.com");
    expect(html).toContain('<label for="card_number">Card number</label>');
    expect(html).toContain('value="4242 4242 4242 4242"');
    expect(html).toContain('href="https://app.example/billing"');
    expect(html).toContain("4000 0000 0000 0341");

    const form = firstForm(html, { cardholder_name: "Ada Lovelace" });
    const submitted = await fetch(form.action, { method: "POST", body: form.body, redirect: "manual" });
    expect(submitted.status).toBe(303);
    expect(submitted.headers.get("location")).toBe(`https://app.example/billing/done?session=${session.id}`);

    const done = await wire.stripe.checkout.sessions.retrieve(session.id, { expand: ["subscription", "customer"] });
    expect(done).toMatchObject({ status: "complete", payment_status: "paid", url: null });
    const sub = done.subscription as Stripe.Subscription;
    expect((done.customer as Stripe.Customer).id).toBe(customer.id);
    expect(sub).toMatchObject({
      object: "subscription",
      status: "active",
      customer: customer.id,
      cancel_at_period_end: false,
    });
    expect(sub.metadata).toEqual({ userId: "u1", plan: "pro" });

    const full = await wire.stripe.subscriptions.retrieve(sub.id, {
      expand: ["default_payment_method", "latest_invoice", "items.data.price.product"],
    });
    expect("current_period_end" in full).toBe(false);
    const item = full.items.data[0]!;
    expect(item.price.id).toBe(price.id);
    expect((item.price.product as Stripe.Product).name).toBe("Pro");
    expect(item.current_period_start).toBe(full.start_date);
    expect(item.current_period_end - item.current_period_start).toBeGreaterThanOrEqual(MONTH);
    const pm = full.default_payment_method as Stripe.PaymentMethod;
    expect(pm).toMatchObject({ object: "payment_method", type: "card", customer: customer.id });
    expect(pm.card).toMatchObject({ brand: "visa", last4: "4242", exp_month: 12, exp_year: 2034 });
    expect(
      ((await wire.stripe.customers.retrieve(customer.id)) as Stripe.Customer).invoice_settings.default_payment_method,
    ).toBe(pm.id);
    const invoice = full.latest_invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({ status: "paid", amount_paid: 2900, billing_reason: "subscription_create" });
    expect(invoice.parent).toMatchObject({
      type: "subscription_details",
      subscription_details: { subscription: sub.id, metadata: { userId: "u1", plan: "pro" } },
    });

    await settle();
    expect(rejected).toEqual([]);
    expect(receivedTypes()).toEqual(["customer.subscription.created", "invoice.paid", "checkout.session.completed"]);
    const [created, paid, completed] = received;
    expect(created!.data.object).toMatchObject({ id: sub.id, status: "active" });
    expect(paid!.data.object).toMatchObject({ id: invoice.id, status: "paid" });
    expect(completed!.data.object).toMatchObject({
      id: session.id,
      status: "complete",
      subscription: sub.id,
      client_reference_id: "u1",
    });
    expect(completed).toMatchObject({
      object: "event",
      api_version: "2026-10-28.endive",
      livemode: false,
      pending_webhooks: 1,
    });
  });

  it("shows a declined card on the page and creates nothing", async () => {
    const { customer, session } = await openSession();
    const form = firstForm(await (await fetch(session.url!)).text(), { card_number: "4000 0000 0000 0002" });
    const res = await fetch(form.action, { method: "POST", body: form.body, redirect: "manual" });
    expect(res.status).toBe(402);
    const html = await res.text();
    expect(html).toContain('<p class="alert" role="alert" id="form-error">Your card was declined.</p>');
    expect(html).toContain('value="4000 0000 0000 0002"');

    expect((await wire.stripe.checkout.sessions.retrieve(session.id)).status).toBe("open");
    expect((await wire.stripe.subscriptions.list({ customer: customer.id, status: "all" })).data).toEqual([]);
    expect((await wire.stripe.paymentMethods.list({ customer: customer.id })).data).toEqual([]);
    const declined = await control(`/checkout/sessions/${session.id}/complete`, { card: "4000000000000002" });
    expect(declined).toEqual({ status: 402, body: { error: "Your card was declined." } });
    await settle();
    expect(received).toEqual([]);
  });
});
