import { invalid, noSuch, int, str, type Params } from "./params";
import type {
  CheckoutSession,
  Customer,
  Invoice,
  PaymentMethod,
  PortalSession,
  Price,
  Product,
  StripeContext,
  Subscription,
} from "./state";

// Stripe's JSON objects (API version 2026-10-28) built from the records, lists with cursor pagination and `expand`.
// References are ids unless expanded; subscription items embed their price, as Stripe does. Fields the fake never
// sets are still present (null, false or empty) so code reading them sees Stripe's shape.

export type Json = null | boolean | number | string | Json[] | JsonObject;
export type JsonObject = { [key: string]: Json };

export function customerWire(c: Customer): JsonObject {
  return {
    id: c.id,
    object: "customer",
    address: null,
    balance: 0,
    created: c.created,
    currency: null,
    default_source: null,
    delinquent: false,
    description: c.description,
    discount: null,
    email: c.email,
    invoice_prefix: c.invoicePrefix,
    invoice_settings: { custom_fields: null, default_payment_method: c.defaultPaymentMethod, footer: null, rendering_options: null },
    livemode: false,
    metadata: { ...c.metadata },
    name: c.name,
    next_invoice_sequence: c.nextInvoiceSequence,
    phone: c.phone,
    preferred_locales: [],
    shipping: null,
    tax_exempt: "none",
    test_clock: null,
  };
}

export function productWire(p: Product): JsonObject {
  return {
    id: p.id,
    object: "product",
    active: p.active,
    attributes: [],
    created: p.created,
    default_price: p.defaultPrice,
    description: p.description,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: { ...p.metadata },
    name: p.name,
    package_dimensions: null,
    shippable: null,
    statement_descriptor: null,
    tax_code: null,
    type: "service",
    unit_label: null,
    updated: p.updated,
    url: null,
  };
}

export function priceWire(p: Price): JsonObject {
  return {
    id: p.id,
    object: "price",
    active: p.active,
    billing_scheme: "per_unit",
    created: p.created,
    currency: p.currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: p.lookupKey,
    metadata: { ...p.metadata },
    nickname: p.nickname,
    product: p.product,
    recurring: p.recurring
      ? {
          interval: p.recurring.interval,
          interval_count: p.recurring.intervalCount,
          meter: null,
          trial_period_days: null,
          usage_type: "licensed",
        }
      : null,
    tax_behavior: "unspecified",
    tiers_mode: null,
    transform_quantity: null,
    type: p.recurring ? "recurring" : "one_time",
    unit_amount: p.unitAmount,
    unit_amount_decimal: String(p.unitAmount),
  };
}

/** The legacy Plan view of a recurring price that subscription items still carry. */
function planWire(p: Price): JsonObject {
  return {
    id: p.id,
    object: "plan",
    active: p.active,
    amount: p.unitAmount,
    amount_decimal: String(p.unitAmount),
    billing_scheme: "per_unit",
    created: p.created,
    currency: p.currency,
    interval: p.recurring?.interval ?? "month",
    interval_count: p.recurring?.intervalCount ?? 1,
    livemode: false,
    metadata: { ...p.metadata },
    meter: null,
    nickname: p.nickname,
    product: p.product,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: "licensed",
  };
}

export function paymentMethodWire(pm: PaymentMethod): JsonObject {
  return {
    id: pm.id,
    object: "payment_method",
    allow_redisplay: "always",
    billing_details: {
      address: { city: null, country: null, line1: null, line2: null, postal_code: null, state: null },
      email: pm.email,
      name: pm.name,
      phone: null,
      tax_id: null,
    },
    card: {
      brand: pm.brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: "pass" },
      country: "US",
      display_brand: pm.brand,
      exp_month: pm.expMonth,
      exp_year: pm.expYear,
      fingerprint: fingerprint(pm.number),
      funding: "credit",
      generated_from: null,
      last4: pm.last4,
      networks: { available: [pm.brand], preferred: null },
      regulated_status: "unregulated",
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: pm.created,
    customer: pm.customer,
    customer_account: null,
    livemode: false,
    metadata: {},
    type: "card",
  };
}

/** Stable per card number, like Stripe's card fingerprint. */
function fingerprint(number: string): string {
  let h = 0;
  for (const ch of number) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return `fp${h.toString(36).padStart(14, "0")}`.slice(0, 16);
}

