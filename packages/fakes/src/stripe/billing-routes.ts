import type { ApiRouter } from "./api";
import { email, must, url } from "./api-routes";
import { applyCancelAtPeriodEnd, cancelNow, changeSubscription } from "./billing";
import {
  applyMetadata,
  bool,
  hash,
  hashes,
  int,
  invalid,
  missing,
  noSuch,
  nonEmpty,
  nullable,
  oneOf,
  required,
  str,
} from "./params";
import { newId, type CheckoutSession, type LineItem, type StripeContext, type SubscriptionStatus } from "./state";
import {
  checkoutLineItems,
  checkoutSessionWire,
  invoiceWire,
  portalSessionWire,
  subscriptionWire,
} from "./billing-wire";
import { listWire, newestFirst } from "./expand";

// The billing side of the API: Checkout sessions (subscription mode, paid on the hosted page), billing portal
// sessions, subscriptions (read, cancel at period end, cancel now) and invoices.

const SUBSCRIPTION_STATUSES = [
  "active",
  "all",
  "canceled",
  "ended",
  "incomplete",
  "incomplete_expired",
  "past_due",
  "paused",
  "trialing",
  "unpaid",
] as const;

export function registerBillingRoutes(r: ApiRouter, ctx: StripeContext): void {
  const { state } = ctx;
  const session = (id: string) => must(state.checkoutSessions.get(id), () => noSuch("checkout.session", id));
  const subscription = (id: string) => must(state.subscriptions.get(id), () => noSuch("subscription", id));
  const knownCustomer = (id: string) => must(state.customers.get(id), () => noSuch("customer", id, "customer", 400));

  // Checkout sessions.
  r.post("/checkout/sessions", ({ params }) => {
    const mode = oneOf(params, "mode", ["payment", "setup", "subscription"] as const);
    if (!mode) throw missing("mode");
    if (mode !== "subscription")
      throw invalid("The Stripe sandbox only supports Checkout in `subscription` mode.", "mode");
    const customerId = nonEmpty(params, "customer");
    const customerEmail = email(params, "customer_email") ?? null;
    if (customerId && customerEmail) {
      throw invalid("You may only specify one of these parameters: customer, customer_email.", "customer_email");
    }
    if (customerId) knownCustomer(customerId);
    const items = hashes(params, "line_items");
    if (!items || items.length === 0) throw missing("line_items");
    const lineItems: LineItem[] = items.map((item, i) => {
      const name = (k: string) => `line_items[${i}][${k}]`;
      const priceId = required(item, "price", name("price"));
      const price = must(state.prices.get(priceId), () => noSuch("price", priceId, name("price"), 400));
      if (!price.active)
        throw invalid("The price specified is inactive. This field only accepts active prices.", name("price"));
      const quantity = int(item, "quantity", name("quantity"));
      if (quantity === undefined) throw missing(name("quantity"));
      if (quantity < 1) throw invalid("This value must be greater than or equal to 1.", name("quantity"));
      return { id: newId.lineItem(), price: priceId, quantity };
    });
    const prices = lineItems.map((li) => state.prices.get(li.price)!);
    if (!prices.some((p) => p.recurring)) {
      throw invalid(
        "You must provide at least one recurring price in `subscription` mode when using prices.",
        "line_items",
      );
    }
    if (!prices.every((p) => p.recurring)) {
      throw invalid("The Stripe sandbox only supports recurring prices in `subscription` mode.", "line_items");
    }
    const first = prices[0]!;
    const sameTerms = prices.every(
      (p) =>
        p.recurring!.interval === first.recurring!.interval &&
        p.recurring!.intervalCount === first.recurring!.intervalCount,
    );
    if (!sameTerms) {
      const message =
        "All prices on a subscription must have the same `recurring.interval` and `recurring.interval_count`.";
      throw invalid(message, "line_items");
    }
    if (!prices.every((p) => p.currency === first.currency))
      throw invalid("All line items must have the same currency.", "line_items");
    const clientReferenceId = nullable(params, "client_reference_id") ?? null;
    if (clientReferenceId && clientReferenceId.length > 200) {
      throw invalid("client_reference_id must be at most 200 characters.", "client_reference_id");
    }
    const subscriptionData = hash(params, "subscription_data");
    const now = state.now();
    const expiresAt = int(params, "expires_at") ?? now + 86_400;
    if (expiresAt < now + 1_800 || expiresAt > now + 86_400) {
      throw invalid(
        "The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.",
        "expires_at",
      );
    }
    const created: CheckoutSession = {
      id: newId.checkoutSession(),
      created: now,
      expiresAt,
      status: "open",
      paymentStatus: "unpaid",
      customer: customerId ?? null,
      customerEmail,
      details: null,
      lineItems,
      successUrl: url(params, "success_url"),
      cancelUrl: url(params, "cancel_url"),
      clientReferenceId,
      metadata: applyMetadata({}, params),
      subscriptionMetadata: subscriptionData ? applyMetadata({}, subscriptionData) : {},
      allowPromotionCodes: bool(params, "allow_promotion_codes") ?? null,
      subscription: null,
      invoice: null,
      currency: first.currency,
      amountTotal: lineItems.reduce((sum, li, i) => sum + prices[i]!.unitAmount * li.quantity, 0),
    };
    state.checkoutSessions.set(created.id, created);
    return checkoutSessionWire(ctx, created);
  });
  r.get("/checkout/sessions", ({ params }) => {
    const customer = str(params, "customer");
    const sub = str(params, "subscription");
    const status = oneOf(params, "status", ["open", "complete", "expired"] as const);
    const all = newestFirst(state.checkoutSessions).filter(
      (s) =>
        (!customer || s.customer === customer) && (!sub || s.subscription === sub) && (!status || s.status === status),
    );
    return listWire(
      all.map((s) => checkoutSessionWire(ctx, s)),
      params,
      "/v1/checkout/sessions",
      "checkout.session",
    );
  });
  r.get("/checkout/sessions/:id", ({ id }) => checkoutSessionWire(ctx, session(id)));
  r.get("/checkout/sessions/:id/line_items", ({ id, params }) => {
    return listWire(checkoutLineItems(ctx, session(id)), params, `/v1/checkout/sessions/${id}/line_items`, "line item");
  });
  r.post("/checkout/sessions/:id/expire", ({ id, request }) => {
    const s = session(id);
    if (s.status !== "open") {
      throw invalid(
        `Only Checkout Sessions with a status in ["open"] can be expired. ` +
          `This Checkout Session has a status of "${s.status}".`,
      );
    }
    s.status = "expired";
    const wire = checkoutSessionWire(ctx, s);
    ctx.webhooks.emit("checkout.session.expired", wire, { created: state.now(), request });
    return wire;
  });

  // Billing portal sessions.
  r.post("/billing_portal/sessions", ({ params }) => {
    const customerId = required(params, "customer");
    knownCustomer(customerId);
    const created = {
      id: newId.portalSession(),
      created: state.now(),
      customer: customerId,
      returnUrl: url(params, "return_url"),
    };
    state.portalSessions.set(created.id, created);
    return portalSessionWire(ctx, created);
  });

  // Subscriptions.
  r.get("/subscriptions", ({ params }) => {
    const customer = str(params, "customer");
    const price = str(params, "price");
    const status = oneOf(params, "status", SUBSCRIPTION_STATUSES);
    const matches = (s: SubscriptionStatus) => {
      if (status === "all") return true;
      if (status === "ended") return s === "canceled" || s === "incomplete_expired";
      // Without a status, Stripe lists the subscriptions that are not canceled.
      if (status === undefined) return s !== "canceled" && s !== "incomplete_expired";
      return s === status;
    };
    const all = newestFirst(state.subscriptions).filter(
      (s) =>
        (!customer || s.customer === customer) &&
        (!price || s.items.some((i) => i.price === price)) &&
        matches(s.status),
    );
    return listWire(
      all.map((s) => subscriptionWire(ctx, s)),
      params,
      "/v1/subscriptions",
      "subscription",
    );
  });
  r.get("/subscriptions/:id", ({ id }) => subscriptionWire(ctx, subscription(id)));
  r.post("/subscriptions/:id", ({ id, params, request }) => {
    const sub = subscription(id);
    const cancel = bool(params, "cancel_at_period_end");
    const pm = nullable(params, "default_payment_method");
    if (sub.status === "canceled" && (cancel !== undefined || pm !== undefined)) {
      throw invalid("A canceled subscription can only update its cancellation_details and metadata.");
    }
    if (pm && state.paymentMethods.get(pm)?.customer !== sub.customer)
      throw noSuch("PaymentMethod", pm, "default_payment_method", 400);
    const metadata = applyMetadata(sub.metadata, params);
    changeSubscription(
      ctx,
      sub,
      () => {
        if (cancel !== undefined) applyCancelAtPeriodEnd(sub, cancel, state.now());
        if (pm !== undefined) sub.defaultPaymentMethod = pm;
        sub.metadata = metadata;
      },
      { request },
    );
    return subscriptionWire(ctx, sub);
  });
  r.del("/subscriptions/:id", ({ id, request }) => {
    const sub = subscription(id);
    if (sub.status === "canceled") throw invalid(`No active subscription: ${id} has already been canceled.`);
    cancelNow(ctx, sub, request);
    return subscriptionWire(ctx, sub);
  });

  // Invoices.
  r.get("/invoices/:id", ({ id }) =>
    invoiceWire(
      ctx,
      must(state.invoices.get(id), () => noSuch("invoice", id)),
    ),
  );
  r.get("/invoices", ({ params }) => {
    const customer = str(params, "customer");
    const sub = str(params, "subscription");
    const status = oneOf(params, "status", ["draft", "open", "paid", "uncollectible", "void"] as const);
    const all = newestFirst(state.invoices).filter(
      (inv) =>
        (!customer || inv.customer === customer) &&
        (!sub || inv.subscription === sub) &&
        (!status || inv.status === status),
    );
    return listWire(
      all.map((inv) => invoiceWire(ctx, inv)),
      params,
      "/v1/invoices",
      "invoice",
    );
  });
}
