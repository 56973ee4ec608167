import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { startFakeProviders, type RunningFakes } from "@questhq/fakes";
import { createStripeClient } from "./stripe-client";

// The Stripe fake must answer like Stripe does, through the official SDK unchanged, or the billing code's tests
// prove nothing: wire shapes of API 2026-10-28, error classes, idempotency, the hosted pages, signed webhooks that
// stripe.webhooks.constructEvent accepts, and the virtual clock's renewals.

const SECRET = "whsec_wire_test_secret";
const MONTH = 28 * 86_400;

let fakes: RunningFakes;
let base: string;
let stripe: Stripe;
let receiver: Server;
let receiverUrl: string;
/** Deliveries whose signature verified, in arrival order. */
const received: Stripe.Event[] = [];
const rejected: string[] = [];
/** The receiver answers 500 to this many deliveries before accepting. */
let failDeliveries = 0;

async function control(path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${base}/__control${path}`, {
    method: "POST",
    ...(body === undefined ? {} : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
  });
  return { status: res.status, body: await res.json() };
}

/** A response header of an SDK answer (with the fetch client, lastResponse is the fetch Response). */
const responseHeader = (answer: { lastResponse: { headers: unknown } }, name: string): string | null => {
  const headers = answer.lastResponse.headers;
  return headers instanceof Headers ? headers.get(name) : ((headers as Record<string, string>)[name] ?? null);
};

const settle = async () => expect((await control("/wait-for-deliveries")).body).toEqual({ idle: true });
const receivedTypes = () => received.map((e) => e.type);

/** The fields a browser would submit from the page's first form (its pre-filled values), and where to. */
function firstForm(html: string, overrides: Record<string, string> = {}): { action: string; body: URLSearchParams } {
  const form = /<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/.exec(html);
  if (!form) throw new Error("no form on the page");
  const entities: Record<string, string> = { "&quot;": '"', "&#39;": "'", "&lt;": "<", "&gt;": ">", "&amp;": "&" };
  const decodeEntities = (s: string) => s.replace(/&(quot|#39|lt|gt|amp);/g, (e) => entities[e]!);
  const body = new URLSearchParams();
  for (const input of form[2]!.match(/<input[^>]*>/g) ?? []) {
    const name = /name="([^"]*)"/.exec(input)?.[1];
    if (name) body.set(name, decodeEntities(/value="([^"]*)"/.exec(input)?.[1] ?? ""));
  }
  for (const [k, v] of Object.entries(overrides)) body.set(k, v);
  return { action: decodeEntities(form[1]!), body };
}

async function plan(name = "Pro", lookupKey = "pro_monthly") {
  const product = await stripe.products.create({ name, metadata: { tier: name.toLowerCase() } });
  const price = await stripe.prices.create({
    product: product.id,
    unit_amount: 2900,
    currency: "usd",
    recurring: { interval: "month" },
    lookup_key: lookupKey,
  });
  return { product, price };
}

async function openSession(customerEmail = "ada@example.com") {
  const { price } = await plan();
  const customer = await stripe.customers.create({ email: customerEmail, name: "Ada", metadata: { userId: "u1" } });
  const session = await stripe.checkout.sessions.create({
    mode: "subscription",
    customer: customer.id,
    line_items: [{ price: price.id, quantity: 1 }],
    success_url: "https://app.example/billing/done?session={CHECKOUT_SESSION_ID}",
    cancel_url: "https://app.example/billing",
    client_reference_id: "u1",
    metadata: { userId: "u1" },
    subscription_data: { metadata: { userId: "u1", plan: "pro" } },
    allow_promotion_codes: true,
  });
  return { customer, price, session };
}

/** A paid subscription, made through the control API's checkout completion; webhooks settled and forgotten. */
async function subscribed(card?: string) {
  const { customer, session } = await openSession();
  const done = await control(`/checkout/sessions/${session.id}/complete`, card ? { card } : {});
  expect(done.status).toBe(200);
  const completed = await stripe.checkout.sessions.retrieve(session.id);
  const sub = await stripe.subscriptions.retrieve(completed.subscription as string);
  await settle();
  received.length = 0;
  return { customer, session: completed, sub };
}

beforeAll(async () => {
  fakes = await startFakeProviders();
  base = `${fakes.url}/stripe`;
  stripe = createStripeClient({ secretKey: "sk_test_wire", apiUrl: base, maxNetworkRetries: 0 });
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (failDeliveries > 0) {
        failDeliveries -= 1;
        res.writeHead(500).end();
        return;
      }
      try {
        const raw = Buffer.concat(chunks).toString("utf8");
        received.push(stripe.webhooks.constructEvent(raw, String(req.headers["stripe-signature"]), SECRET));
        res.writeHead(200, { "content-type": "application/json" }).end("{}");
      } catch (err) {
        rejected.push(String(err));
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks/stripe`;
});

