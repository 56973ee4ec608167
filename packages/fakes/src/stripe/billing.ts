import type { EventRequest } from "./webhooks";
import {
  addCustomer,
  addInterval,
  newId,
  type CheckoutSession,
  type Invoice,
  type PaymentMethod,
  type StripeContext,
  type Subscription,
} from "./state";
import { checkoutSessionWire, invoiceWire, subscriptionWire } from "./billing-wire";
import type { JsonObject } from "./wire";

// What happens behind Stripe's hosted pages and its clock: paying a checkout session (payment method, subscription,
// first invoice), cancelling at period end, paying a failed invoice with a new card, renewals. The pages, the API
// and the control API all go through these, so tests without a browser see exactly what a browser would cause.

export const TEST_CARDS = {
  succeeds: "4242424242424242",
  declined: "4000000000000002",
  insufficientFunds: "4000000000009995",
  /** Stripe's "attaches, but charges fail": here the first payment passes and renewals fail. */
  renewalsFail: "4000000000000341",
} as const;

export type CardInput = {
  number: string;
  expiry?: string | undefined;
  cvc?: string | undefined;
  name?: string | null | undefined;
};
type Card = { number: string; brand: string; last4: string; expMonth: number; expYear: number; name: string | null };
export type Outcome = { ok: true } | { ok: false; status: number; message: string };

const luhn = (digits: string) =>
  [...digits].reverse().reduce((sum, ch, i) => {
    const d = Number(ch) * (i % 2 === 1 ? 2 : 1);
    return sum + (d > 9 ? d - 9 : d);
  }, 0) %
    10 ===
  0;

function brandOf(number: string): string {
  if (number.startsWith("4")) return "visa";
  if (/^(5[1-5]|2[2-7])/.test(number)) return "mastercard";
  if (/^3[47]/.test(number)) return "amex";
  if (/^(6011|65)/.test(number)) return "discover";
  return "unknown";
}

/** The checks of Stripe's card form, with its messages. `now` is the virtual clock (expiry in the past). */
export function readCard(input: CardInput, now: number): { card: Card } | { error: string } {
  const number = input.number.replace(/[\s-]/g, "");
  if (!/^\d+$/.test(number) || number.length < 13) return { error: "Your card number is incomplete." };
  if (number.length > 19 || !luhn(number)) return { error: "Your card number is invalid." };
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input.expiry ?? "12 / 34");
  if (!expiry) return { error: "Your card's expiration date is incomplete." };
  const expMonth = Number(expiry[1]);
  const expYear = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  if (expMonth < 1 || expMonth > 12) return { error: "Your card's expiration date is invalid." };
  const today = new Date(now * 1000);
  if (expYear < today.getUTCFullYear()) return { error: "Your card's expiration year is in the past." };
  if (expYear === today.getUTCFullYear() && expMonth < today.getUTCMonth() + 1) {
    return { error: "Your card's expiration date is in the past." };
  }
  if (!/^\d{3,4}$/.test((input.cvc ?? "123").trim())) return { error: "Your card's security code is incomplete." };
  const name = input.name?.trim() || null;
  return { card: { number, brand: brandOf(number), last4: number.slice(-4), expMonth, expYear, name } };
}

/** Why a charge on this card fails, or null; `first` is the payment made while subscribing. */
export function declineMessage(number: string, first: boolean): string | null {
  if (number === TEST_CARDS.declined) return "Your card was declined.";
  if (number === TEST_CARDS.insufficientFunds) return "Your card has insufficient funds.";
  if (number === TEST_CARDS.renewalsFail && !first) return "Your card was declined.";
  return null;
}

/** Top-level fields that changed, with their old values (an event's data.previous_attributes). */
export function changedFields(before: JsonObject, after: JsonObject): JsonObject {
  const previous: JsonObject = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) previous[key] = before[key] ?? null;
  }
  return previous;
}

