import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Answer, ProbeContext } from "../types";

// The scene the Stripe probes act in (providers/stripe.ts): stripe-node's way of calling, the plans, customers and
// subscriptions of every state the fake can produce, and a receiver for its webhook deliveries. Made once per run.

type Json = Record<string, unknown>;

export const KEY = "sk_test_contract";
export const LIVE_KEY = "sk_live_contract0000";
export const SECRET = "whsec_contract_probes";
export const DAY = 86_400;
export type Form = [string, string][];

/** A /v1 call as stripe-node makes it: the secret key as Bearer (none when `key` is null), bracketed form params. */
export function call(
  ctx: ProbeContext,
  method: "GET" | "POST" | "DELETE",
  path: string,
  params: Form = [],
  opts: { key?: string | null; idempotencyKey?: string } = {},
): Promise<Answer> {
  const form = new URLSearchParams(params).toString();
  const headers: Record<string, string> = {};
  if (opts.key !== null) headers.authorization = `Bearer ${opts.key ?? KEY}`;
  if (opts.idempotencyKey) headers["idempotency-key"] = opts.idempotencyKey;
  if (method === "POST") {
    headers["content-type"] = "application/x-www-form-urlencoded";
    return ctx.call(`${ctx.base}${path}`, { method, headers, body: form });
  }
  return ctx.call(`${ctx.base}${path}${form ? `?${form}` : ""}`, { method, headers });
}

/** The body of a call made to set the scene, which must succeed. */
export async function made(answer: Promise<Answer>): Promise<Json> {
  const { status, body } = await answer;
  if (status !== 200) throw new Error(`setting up: ${status} ${JSON.stringify(body)}`);
  return body as Json;
}

export const clock = async (ctx: ProbeContext) =>
  ((await (await fetch(`${ctx.base}/__control/clock`)).json()) as { now: number }).now;
export const periodEnd = (sub: Json) =>
  (sub.items as { data: { current_period_end: number }[] }).data[0]!.current_period_end;

// The plans as ensurePlans makes them (a product, then a monthly price with a lookup key that may move).
export const PLANS = [
  { tier: "Member", lookupKey: "contract_member_monthly", cents: 900 },
  { tier: "Pro", lookupKey: "contract_pro_monthly", cents: 2900 },
  { tier: "Whale", lookupKey: "contract_whale_monthly", cents: 9900 },
] as const;

export const productForm = (tier: string): Form => [
  ["name", `QuestHQ ${tier}`],
  ["description", `The ${tier} plan.`],
  ["metadata[questhq_tier]", tier],
];
export const priceForm = (product: string, lookupKey: string, cents: number): Form => [
  ["product", product],
  ["unit_amount", String(cents)],
  ["currency", "usd"],
  ["recurring[interval]", "month"],
  ["lookup_key", lookupKey],
  ["transfer_lookup_key", "true"],
  ["metadata[questhq_tier]", "contract"],
];
export const customerForm = (name: string): Form => [
  ["email", `${name.toLowerCase()}@example.com`],
  ["name", name],
  ["metadata[userId]", `user-${name.toLowerCase()}`],
];
/** Checkout as startCheckout asks for it. */
export const checkoutForm = (customer: string, price: string): Form => [
  ["mode", "subscription"],
  ["customer", customer],
  ["line_items[0][price]", price],
  ["line_items[0][quantity]", "1"],
  ["success_url", "https://questhq.example/membership?checkout=success&session_id={CHECKOUT_SESSION_ID}"],
  ["cancel_url", "https://questhq.example/membership?checkout=cancelled"],
  ["client_reference_id", `user-${customer}`],
  ["metadata[userId]", `user-${customer}`],
  ["metadata[tier]", "Pro"],
  ["subscription_data[metadata][userId]", `user-${customer}`],
  ["subscription_data[metadata][tier]", "Pro"],
];
export const portalForm = (customer: string): Form => [
  ["customer", customer],
  ["return_url", "https://questhq.example/settings#subscription"],
];

export type Delivery = { headers: Record<string, string>; raw: string; event: Json };
export type SubscriptionState = "active" | "cancelling" | "pastDue" | "canceled" | "trialing";
export type World = {
  prices: Json[];
  customers: Record<"ada" | "deleted", string>;
  subscriptions: Record<SubscriptionState | "toCancel", string>;
  deliveries: Delivery[];
};

