import { invalid, noSuch, int, str, type Params } from "./params";
import type { StripeContext } from "./state";
import { checkoutLineItems, checkoutSessionWire, invoiceWire, subscriptionWire } from "./billing-wire";
import {
  customerWire,
  deletedCustomerWire,
  paymentMethodWire,
  priceWire,
  productWire,
  type Json,
  type JsonObject,
} from "./wire";

// `expand[]` and lists: any stored object by its id in place of a reference, and Stripe's cursor pagination.

/** Any stored object by its id, as Stripe JSON (what an expansion puts in place of the id). */
export function wireById(ctx: StripeContext, id: string): JsonObject | null {
  const s = ctx.state;
  const [prefix] = id.split("_");
  const lookup: Record<string, () => JsonObject | null> = {
    cus: () =>
      mapOr(s.customers.get(id), customerWire) ?? (s.deletedCustomers.has(id) ? deletedCustomerWire(id) : null),
    prod: () => mapOr(s.products.get(id), productWire),
    price: () => mapOr(s.prices.get(id), priceWire),
    pm: () => mapOr(s.paymentMethods.get(id), paymentMethodWire),
    cs: () => mapOr(s.checkoutSessions.get(id), (x) => checkoutSessionWire(ctx, x)),
    sub: () => mapOr(s.subscriptions.get(id), (x) => subscriptionWire(ctx, x)),
    in: () => mapOr(s.invoices.get(id), (x) => invoiceWire(ctx, x)),
  };
  return lookup[prefix ?? ""]?.() ?? null;
}

const mapOr = <T>(value: T | undefined, f: (v: T) => JsonObject): JsonObject | null =>
  value === undefined ? null : f(value);

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
  invalid(
    `This property cannot be expanded (${path}).${hint ? ` You may want to try expanding '${hint}' instead.` : ""}`,
    "expand",
  );

/** Applies `expand[]` paths (e.g. data.product, items.data.price.product) to an answer, in place. */
export function expand(ctx: StripeContext, answer: JsonObject, paths: string[]): JsonObject {
  for (const path of paths) {
    const segments = path.split(".");
    if (segments.length > 4)
      throw invalid(`You cannot expand more than 4 levels of a property. Property: ${path}`, "expand");
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
    value = node[head] = {
      object: "list",
      data,
      has_more: false,
      url: `/v1/checkout/sessions/${String(node.id)}/line_items`,
    };
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