export function checkoutSessionWire(ctx: StripeContext, s: CheckoutSession): JsonObject {
  return {
    id: s.id,
    object: "checkout.session",
    adaptive_pricing: { enabled: false },
    after_expiration: null,
    allow_promotion_codes: s.allowPromotionCodes,
    amount_subtotal: s.amountTotal,
    amount_total: s.amountTotal,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: s.cancelUrl,
    client_reference_id: s.clientReferenceId,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: s.created,
    currency: s.currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer: s.customer,
    customer_account: null,
    customer_creation: s.customer || s.status !== "open" ? null : "always",
    customer_details: s.details
      ? { address: null, email: s.details.email, name: s.details.name, phone: null, tax_exempt: "none", tax_ids: [] }
      : null,
    customer_email: s.customerEmail,
    discounts: [],
    expires_at: s.expiresAt,
    invoice: s.invoice,
    invoice_creation: null,
    livemode: false,
    locale: null,
    metadata: { ...s.metadata },
    mode: "subscription",
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: "always",
    payment_method_configuration_details: null,
    payment_method_options: { card: { request_three_d_secure: "automatic" } },
    payment_method_types: ["card"],
    payment_status: s.paymentStatus,
    permissions: null,
    phone_number_collection: { enabled: false },
    recovered_from: null,
    saved_payment_method_options: { allow_redisplay_filters: ["always"], payment_method_remove: "disabled", payment_method_save: null },
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: s.status,
    submit_type: null,
    subscription: s.subscription,
    success_url: s.successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: "hosted",
    // Stripe only gives the URL while the session can still be paid.
    url: s.status === "open" ? `${ctx.baseUrl()}/checkout/${s.id}` : null,
    wallet_options: null,
  };
}

/** The line items of a checkout session (`line_items`, only present when expanded, and its own list endpoint). */
export function checkoutLineItems(ctx: StripeContext, s: CheckoutSession): JsonObject[] {
  return s.lineItems.map((li): JsonObject => {
    const price = ctx.state.prices.get(li.price)!;
    const amount = price.unitAmount * li.quantity;
    return {
      id: li.id,
      object: "item",
      amount_discount: 0,
      amount_subtotal: amount,
      amount_tax: 0,
      amount_total: amount,
      currency: price.currency,
      description: ctx.state.products.get(price.product)?.name ?? null,
      price: priceWire(price),
      quantity: li.quantity,
    };
  });
}

export function portalSessionWire(ctx: StripeContext, s: PortalSession): JsonObject {
  return {
    id: s.id,
    object: "billing_portal.session",
    configuration: "bpc_1Sandbox0000000000000000",
    created: s.created,
    customer: s.customer,
    customer_account: null,
    flow: null,
    livemode: false,
    locale: null,
    on_behalf_of: null,
    return_url: s.returnUrl,
    url: `${ctx.baseUrl()}/portal/${s.id}`,
  };
}

export function subscriptionWire(ctx: StripeContext, s: Subscription): JsonObject {
  const items = s.items.map((item): JsonObject => {
    const price = ctx.state.prices.get(item.price)!;
    return {
      id: item.id,
      object: "subscription_item",
      billing_thresholds: null,
      created: item.created,
      current_period_end: s.currentPeriodEnd,
      current_period_start: s.currentPeriodStart,
      discounts: [],
      metadata: { ...item.metadata },
      plan: planWire(price),
      price: priceWire(price),
      quantity: item.quantity,
      subscription: s.id,
      tax_rates: [],
    };
  });
  return {
    id: s.id,
    object: "subscription",
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: s.anchor,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: { proration_discounts: "included" }, type: "flexible", updated_at: s.created },
    billing_thresholds: null,
    cancel_at: s.cancelAt,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    canceled_at: s.canceledAt,
    cancellation_details: { comment: null, feedback: null, reason: s.cancellationReason },
    collection_method: "charge_automatically",
    created: s.created,
    currency: s.currency,
    customer: s.customer,
    customer_account: null,
    days_until_due: null,
    default_payment_method: s.defaultPaymentMethod,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    ended_at: s.endedAt,
    invoice_settings: { account_tax_ids: null, issuer: { type: "self" } },
    items: {
      object: "list",
      data: items,
      has_more: false,
      total_count: items.length,
      url: `/v1/subscription_items?subscription=${s.id}`,
    },
    latest_invoice: s.latestInvoice,
    livemode: false,
    metadata: { ...s.metadata },
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: { payment_method_options: null, payment_method_types: null, save_default_payment_method: "off" },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: s.startDate,
    status: s.status,
    test_clock: null,
    transfer_data: null,
    trial_end: null,
    trial_settings: { end_behavior: { missing_payment_method: "create_invoice" } },
    trial_start: null,
  };
}

