import { addCustomer, newId, type StripeContext, type Subscription } from "./state";

// The sandbox keeps Stripe's world in memory while the product's database keeps its customers and subscriptions
// across restarts. At start-up the product hands its records back (control API), and they are made again here
// under the same ids, as they were: no event is sent, nothing is charged.

export type ImportedCustomer = { id: string; email?: string | null; name?: string | null };
export type ImportedSubscription = {
  id: string;
  customer: string;
  /** The plan, by its price's lookup key (the prices are made again at every start, with new ids). */
  lookupKey: string;
  status: "active" | "past_due" | "trialing";
  currentPeriodStart: number;
  currentPeriodEnd: number;
  cancelAtPeriodEnd: boolean;
  card?: { brand: string; last4: string } | null;
  metadata?: Record<string, string>;
};

export type ImportResult = { customers: number; subscriptions: number; skipped: string[] };

/** The test card that behaves like the stored one: 0341 keeps failing renewals, anything else pays. */
const cardNumberFor = (last4: string) => (last4 === "0341" ? "4000000000000341" : "4242424242424242");

export function importWorld(
  ctx: StripeContext,
  input: { customers?: ImportedCustomer[]; subscriptions?: ImportedSubscription[] },
): ImportResult {
  const { state } = ctx;
  const result: ImportResult = { customers: 0, subscriptions: 0, skipped: [] };
  for (const c of input.customers ?? []) {
    if (state.customers.has(c.id)) continue;
    const made = addCustomer(state, { email: c.email ?? null, name: c.name ?? null });
    state.customers.delete(made.id);
    state.customers.set(c.id, { ...made, id: c.id });
    result.customers += 1;
  }
  for (const s of input.subscriptions ?? []) {
    const customer = state.customers.get(s.customer);
    const price = [...state.prices.values()].find((p) => p.lookupKey === s.lookupKey && p.active && p.recurring);
    if (state.subscriptions.has(s.id) || !customer || !price?.recurring) {
      result.skipped.push(s.id);
      continue;
    }
    const now = state.now();
    let paymentMethod: string | null = null;
    if (s.card) {
      const number = cardNumberFor(s.card.last4);
      const pm = {
        id: newId.paymentMethod(),
        created: now,
        customer: customer.id,
        number,
        brand: s.card.brand,
        last4: s.card.last4,
      };
      state.paymentMethods.set(pm.id, {
        ...pm,
        expMonth: 12,
        expYear: 2034,
        name: customer.name,
        email: customer.email,
      });
      customer.defaultPaymentMethod = pm.id;
      paymentMethod = pm.id;
    }
    const sub: Subscription = {
      id: s.id,
      created: s.currentPeriodStart,
      customer: customer.id,
      status: s.status,
      items: [
        { id: newId.subscriptionItem(), created: s.currentPeriodStart, price: price.id, quantity: 1, metadata: {} },
      ],
      anchor: s.currentPeriodStart,
      recurring: price.recurring,
      periodIndex: 0,
      currentPeriodStart: s.currentPeriodStart,
      currentPeriodEnd: s.currentPeriodEnd,
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
      cancelAt: s.cancelAtPeriodEnd ? s.currentPeriodEnd : null,
      canceledAt: s.cancelAtPeriodEnd ? now : null,
      endedAt: null,
      cancellationReason: s.cancelAtPeriodEnd ? "cancellation_requested" : null,
      startDate: s.currentPeriodStart,
      defaultPaymentMethod: paymentMethod,
      latestInvoice: null,
      metadata: { ...s.metadata },
      currency: price.currency,
      failNextPayment: false,
    };
    state.subscriptions.set(sub.id, sub);
    result.subscriptions += 1;
  }
  return result;
}