/** Receives the fake's webhook deliveries, as the app's endpoint would, until closed. */
export async function receiver(): Promise<{ url: string; deliveries: Delivery[]; close(): Promise<void> }> {
  const deliveries: Delivery[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers)) headers[name] = String(value);
      deliveries.push({ headers, raw, event: JSON.parse(raw) as Json });
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/stripe/webhook`;
  return { url, deliveries, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * The scene the probes read: the three plans; customers subscribed through Checkout (paid through the control API,
 * as the hosted page would); a subscription in each state the fake reaches (active, cancelling at period end,
 * past_due after a failed renewal, canceled, trialing as the sandbox imports it); a deleted customer; and every
 * webhook event all that caused, as delivered to an endpoint registered for the while.
 */
export async function makeWorld(ctx: ProbeContext): Promise<World> {
  const prices: Json[] = [];
  for (const plan of PLANS) {
    const product = await made(call(ctx, "POST", "/v1/products", productForm(plan.tier)));
    prices.push(await made(call(ctx, "POST", "/v1/prices", priceForm(String(product.id), plan.lookupKey, plan.cents))));
  }
  const pro = String(prices[1]!.id);
  const endpoint = await receiver();
  try {
    await ctx.control("webhook-endpoints", { url: endpoint.url, secret: SECRET });
    const subscribe = async (name: string, card = "4242424242424242") => {
      const customer = String((await made(call(ctx, "POST", "/v1/customers", customerForm(name)))).id);
      const session = String((await made(call(ctx, "POST", "/v1/checkout/sessions", checkoutForm(customer, pro)))).id);
      await ctx.control(`checkout/sessions/${session}/complete`, { card });
      const paid = await made(call(ctx, "GET", `/v1/checkout/sessions/${session}`));
      const sub = await made(call(ctx, "GET", `/v1/subscriptions/${String(paid.subscription)}`));
      return { customer, sub, id: String(sub.id) };
    };
    const ada = await subscribe("Ada");
    const ben = await subscribe("Ben", "4000000000000341");
    const cyd = await subscribe("Cyd");
    const dee = await subscribe("Dee");
    const eve = await subscribe("Eve");
    const gus = await subscribe("Gus");
    // An unpaid session, which expires on the clock below.
    await made(call(ctx, "POST", "/v1/checkout/sessions", checkoutForm(ada.customer, pro)));
    await made(call(ctx, "POST", `/v1/subscriptions/${cyd.id}`, [["cancel_at_period_end", "true"]]));
    await made(call(ctx, "DELETE", `/v1/subscriptions/${dee.id}`));
    await made(call(ctx, "DELETE", `/v1/customers/${gus.customer}`));
    // Past the first period: Ada and Eve renew, Ben's 0341 card fails (past_due), Cyd's cancellation takes effect.
    await ctx.control("advance", { seconds: periodEnd(ada.sub) - (await clock(ctx)) + 60 });
    const fay = await subscribe("Fay");
    await made(call(ctx, "POST", `/v1/subscriptions/${fay.id}`, [["cancel_at_period_end", "true"]]));
    await ctx.control("wait-for-deliveries");
    return {
      prices,
      customers: { ada: ada.customer, deleted: gus.customer },
      subscriptions: {
        active: ada.id,
        cancelling: fay.id,
        pastDue: ben.id,
        canceled: cyd.id,
        trialing: await importTrial(ctx),
        toCancel: eve.id,
      },
      deliveries: endpoint.deliveries,
    };
  } finally {
    await ctx.control("webhook-endpoints", {}, "DELETE");
    await endpoint.close();
  }
}

/** A trialing subscription without a card, as the sandbox hands its stored ones back at start-up. */
export async function importTrial(ctx: ProbeContext): Promise<string> {
  const now = await clock(ctx);
  const id = "sub_1ContractTrialing000000000";
  await ctx.control("import", {
    customers: [{ id: "cus_ContractTrial0", email: "tia@example.com", name: "Tia" }],
    subscriptions: [
      {
        id,
        customer: "cus_ContractTrial0",
        lookupKey: PLANS[0].lookupKey,
        status: "trialing",
        currentPeriodStart: now - DAY,
        currentPeriodEnd: now + 13 * DAY,
        cancelAtPeriodEnd: false,
        card: null,
        metadata: { userId: "user-tia", tier: "Member" },
      },
    ],
  });
  return id;
}

// Made once per reset, by the first probe that needs it.
let world: Promise<World> | null = null;
export const worldOf = (ctx: ProbeContext) => (world ??= makeWorld(ctx));
/** A reset of the fake forgets its world: the next probe makes it again. */
export const forgetWorld = () => {
  world = null;
};