/** Applies `change` to a subscription and sends customer.subscription.updated when anything changed. */
export function changeSubscription(
  ctx: StripeContext,
  sub: Subscription,
  change: () => void,
  opts: { at?: number; request?: EventRequest } = {},
): string | null {
  const before = subscriptionWire(ctx, sub);
  change();
  const after = subscriptionWire(ctx, sub);
  const previous = changedFields(before, after);
  if (Object.keys(previous).length === 0) return null;
  const request = opts.request ? { request: opts.request } : {};
  return ctx.webhooks.emit("customer.subscription.updated", after, {
    created: opts.at ?? ctx.state.now(),
    previous,
    ...request,
  });
}

function createPaymentMethod(ctx: StripeContext, customerId: string, card: Card, email: string | null): PaymentMethod {
  const pm: PaymentMethod = {
    id: newId.paymentMethod(),
    created: ctx.state.now(),
    customer: customerId,
    email,
    ...card,
  };
  ctx.state.paymentMethods.set(pm.id, pm);
  return pm;
}

function createInvoice(
  ctx: StripeContext,
  sub: Subscription,
  reason: Invoice["billingReason"],
  at: number,
  period: { start: number; end: number },
): Invoice {
  const customer = ctx.state.customers.get(sub.customer)!;
  const lines = sub.items.map((item) => ({
    id: newId.invoiceLine(),
    price: item.price,
    quantity: item.quantity,
    amount: ctx.state.prices.get(item.price)!.unitAmount * item.quantity,
    // The lines bill the service period that starts now.
    periodStart: sub.currentPeriodStart,
    periodEnd: sub.currentPeriodEnd,
    subscriptionItem: item.id,
  }));
  const invoice: Invoice = {
    id: newId.invoice(),
    number: `${customer.invoicePrefix}-${String(customer.nextInvoiceSequence++).padStart(4, "0")}`,
    created: at,
    customer: customer.id,
    customerEmail: customer.email,
    customerName: customer.name,
    subscription: sub.id,
    subscriptionMetadata: { ...sub.metadata },
    status: "open",
    currency: sub.currency,
    total: lines.reduce((sum, line) => sum + line.amount, 0),
    amountPaid: 0,
    attemptCount: 0,
    billingReason: reason,
    // Like Stripe: the invoice's own period is the one that just ended (a point in time for the first invoice).
    periodStart: period.start,
    periodEnd: period.end,
    lines,
    paidAt: null,
    nextPaymentAttempt: null,
  };
  ctx.state.invoices.set(invoice.id, invoice);
  return invoice;
}

function markPaid(invoice: Invoice, at: number): void {
  invoice.status = "paid";
  invoice.amountPaid = invoice.total;
  invoice.attemptCount += 1;
  invoice.paidAt = at;
  invoice.nextPaymentAttempt = null;
}

/** Is the session still payable (open and not past expires_at on the virtual clock)? */
export const isPayable = (ctx: StripeContext, s: CheckoutSession) =>
  s.status === "open" && s.expiresAt > ctx.state.now();

/** The success URL with Stripe's {CHECKOUT_SESSION_ID} template filled in. */
export const successRedirect = (s: CheckoutSession) => s.successUrl?.split("{CHECKOUT_SESSION_ID}").join(s.id) ?? null;

/**
 * The buyer pays a subscription-mode session: customer (made from the email when the session has none), card,
 * subscription, paid first invoice, then customer.subscription.created, invoice.paid, checkout.session.completed.
 */