export function invoiceWire(ctx: StripeContext, inv: Invoice): JsonObject {
  const lines = inv.lines.map((line): JsonObject => {
    const price = ctx.state.prices.get(line.price)!;
    const product = ctx.state.products.get(price.product);
    return {
      id: line.id,
      object: "line_item",
      amount: line.amount,
      currency: inv.currency,
      description: `${line.quantity} × ${product?.name ?? "Plan"}`,
      discount_amounts: [],
      discountable: true,
      discounts: [],
      invoice: inv.id,
      livemode: false,
      metadata: {},
      parent: {
        invoice_item_details: null,
        subscription_item_details: {
          invoice_item: null,
          proration: false,
          proration_details: { credited_items: null },
          subscription: inv.subscription,
          subscription_item: line.subscriptionItem,
        },
        type: "subscription_item_details",
      },
      period: { end: line.periodEnd, start: line.periodStart },
      pretax_credit_amounts: [],
      pricing: {
        price_details: { price: price.id, product: price.product },
        type: "price_details",
        unit_amount_decimal: String(price.unitAmount),
      },
      quantity: line.quantity,
      subtotal: line.amount,
      taxes: [],
    };
  });
  const paid = inv.status === "paid";
  return {
    id: inv.id,
    object: "invoice",
    account_country: "US",
    account_name: "QuestHQ Sandbox",
    account_tax_ids: null,
    amount_due: inv.total,
    amount_overpaid: 0,
    amount_paid: inv.amountPaid,
    amount_remaining: inv.total - inv.amountPaid,
    amount_shipping: 0,
    application: null,
    attempt_count: inv.attemptCount,
    attempted: inv.attemptCount > 0,
    auto_advance: !paid,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null,
    billing_reason: inv.billingReason,
    collection_method: "charge_automatically",
    created: inv.created,
    currency: inv.currency,
    custom_fields: null,
    customer: inv.customer,
    customer_account: null,
    customer_address: null,
    customer_email: inv.customerEmail,
    customer_name: inv.customerName,
    customer_phone: null,
    customer_shipping: null,
    customer_tax_exempt: "none",
    customer_tax_ids: [],
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: null,
    effective_at: inv.created,
    ending_balance: 0,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: `${ctx.baseUrl()}/invoice/${inv.id}`,
    invoice_pdf: null,
    issuer: { type: "self" },
    last_finalization_error: null,
    latest_revision: null,
    lines: { object: "list", data: lines, has_more: false, total_count: lines.length, url: `/v1/invoices/${inv.id}/lines` },
    livemode: false,
    metadata: {},
    next_payment_attempt: inv.nextPaymentAttempt,
    number: inv.number,
    on_behalf_of: null,
    parent: {
      quote_details: null,
      subscription_details: { metadata: { ...inv.subscriptionMetadata }, subscription: inv.subscription },
      type: "subscription_details",
    },
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    period_end: inv.periodEnd,
    period_start: inv.periodStart,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: inv.status,
    status_transitions: { finalized_at: inv.created, marked_uncollectible_at: null, paid_at: inv.paidAt, voided_at: null },
    subtotal: inv.total,
    subtotal_excluding_tax: inv.total,
    test_clock: null,
    total: inv.total,
    total_discount_amounts: [],
    total_excluding_tax: inv.total,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: inv.created,
  };
}

/** Any stored object by its id, as Stripe JSON (what an expansion puts in place of the id). */
export function wireById(ctx: StripeContext, id: string): JsonObject | null {
  const s = ctx.state;
  const [prefix] = id.split("_");
  const lookup: Record<string, () => JsonObject | null> = {
    cus: () => mapOr(s.customers.get(id), customerWire),
    prod: () => mapOr(s.products.get(id), productWire),
    price: () => mapOr(s.prices.get(id), priceWire),
    pm: () => mapOr(s.paymentMethods.get(id), paymentMethodWire),
    cs: () => mapOr(s.checkoutSessions.get(id), (x) => checkoutSessionWire(ctx, x)),
    sub: () => mapOr(s.subscriptions.get(id), (x) => subscriptionWire(ctx, x)),
    in: () => mapOr(s.invoices.get(id), (x) => invoiceWire(ctx, x)),
  };
  return lookup[prefix ?? ""]?.() ?? null;
}