beforeEach(async () => {
  await settle();
  expect((await control("/reset")).body).toEqual({ ok: true });
  expect((await control("/webhook-endpoints", { url: receiverUrl, secret: SECRET })).status).toBe(201);
  received.length = 0;
  rejected.length = 0;
  failDeliveries = 0;
});

afterAll(async () => {
  await fakes?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

describe("fake Stripe: API frame", () => {
  it("answers with Request-Id and Stripe-Version, and refuses keys that are not test secret keys", async () => {
    const customer = await stripe.customers.create({ email: "ada@example.com" });
    expect(customer.lastResponse.requestId).toMatch(/^req_[A-Za-z0-9]{14}$/);
    expect(responseHeader(customer, "stripe-version")).toBe("2026-10-28.endive");
    expect(customer.lastResponse.apiVersion).toBe("2026-10-28.endive");

    const wrong = createStripeClient({ secretKey: "sk_live_wrongkey", apiUrl: base, maxNetworkRetries: 0 });
    const err = await wrong.customers.retrieve(customer.id).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(err).toMatchObject({
      statusCode: 401,
      rawType: "invalid_request_error",
      message: "Invalid API Key provided: sk_live_****gkey",
    });

    const bare = await fetch(`${base}/v1/customers/${customer.id}`);
    expect(bare.status).toBe(401);
    expect(bare.headers.get("request-id")).toMatch(/^req_/);
    expect((await bare.json()).error.message).toMatch(/^You did not provide an API key\./);
  });

  it("answers unknown ids with 404 resource_missing and missing params with 400 parameter_missing", async () => {
    const missingCustomer = await stripe.customers.retrieve("cus_missing").catch((e: unknown) => e);
    expect(missingCustomer).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(missingCustomer).toMatchObject({
      statusCode: 404,
      code: "resource_missing",
      param: "id",
      message: "No such customer: 'cus_missing'",
    });
    const missingSub = await stripe.subscriptions.retrieve("sub_nope").catch((e: unknown) => e);
    expect(missingSub).toMatchObject({
      statusCode: 404,
      code: "resource_missing",
      message: "No such subscription: 'sub_nope'",
    });

    const noItems = await stripe.checkout.sessions
      .create({ mode: "subscription", success_url: "https://app.example/ok" })
      .catch((e: unknown) => e);
    expect(noItems).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(noItems).toMatchObject({
      statusCode: 400,
      code: "parameter_missing",
      param: "line_items",
      message: "Missing required param: line_items.",
    });

    const badExpand = await stripe.customers.retrieve("cus_missing", { expand: ["nope"] }).catch((e: unknown) => e);
    expect(badExpand).toMatchObject({ statusCode: 404 });
    const customer = await stripe.customers.create({});
    const badPath = await stripe.customers.retrieve(customer.id, { expand: ["email"] }).catch((e: unknown) => e);
    expect(badPath).toMatchObject({ statusCode: 400, message: "This property cannot be expanded (email)." });
  });

  it("replays an Idempotency-Key with the same parameters and refuses it with others", async () => {
    const params = { email: "idem@example.com", metadata: { userId: "u9" } };
    const first = await stripe.customers.create(params, { idempotencyKey: "customer-u9" });
    const second = await stripe.customers.create({ ...params }, { idempotencyKey: "customer-u9" });
    expect(second.id).toBe(first.id);
    expect(responseHeader(second, "idempotent-replayed")).toBe("true");
    expect(responseHeader(first, "idempotent-replayed")).toBeNull();
    const listed = await stripe.customers.list({ email: "idem@example.com" });
    expect(listed.data.map((c) => c.id)).toEqual([first.id]);

    const other = await stripe.customers
      .create({ email: "someone@example.com" }, { idempotencyKey: "customer-u9" })
      .catch((e: unknown) => e);
    expect(other).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(other).toMatchObject({
      statusCode: 400,
      rawType: "idempotency_error",
      message:
        "Keys for idempotent requests can only be used with the same parameters they were first used with. " +
        "Try using a key other than 'customer-u9' if you meant to execute a different request.",
    });
    expect((await stripe.customers.list({ limit: 100 })).data).toHaveLength(1);
  });

  it("fails as Stripe does: JSON api_error while down, rate_limit when rate limited", async () => {
    await control("/mode", { mode: "down", times: 1 });
    const down = await stripe.customers.create({}).catch((e: unknown) => e);
    expect(down).toBeInstanceOf(Stripe.errors.StripeAPIError);
    expect(down).toMatchObject({ statusCode: 503, rawType: "api_error" });
    await control("/mode", { mode: "rate_limited", times: 1 });
    const limited = await stripe.customers.create({}).catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(Stripe.errors.StripeRateLimitError);
    expect(limited).toMatchObject({ statusCode: 429, code: "rate_limit" });
    expect((await stripe.customers.create({})).object).toBe("customer");
  });

  it("pages lists newest first with limit and starting_after", async () => {
    const made = [];
    for (const n of [1, 2, 3]) made.push(await stripe.customers.create({ email: `c${n}@example.com` }));
    const page1 = await stripe.customers.list({ limit: 2 });
    expect(page1).toMatchObject({ object: "list", has_more: true, url: "/v1/customers" });
    expect(page1.data.map((c) => c.id)).toEqual([made[2]!.id, made[1]!.id]);
    const page2 = await stripe.customers.list({ limit: 2, starting_after: page1.data[1]!.id });
    expect(page2.data.map((c) => c.id)).toEqual([made[0]!.id]);
    expect(page2.has_more).toBe(false);
  });
});

describe("fake Stripe: catalogue", () => {
  it("keeps products and prices with unique lookup keys, listed by key with the product expanded", async () => {
    const { product, price } = await plan("Pro", "pro_monthly");
    expect(price).toMatchObject({
      object: "price",
      product: product.id,
      unit_amount: 2900,
      currency: "usd",
      type: "recurring",
    });
    expect(price.lookup_key).toBe("pro_monthly");
    expect(price.recurring).toMatchObject({ interval: "month", interval_count: 1 });

    const listed = await stripe.prices.list({ lookup_keys: ["pro_monthly", "absent"], expand: ["data.product"] });
    expect(listed.data).toHaveLength(1);
    expect(listed.data[0]!.id).toBe(price.id);
    expect(listed.data[0]!.product).toMatchObject({
      id: product.id,
      object: "product",
      name: "Pro",
      metadata: { tier: "pro" },
    });
    expect((await stripe.prices.retrieve(price.id)).product).toBe(product.id);

    const duplicate = await stripe.prices
      .create({
        product: product.id,
        unit_amount: 3900,
        currency: "usd",
        recurring: { interval: "month" },
        lookup_key: "pro_monthly",
      })
      .catch((e: unknown) => e);
    expect(duplicate).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(duplicate).toMatchObject({
      statusCode: 400,
      param: "lookup_key",
      message: `A price (\`${price.id}\`) already uses that lookup key.`,
    });

    const moved = await stripe.prices.create({
      product: product.id,
      unit_amount: 3900,
      currency: "usd",
      recurring: { interval: "month" },
      lookup_key: "pro_monthly",
      transfer_lookup_key: true,
    });
    expect(moved.lookup_key).toBe("pro_monthly");
    expect((await stripe.prices.retrieve(price.id)).lookup_key).toBeNull();
    expect((await stripe.prices.list({ lookup_keys: ["pro_monthly"] })).data.map((p) => p.id)).toEqual([moved.id]);
  });

  it("creates and retrieves customers with invoice settings", async () => {
    const created = await stripe.customers.create({
      email: "grace@example.com",
      name: "Grace",
      metadata: { userId: "u2" },
    });
    expect(created.id).toMatch(/^cus_/);
    const got = await stripe.customers.retrieve(created.id);
    expect(got).toMatchObject({
      id: created.id,
      object: "customer",
      email: "grace@example.com",
      name: "Grace",
      metadata: { userId: "u2" },
      invoice_settings: { default_payment_method: null },
      livemode: false,
    });
  });
});

describe("fake Stripe: deleted customers", () => {
  it("still answers a deleted customer, as { id, object, deleted: true }, retrieved or expanded", async () => {
    const { customer, sub } = await subscribed();
    expect(await stripe.customers.del(customer.id)).toMatchObject({
      id: customer.id,
      object: "customer",
      deleted: true,
    });
    const got = await stripe.customers.retrieve(customer.id);
    expect(got).toMatchObject({ id: customer.id, object: "customer", deleted: true });
    expect("email" in got).toBe(false);
    const ended = await stripe.subscriptions.retrieve(sub.id, { expand: ["customer"] });
    expect(ended.status).toBe("canceled");
    expect(ended.customer).toMatchObject({ id: customer.id, deleted: true });
    await settle();
    expect(receivedTypes()).toEqual(["customer.subscription.deleted", "customer.deleted"]);

    // Gone for everything else: not listed, not deleted twice, no portal for it.
    expect((await stripe.customers.list({ limit: 100 })).data.map((c) => c.id)).not.toContain(customer.id);
    const again = await stripe.customers.del(customer.id).catch((e: unknown) => e);
    expect(again).toMatchObject({ statusCode: 404, code: "resource_missing" });
    const portal = await stripe.billingPortal.sessions.create({ customer: customer.id }).catch((e: unknown) => e);
    expect(portal).toMatchObject({ statusCode: 400, code: "resource_missing", param: "customer" });
  });
});

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
    expect(session.url).toBe(`${base}/checkout/${session.id}`);
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

    const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ["subscription", "customer"] });
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

    const full = await stripe.subscriptions.retrieve(sub.id, {
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
      ((await stripe.customers.retrieve(customer.id)) as Stripe.Customer).invoice_settings.default_payment_method,
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

    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe("open");
    expect((await stripe.subscriptions.list({ customer: customer.id, status: "all" })).data).toEqual([]);
    expect((await stripe.paymentMethods.list({ customer: customer.id })).data).toEqual([]);
    const declined = await control(`/checkout/sessions/${session.id}/complete`, { card: "4000000000000002" });
    expect(declined).toEqual({ status: 402, body: { error: "Your card was declined." } });
    await settle();
    expect(received).toEqual([]);
  });
});