export function completeCheckout(
  ctx: StripeContext,
  session: CheckoutSession,
  input: { card: CardInput; email?: string | null },
): Outcome {
  const { state } = ctx;
  if (!isPayable(ctx, session))
    return { ok: false, status: 409, message: "This Checkout Session is no longer active." };
  const read = readCard(input.card, state.now());
  if ("error" in read) return { ok: false, status: 400, message: read.error };
  const decline = declineMessage(read.card.number, true);
  if (decline) return { ok: false, status: 402, message: decline };

  const now = state.now();
  let customer = session.customer ? state.customers.get(session.customer) : undefined;
  if (!customer) {
    const email = session.customerEmail ?? input.email?.trim() ?? "";
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
      return { ok: false, status: 400, message: "Your email address is incomplete." };
    customer = addCustomer(state, { email, name: read.card.name });
  }
  const pm = createPaymentMethod(ctx, customer.id, read.card, customer.email);
  customer.defaultPaymentMethod = pm.id;

  const firstPrice = state.prices.get(session.lineItems[0]!.price)!;
  const recurring = firstPrice.recurring!;
  const sub: Subscription = {
    id: newId.subscription(),
    created: now,
    customer: customer.id,
    status: "active",
    items: session.lineItems.map((li) => ({
      id: newId.subscriptionItem(),
      created: now,
      price: li.price,
      quantity: li.quantity,
      metadata: {},
    })),
    anchor: now,
    recurring,
    periodIndex: 0,
    currentPeriodStart: now,
    currentPeriodEnd: addInterval(now, recurring, 1),
    cancelAtPeriodEnd: false,
    cancelAt: null,
    canceledAt: null,
    endedAt: null,
    cancellationReason: null,
    startDate: now,
    defaultPaymentMethod: pm.id,
    latestInvoice: null,
    metadata: { ...session.subscriptionMetadata },
    currency: session.currency,
    failNextPayment: false,
  };
  state.subscriptions.set(sub.id, sub);
  const invoice = createInvoice(ctx, sub, "subscription_create", now, { start: now, end: now });
  markPaid(invoice, now);
  sub.latestInvoice = invoice.id;

  session.status = "complete";
  session.paymentStatus = "paid";
  session.customer = customer.id;
  session.subscription = sub.id;
  session.invoice = invoice.id;
  session.details = { email: customer.email, name: read.card.name ?? customer.name };

  ctx.webhooks.emit("customer.subscription.created", subscriptionWire(ctx, sub), { created: now });
  ctx.webhooks.emit("invoice.paid", invoiceWire(ctx, invoice), { created: now });
  ctx.webhooks.emit("checkout.session.completed", checkoutSessionWire(ctx, session), { created: now });
  return { ok: true };
}

/** cancel_at_period_end as Stripe sets it: cancel_at becomes the period end, canceled_at the time of the request. */
export function applyCancelAtPeriodEnd(sub: Subscription, cancel: boolean, now: number): void {
  if (sub.cancelAtPeriodEnd === cancel) return;
  sub.cancelAtPeriodEnd = cancel;
  sub.cancelAt = cancel ? sub.currentPeriodEnd : null;
  sub.canceledAt = cancel ? now : null;
  sub.cancellationReason = cancel ? "cancellation_requested" : null;
}

/** Cancel at the end of the period (portal "Cancel plan"), or undo it ("Renew plan"). */
export function setCancelAtPeriodEnd(ctx: StripeContext, sub: Subscription, cancel: boolean): string | null {
  if (sub.status === "canceled") return null;
  return changeSubscription(ctx, sub, () => applyCancelAtPeriodEnd(sub, cancel, ctx.state.now()));
}

/** Cancels now (DELETE /v1/subscriptions/:id). */
export function cancelNow(ctx: StripeContext, sub: Subscription, request?: EventRequest): string {
  const now = ctx.state.now();
  sub.status = "canceled";
  sub.canceledAt = now;
  sub.endedAt = now;
  sub.cancellationReason = "cancellation_requested";
  const wire = subscriptionWire(ctx, sub);
  return ctx.webhooks.emit("customer.subscription.deleted", wire, { created: now, ...(request ? { request } : {}) });
}