const mapOr = <T>(value: T | undefined, f: (v: T) => JsonObject): JsonObject | null => (value === undefined ? null : f(value));

/** Reference fields that may be null (nothing to expand, but asking is not an error). */
const EXPANDABLE = new Set([
  "customer",
  "default_payment_method",
  "default_price",
  "default_source",
  "invoice",
  "latest_invoice",
  "payment_intent",
  "payment_method",
  "pending_setup_intent",
  "product",
  "schedule",
  "setup_intent",
  "subscription",
  "test_clock",
]);

const cannotExpand = (path: string, hint?: string) =>
  invalid(`This property cannot be expanded (${path}).${hint ? ` You may want to try expanding '${hint}' instead.` : ""}`, "expand");

/** Applies `expand[]` paths (e.g. data.product, items.data.price.product) to an answer, in place. */
export function expand(ctx: StripeContext, answer: JsonObject, paths: string[]): JsonObject {
  for (const path of paths) {
    const segments = path.split(".");
    if (segments.length > 4) throw invalid(`You cannot expand more than 4 levels of a property. Property: ${path}`, "expand");
    if (answer.object === "list" && segments[0] !== "data") throw cannotExpand(path, `data.${path}`);
    expandAt(ctx, answer, segments, path);
  }
  return answer;
}

function expandAt(ctx: StripeContext, node: Json, segments: string[], path: string): void {
  if (Array.isArray(node)) {
    for (const item of node) expandAt(ctx, item, segments, path);
    return;
  }
  const [head, ...rest] = segments;
  if (head === undefined || node === null || typeof node !== "object") return;
  let value = node[head];
  if (value === undefined && node.object === "checkout.session" && head === "line_items") {
    const session = ctx.state.checkoutSessions.get(String(node.id));
    const data = session ? checkoutLineItems(ctx, session) : [];
    value = node[head] = { object: "list", data, has_more: false, url: `/v1/checkout/sessions/${String(node.id)}/line_items` };
  }
  if (value === undefined || (value === null && !EXPANDABLE.has(head))) throw cannotExpand(path);
  if (typeof value === "string") {
    const found = wireById(ctx, value);
    if (!found) throw cannotExpand(path);
    value = node[head] = found;
  } else if (typeof value !== "object" && value !== null) {
    throw cannotExpand(path);
  }
  if (rest.length > 0) expandAt(ctx, value, rest, path);
}

/**
 * A page of a list, newest first (Stripe's order) with `limit` (1–100, default 10), `starting_after` and
 * `ending_before` cursors; `noun` names the object in "No such …" for an unknown cursor.
 */
export function listWire(items: JsonObject[], params: Params, url: string, noun: string): JsonObject {
  const limit = int(params, "limit") ?? 10;
  if (limit < 1) throw invalid("This value must be greater than or equal to 1.", "limit", "parameter_invalid_integer");
  if (limit > 100) throw invalid("This value must be less than or equal to 100.", "limit", "parameter_invalid_integer");
  const after = str(params, "starting_after");
  const before = str(params, "ending_before");
  const indexOf = (id: string, param: string) => {
    const i = items.findIndex((item) => item.id === id);
    if (i < 0) throw noSuch(noun, id, param, 400);
    return i;
  };
  let data: JsonObject[];
  let hasMore: boolean;
  if (after) {
    const rest = items.slice(indexOf(after, "starting_after") + 1);
    data = rest.slice(0, limit);
    hasMore = rest.length > limit;
  } else if (before) {
    const head = items.slice(0, indexOf(before, "ending_before"));
    data = head.slice(Math.max(0, head.length - limit));
    hasMore = head.length > limit;
  } else {
    data = items.slice(0, limit);
    hasMore = items.length > limit;
  }
  return { object: "list", data, has_more: hasMore, url };
}

/** Newest first: records are kept in insertion order, which is creation order. */
export const newestFirst = <T>(map: Map<string, T>): T[] => [...map.values()].reverse();
