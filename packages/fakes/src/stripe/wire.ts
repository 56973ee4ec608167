import type { Json, JsonObject } from "./json";
import type { Customer, PaymentMethod, Price, Product } from "./state";

// Stripe's JSON objects (API version 2026-10-28) built from the records: the catalogue here, billing objects in
// billing-wire.ts, lists and `expand` in expand.ts. References are ids unless expanded. Fields the fake never sets are
// still present (null, false or empty) so code reading them sees Stripe's shape.

export type { Json, JsonObject };

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
    invoice_settings: {
      custom_fields: null,
      default_payment_method: c.defaultPaymentMethod,
      footer: null,
      rendering_options: null,
    },
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

/** What Stripe answers for a customer once it is deleted (retrieved or expanded). */
export const deletedCustomerWire = (id: string): JsonObject => ({ id, object: "customer", deleted: true });

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
export function planWire(p: Price): JsonObject {
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