/** A new card from the portal: it becomes the default and pays the subscription's open invoices. */
export function updateCard(ctx: StripeContext, sub: Subscription, input: CardInput): Outcome {
  const now = ctx.state.now();
  const read = readCard(input, now);
  if ("error" in read) return { ok: false, status: 400, message: read.error };
  const decline = declineMessage(read.card.number, false);
  if (decline) return { ok: false, status: 402, message: decline };
  const customer = ctx.state.customers.get(sub.customer)!;
  const pm = createPaymentMethod(ctx, customer.id, read.card, customer.email);
  customer.defaultPaymentMethod = pm.id;
  const open = [...ctx.state.invoices.values()].filter((inv) => inv.subscription === sub.id && inv.status === "open");
  changeSubscription(ctx, sub, () => {
    sub.defaultPaymentMethod = pm.id;
    for (const invoice of open) {
      markPaid(invoice, now);
      ctx.webhooks.emit("invoice.paid", invoiceWire(ctx, invoice), { created: now });
    }
    if (sub.status === "past_due" || sub.status === "unpaid") sub.status = "active";
  });
  return { ok: true };
}

/** A period ends: cancel if asked to, else bill the next one (charged to the default card). */
function endPeriod(ctx: StripeContext, sub: Subscription, events: string[]): void {
  const at = sub.currentPeriodEnd;
  if (sub.cancelAtPeriodEnd) {
    sub.status = "canceled";
    sub.endedAt = at;
    events.push(ctx.webhooks.emit("customer.subscription.deleted", subscriptionWire(ctx, sub), { created: at }));
    return;
  }
  const ended = { start: sub.currentPeriodStart, end: at };
  let invoice: Invoice | undefined;
  const updated = changeSubscription(
    ctx,
    sub,
    () => {
      sub.periodIndex += 1;
      sub.currentPeriodStart = at;
      sub.currentPeriodEnd = addInterval(sub.anchor, sub.recurring, sub.periodIndex + 1);
      invoice = createInvoice(ctx, sub, "subscription_cycle", at, ended);
      sub.latestInvoice = invoice.id;
      const pm = sub.defaultPaymentMethod ? ctx.state.paymentMethods.get(sub.defaultPaymentMethod) : undefined;
      const fails = sub.failNextPayment || !pm || declineMessage(pm.number, false) !== null;
      sub.failNextPayment = false;
      if (fails) {
        invoice.attemptCount = 1;
        invoice.nextPaymentAttempt = at + 3 * 86_400;
        sub.status = "past_due";
        events.push(ctx.webhooks.emit("invoice.payment_failed", invoiceWire(ctx, invoice), { created: at }));
      } else {
        markPaid(invoice, at);
        const stillOpen = [...ctx.state.invoices.values()].some(
          (inv) => inv.subscription === sub.id && inv.status === "open",
        );
        if (!stillOpen) sub.status = "active";
        events.push(ctx.webhooks.emit("invoice.paid", invoiceWire(ctx, invoice), { created: at }));
      }
    },
    { at },
  );
  if (updated) events.push(updated);
}

/**
 * Moves the virtual clock on and lets everything that fell due happen in time order: checkout sessions expire,
 * subscription periods end (several times if the jump is long). Returns the ids of the events made.
 */
export function advanceClock(ctx: StripeContext, seconds: number): string[] {
  const { state } = ctx;
  state.offsetSeconds += seconds;
  const now = state.now();
  const events: string[] = [];
  for (let guard = 0; guard < 10_000; guard++) {
    let next: { at: number; run: () => void } | null = null;
    for (const session of state.checkoutSessions.values()) {
      if (session.status === "open" && session.expiresAt <= now && (!next || session.expiresAt < next.at)) {
        next = {
          at: session.expiresAt,
          run: () => {
            session.status = "expired";
            events.push(
              ctx.webhooks.emit("checkout.session.expired", checkoutSessionWire(ctx, session), {
                created: session.expiresAt,
              }),
            );
          },
        };
      }
    }
    for (const sub of state.subscriptions.values()) {
      const live = sub.status === "active" || sub.status === "past_due";
      if (live && sub.currentPeriodEnd <= now && (!next || sub.currentPeriodEnd < next.at)) {
        next = { at: sub.currentPeriodEnd, run: () => endPeriod(ctx, sub, events) };
      }
    }
    if (!next) break;
    next.run();
  }
  return events;
}
