import { createFailureSwitch, type FailureSwitch } from "../control";
import type { Metadata } from "./params";
import type { Webhooks } from "./webhooks";
import { API_VERSION, newId, randomTail } from "./ids";

// What the Stripe fake remembers, as plain records; wire.ts turns them into Stripe's JSON objects. Every timestamp is
// read from a virtual clock (real time + an offset the control API moves), so renewals can be tested without waiting.

export { API_VERSION, newId, randomTail };

export type Interval = "day" | "week" | "month" | "year";
export type Recurring = { interval: Interval; intervalCount: number };

export type Customer = {
  id: string;
  created: number;
  email: string | null;
  name: string | null;
  description: string | null;
  phone: string | null;
  metadata: Metadata;
  defaultPaymentMethod: string | null;
  /** Invoice numbers are `<prefix>-0001`, … per customer, as in Stripe. */
  invoicePrefix: string;
  nextInvoiceSequence: number;
};

export type Product = {
  id: string;
  created: number;
  updated: number;
  name: string;
  description: string | null;
  active: boolean;
  metadata: Metadata;
  defaultPrice: string | null;
};

export type Price = {
  id: string;
  created: number;
  product: string;
  active: boolean;
  currency: string;
  unitAmount: number;
  recurring: Recurring | null;
  lookupKey: string | null;
  nickname: string | null;
  metadata: Metadata;
};

export type PaymentMethod = {
  id: string;
  created: number;
  customer: string | null;
  /** The full test card number: it decides how later charges go (e.g. 4000 0000 0000 0341 fails renewals). */
  number: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  name: string | null;
  email: string | null;
};

export type LineItem = { id: string; price: string; quantity: number };

export type CheckoutSession = {
  id: string;
  created: number;
  expiresAt: number;
  status: "open" | "complete" | "expired";
  paymentStatus: "unpaid" | "paid";
  customer: string | null;
  customerEmail: string | null;
  /** Name and email the buyer gave on the page (customer_details). */
  details: { email: string | null; name: string | null } | null;
  lineItems: LineItem[];
  successUrl: string | null;
  cancelUrl: string | null;
  clientReferenceId: string | null;
  metadata: Metadata;
  subscriptionMetadata: Metadata;
  allowPromotionCodes: boolean | null;
  subscription: string | null;
  invoice: string | null;
  currency: string;
  amountTotal: number;
};

export type PortalSession = { id: string; created: number; customer: string; returnUrl: string | null };

export type SubscriptionStatus =
  | "active"
  | "past_due"
  | "canceled"
  | "unpaid"
  | "incomplete"
  | "incomplete_expired"
  | "trialing"
  | "paused";

export type SubscriptionItem = { id: string; created: number; price: string; quantity: number; metadata: Metadata };

export type Subscription = {
  id: string;
  created: number;
  customer: string;
  status: SubscriptionStatus;
  items: SubscriptionItem[];
  /** Periods are counted from the anchor, so a month that starts on the 31st stays anchored there. */
  anchor: number;
  recurring: Recurring;
  periodIndex: number;
  currentPeriodStart: number;
  currentPeriodEnd: number;
  cancelAtPeriodEnd: boolean;
  cancelAt: number | null;
  canceledAt: number | null;
  endedAt: number | null;
  cancellationReason: "cancellation_requested" | "payment_failed" | null;
  startDate: number;
  defaultPaymentMethod: string | null;
  latestInvoice: string | null;
  metadata: Metadata;
  currency: string;
  /** Set by the control API: the next renewal charge fails whatever the card. */
  failNextPayment: boolean;
};

export type InvoiceLine = {
  id: string;
  price: string;
  quantity: number;
  amount: number;
  periodStart: number;
  periodEnd: number;
  subscriptionItem: string;
};

export type Invoice = {
  id: string;
  number: string;
  created: number;
  customer: string;
  customerEmail: string | null;
  customerName: string | null;
  subscription: string;
  subscriptionMetadata: Metadata;
  status: "open" | "paid";
  currency: string;
  total: number;
  amountPaid: number;
  attemptCount: number;
  billingReason: "subscription_create" | "subscription_cycle";
  periodStart: number;
  periodEnd: number;
  lines: InvoiceLine[];
  paidAt: number | null;
  nextPaymentAttempt: number | null;
};

/** A POST answer kept under its Idempotency-Key, with what identifies the request it answered. */
export type StoredAnswer = { fingerprint: string; status: number; body: unknown };

export type StripeState = {
  customers: Map<string, Customer>;
  /** Ids of deleted customers: Stripe still answers them, as { id, object: "customer", deleted: true }. */
  deletedCustomers: Set<string>;
  products: Map<string, Product>;
  prices: Map<string, Price>;
  paymentMethods: Map<string, PaymentMethod>;
  checkoutSessions: Map<string, CheckoutSession>;
  portalSessions: Map<string, PortalSession>;
  subscriptions: Map<string, Subscription>;
  invoices: Map<string, Invoice>;
  idempotency: Map<string, StoredAnswer>;
  /** Seconds the virtual clock is ahead of real time. */
  offsetSeconds: number;
  sw: FailureSwitch;
  /** The virtual clock, in Unix seconds. */
  now(): number;
  reset(): void;
};

/** Everything a route or page needs: the records, the public URL of the plugin and the webhook sender. */
export type StripeContext = { state: StripeState; baseUrl: () => string; webhooks: Webhooks };

export function createStripeState(): StripeState {
  const state: StripeState = {
    customers: new Map(),
    deletedCustomers: new Set(),
    products: new Map(),
    prices: new Map(),
    paymentMethods: new Map(),
    checkoutSessions: new Map(),
    portalSessions: new Map(),
    subscriptions: new Map(),
    invoices: new Map(),
    idempotency: new Map(),
    offsetSeconds: 0,
    sw: createFailureSwitch(),
    now: () => Math.floor(Date.now() / 1000) + state.offsetSeconds,
    reset() {
      for (const map of [state.customers, state.products, state.prices, state.paymentMethods, state.checkoutSessions])
        map.clear();
      for (const map of [state.portalSessions, state.subscriptions, state.invoices, state.idempotency]) map.clear();
      state.deletedCustomers.clear();
      state.offsetSeconds = 0;
      Object.assign(state.sw, createFailureSwitch());
    },
  };
  return state;
}

export function addCustomer(
  state: StripeState,
  fields: Partial<Pick<Customer, "email" | "name" | "description" | "phone" | "metadata">>,
): Customer {
  const customer: Customer = {
    id: newId.customer(),
    created: state.now(),
    email: fields.email ?? null,
    name: fields.name ?? null,
    description: fields.description ?? null,
    phone: fields.phone ?? null,
    metadata: fields.metadata ?? {},
    defaultPaymentMethod: null,
    invoicePrefix: randomTail(8).toUpperCase(),
    nextInvoiceSequence: 1,
  };
  state.customers.set(customer.id, customer);
  return customer;
}

/** `from` moved `count` intervals on, months in calendar terms (Jan 31 + 1 month = Feb 28/29, as Stripe does). */
export function addInterval(from: number, recurring: Recurring, count: number): number {
  const n = recurring.intervalCount * count;
  if (recurring.interval === "day") return from + n * 86_400;
  if (recurring.interval === "week") return from + n * 7 * 86_400;
  const months = recurring.interval === "year" ? n * 12 : n;
  const d = new Date(from * 1000);
  const day = d.getUTCDate();
  const target = new Date(d);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return Math.floor(target.getTime() / 1000);
}