describe("fake Stripe: portal and clock", () => {
  it("cancels at period end from the portal, then ends the subscription when the clock passes it", async () => {
    const { customer, sub } = await subscribed();
    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: "https://app.example/account",
    });
    expect(portal.url).toBe(`${base}/portal/${portal.id}`);
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
    const ended = await stripe.subscriptions.retrieve(sub.id);
    expect(ended).toMatchObject({ status: "canceled", ended_at: end });
    expect((await stripe.subscriptions.list({ customer: customer.id })).data).toEqual([]);
    expect((await stripe.subscriptions.list({ customer: customer.id, status: "all" })).data.map((s) => s.id)).toEqual([
      sub.id,
    ]);
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

    const pastDue = await stripe.subscriptions.retrieve(sub.id);
    expect(pastDue.status).toBe("past_due");
    expect(pastDue.items.data[0]!.current_period_start).toBe(end);
    const open = await stripe.invoices.list({ subscription: sub.id, status: "open" });
    expect(open.data.map((i) => i.id)).toEqual([failed.id]);

    // The portal shows the failure and takes a good card, which pays the open invoice.
    const portal = await stripe.billingPortal.sessions.create({
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
    expect(await stripe.subscriptions.retrieve(sub.id)).toMatchObject({ status: "active" });
    expect((await stripe.invoices.retrieve(failed.id)).status).toBe("paid");
  });

  it("fails the next renewal on request, and renews normally otherwise", async () => {
    const { sub } = await subscribed();
    const end = sub.items.data[0]!.current_period_end;
    await control("/advance", { seconds: end - sub.start_date + 60 });
    await settle();
    expect(receivedTypes()).toEqual(["invoice.paid", "customer.subscription.updated"]);
    const renewed = await stripe.subscriptions.retrieve(sub.id, { expand: ["latest_invoice"] });
    expect(renewed.status).toBe("active");
    expect((renewed.latest_invoice as Stripe.Invoice).billing_reason).toBe("subscription_cycle");
    expect(renewed.items.data[0]!.current_period_start).toBe(end);

    expect((await control(`/subscriptions/${sub.id}/fail-next-payment`)).status).toBe(200);
    const nextEnd = renewed.items.data[0]!.current_period_end;
    const clock = await (await fetch(`${base}/__control/clock`)).json();
    await control("/advance", { seconds: nextEnd - clock.now + 60 });
    await settle();
    expect(receivedTypes().slice(2)).toEqual(["invoice.payment_failed", "customer.subscription.updated"]);
    expect((await stripe.subscriptions.retrieve(sub.id)).status).toBe("past_due");
  });
});

describe("fake Stripe: webhook deliveries", () => {
  it("redelivers an event with the same id, and retries a failed delivery", async () => {
    const { sub } = await subscribed();
    await stripe.subscriptions.update(sub.id, { metadata: { note: "x" } });
    await settle();
    expect(receivedTypes()).toEqual(["customer.subscription.updated"]);
    const id = received[0]!.id;
    expect(received[0]!.request).toMatchObject({ id: expect.stringMatching(/^req_/) });

    failDeliveries = 1;
    expect((await control(`/events/${id}/redeliver`)).body).toEqual({ id, endpoints: 1 });
    await settle();
    expect(received.map((e) => e.id)).toEqual([id, id]);
    expect(rejected).toEqual([]);

    const events = await (await fetch(`${base}/__control/events`)).json();
    const record = events.events.find((e: { id: string }) => e.id === id);
    const statuses = record.deliveries.map((d: { attempts: { status: number }[] }) => d.attempts.map((a) => a.status));
    expect(statuses).toEqual([[200], [500, 200]]);
    expect((await stripe.events.retrieve(id)).type).toBe("customer.subscription.updated");
  });
});
