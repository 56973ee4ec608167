import { describe, expect, it } from "vitest";
import Stripe from "stripe";
import { createStripeClient } from "./stripe-client";
import { responseHeader, useStripeFake } from "./stripe-wire-kit";
// The Stripe fake must answer like Stripe does, through the official SDK unchanged, or the billing code's tests
// prove nothing: wire shapes of API 2026-10-28, error classes, idempotency, the hosted pages, signed webhooks that
// stripe.webhooks.constructEvent accepts, and the virtual clock's renewals. This file: the API's frame
// (headers, keys, errors, idempotency, paging), the catalogue and deleted customers.

const wire = useStripeFake();
const { control, settle, receivedTypes, plan, subscribed } = wire;

describe("fake Stripe: API frame", () => {
  it("answers with Request-Id and Stripe-Version, and refuses keys that are not test secret keys", async () => {
    const customer = await wire.stripe.customers.create({ email: "ada@example.com" });
    expect(customer.lastResponse.requestId).toMatch(/^req_[A-Za-z0-9]{14}$/);
    expect(responseHeader(customer, "stripe-version")).toBe("2026-10-28.endive");
    expect(customer.lastResponse.apiVersion).toBe("2026-10-28.endive");

    const wrong = createStripeClient({ secretKey: "sk_live_wrongkey", apiUrl: wire.base, maxNetworkRetries: 0 });
    const err = await wrong.customers.retrieve(customer.id).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(err).toMatchObject({
      statusCode: 401,
      rawType: "invalid_request_error",
      message: "Invalid API Key provided: sk_live_****gkey",
    });

    const bare = await fetch(`${wire.base}/v1/customers/${customer.id}`);
    expect(bare.status).toBe(401);
    expect(bare.headers.get("request-id")).toMatch(/^req_/);
    expect((await bare.json()).error.message).toMatch(/^You did not provide an API key\./);
  });

  it("answers unknown ids with 404 resource_missing and missing params with 400 parameter_missing", async () => {
    const missingCustomer = await wire.stripe.customers.retrieve("cus_missing").catch((e: unknown) => e);
    expect(missingCustomer).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(missingCustomer).toMatchObject({
      statusCode: 404,
      code: "resource_missing",
      param: "id",
      message: "No such customer: 'cus_missing'",
    });
    const missingSub = await wire.stripe.subscriptions.retrieve("sub_nope").catch((e: unknown) => e);
    expect(missingSub).toMatchObject({
      statusCode: 404,
      code: "resource_missing",
      message: "No such subscription: 'sub_nope'",
    });

    const noItems = await wire.stripe.checkout.sessions
      .create({ mode: "subscription", success_url: "https://app.example/ok" })
      .catch((e: unknown) => e);
    expect(noItems).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(noItems).toMatchObject({
      statusCode: 400,
      code: "parameter_missing",
      param: "line_items",
      message: "Missing required param: line_items.",
    });

    const badExpand = await wire.stripe.customers
      .retrieve("cus_missing", { expand: ["nope"] })
      .catch((e: unknown) => e);
    expect(badExpand).toMatchObject({ statusCode: 404 });
    const customer = await wire.stripe.customers.create({});
    const badPath = await wire.stripe.customers.retrieve(customer.id, { expand: ["email"] }).catch((e: unknown) => e);
    expect(badPath).toMatchObject({ statusCode: 400, message: "This property cannot be expanded (email)." });
  });

  it("replays an Idempotency-Key with the same parameters and refuses it with others", async () => {
    const params = { email: "idem@example.com", metadata: { userId: "u9" } };
    const first = await wire.stripe.customers.create(params, { idempotencyKey: "customer-u9" });
    const second = await wire.stripe.customers.create({ ...params }, { idempotencyKey: "customer-u9" });
    expect(second.id).toBe(first.id);
    expect(responseHeader(second, "idempotent-replayed")).toBe("true");
    expect(responseHeader(first, "idempotent-replayed")).toBeNull();
    const listed = await wire.stripe.customers.list({ email: "idem@example.com" });
    expect(listed.data.map((c) => c.id)).toEqual([first.id]);

    const other = await wire.stripe.customers
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
    expect((await wire.stripe.customers.list({ limit: 100 })).data).toHaveLength(1);
  });

  it("fails as Stripe does: JSON api_error while down, rate_limit when rate limited", async () => {
    await control("/mode", { mode: "down", times: 1 });
    const down = await wire.stripe.customers.create({}).catch((e: unknown) => e);
    expect(down).toBeInstanceOf(Stripe.errors.StripeAPIError);
    expect(down).toMatchObject({ statusCode: 503, rawType: "api_error" });
    await control("/mode", { mode: "rate_limited", times: 1 });
    const limited = await wire.stripe.customers.create({}).catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(Stripe.errors.StripeRateLimitError);
    expect(limited).toMatchObject({ statusCode: 429, code: "rate_limit" });
    expect((await wire.stripe.customers.create({})).object).toBe("customer");
  });

  it("pages lists newest first with limit and starting_after", async () => {
    const made = [];
    for (const n of [1, 2, 3]) made.push(await wire.stripe.customers.create({ email: `c${n}@example.com` }));
    const page1 = await wire.stripe.customers.list({ limit: 2 });
    expect(page1).toMatchObject({ object: "list", has_more: true, url: "/v1/customers" });
    expect(page1.data.map((c) => c.id)).toEqual([made[2]!.id, made[1]!.id]);
    const page2 = await wire.stripe.customers.list({ limit: 2, starting_after: page1.data[1]!.id });
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

    const listed = await wire.stripe.prices.list({ lookup_keys: ["pro_monthly", "absent"], expand: ["data.product"] });
    expect(listed.data).toHaveLength(1);
    expect(listed.data[0]!.id).toBe(price.id);
    expect(listed.data[0]!.product).toMatchObject({
      id: product.id,
      object: "product",
      name: "Pro",
      metadata: { tier: "pro" },
    });
    expect((await wire.stripe.prices.retrieve(price.id)).product).toBe(product.id);

    const duplicate = await wire.stripe.prices
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

    const moved = await wire.stripe.prices.create({
      product: product.id,
      unit_amount: 3900,
      currency: "usd",
      recurring: { interval: "month" },
      lookup_key: "pro_monthly",
      transfer_lookup_key: true,
    });
    expect(moved.lookup_key).toBe("pro_monthly");
    expect((await wire.stripe.prices.retrieve(price.id)).lookup_key).toBeNull();
    expect((await wire.stripe.prices.list({ lookup_keys: ["pro_monthly"] })).data.map((p) => p.id)).toEqual([moved.id]);
  });

  it("creates and retrieves customers with invoice settings", async () => {
    const created = await wire.stripe.customers.create({
      email: "grace@example.com",
      name: "Grace",
      metadata: { userId: "u2" },
    });
    expect(created.id).toMatch(/^cus_/);
    const got = await wire.stripe.customers.retrieve(created.id);
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
    expect(await wire.stripe.customers.del(customer.id)).toMatchObject({
      id: customer.id,
      object: "customer",
      deleted: true,
    });
    const got = await wire.stripe.customers.retrieve(customer.id);
    expect(got).toMatchObject({ id: customer.id, object: "customer", deleted: true });
    expect("email" in got).toBe(false);
    const ended = await wire.stripe.subscriptions.retrieve(sub.id, { expand: ["customer"] });
    expect(ended.status).toBe("canceled");
    expect(ended.customer).toMatchObject({ id: customer.id, deleted: true });
    await settle();
    expect(receivedTypes()).toEqual(["customer.subscription.deleted", "customer.deleted"]);

    // Gone for everything else: not listed, not deleted twice, no portal for it.
    expect((await wire.stripe.customers.list({ limit: 100 })).data.map((c) => c.id)).not.toContain(customer.id);
    const again = await wire.stripe.customers.del(customer.id).catch((e: unknown) => e);
    expect(again).toMatchObject({ statusCode: 404, code: "resource_missing" });
    const portal = await wire.stripe.billingPortal.sessions.create({ customer: customer.id }).catch((e: unknown) => e);
    expect(portal).toMatchObject({ statusCode: 400, code: "resource_missing", param: "customer" });
  });
});
