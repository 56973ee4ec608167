import type { ApiRouter } from "./api";
import {
  applyMetadata,
  bool,
  hash,
  int,
  invalid,
  missing,
  noSuch,
  nonEmpty,
  nullable,
  oneOf,
  required,
  str,
  strings,
  type Params,
  type StripeError,
} from "./params";
import { cancelNow } from "./billing";
import { addCustomer, newId, type Price, type Product, type Recurring, type StripeContext } from "./state";
import { listWire, newestFirst } from "./expand";
import { customerWire, deletedCustomerWire, paymentMethodWire, priceWire, productWire } from "./wire";

// The catalogue and account side of the API: customers, products, prices (with unique lookup keys), payment methods
// and events. Checkout, portal, subscriptions and invoices are in billing-routes.ts.

export function must<T>(value: T | undefined, err: () => StripeError): T {
  if (value === undefined) throw err();
  return value;
}

export function email(p: Params, key = "email"): string | null | undefined {
  const v = nullable(p, key);
  if (v && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v)) throw invalid(`Invalid email address: ${v}`, key, "email_invalid");
  return v;
}

export function url(p: Params, key: string): string | null {
  const v = nonEmpty(p, key);
  if (v === undefined) return null;
  let parsed: URL | null = null;
  try {
    parsed = new URL(v.replace(/\{CHECKOUT_SESSION_ID\}/g, "x"));
  } catch {
    parsed = null;
  }
  if (!parsed || !/^https?:$/.test(parsed.protocol)) throw invalid("Not a valid URL", key, "url_invalid");
  return v;
}

type PriceFields = Pick<Price, "currency" | "unitAmount" | "recurring" | "nickname" | "lookupKey" | "metadata">;

/** The price parameters of POST /v1/prices, or of default_price_data (names then carry that prefix). */
function readPrice(p: Params, prefix?: string): PriceFields {
  const name = (k: string) => (prefix ? `${prefix}[${k}]` : k);
  const currency = required(p, "currency", name("currency")).toLowerCase();
  if (!/^[a-z]{3}$/.test(currency)) throw invalid(`Invalid currency: ${currency}.`, name("currency"));
  const unitAmount = int(p, "unit_amount", name("unit_amount"));
  if (unitAmount === undefined) throw missing(name("unit_amount"));
  if (unitAmount < 0) throw invalid("This value must be greater than or equal to 0.", name("unit_amount"));
  const rec = hash(p, "recurring", name("recurring"));
  let recurring: Recurring | null = null;
  if (rec) {
    const interval = oneOf(
      rec,
      "interval",
      ["day", "month", "week", "year"] as const,
      `${name("recurring")}[interval]`,
    );
    if (!interval) throw missing(`${name("recurring")}[interval]`);
    const intervalCount = int(rec, "interval_count", `${name("recurring")}[interval_count]`) ?? 1;
    if (intervalCount < 1)
      throw invalid("This value must be greater than or equal to 1.", `${name("recurring")}[interval_count]`);
    recurring = { interval, intervalCount };
  }
  const lookupKey = nullable(p, "lookup_key", name("lookup_key")) ?? null;
  if (lookupKey && lookupKey.length > 200)
    throw invalid("The lookup_key must be at most 200 characters.", name("lookup_key"));
  const nickname = nullable(p, "nickname", name("nickname")) ?? null;
  return { currency, unitAmount, recurring, nickname, lookupKey, metadata: applyMetadata({}, p) };
}

export function registerCatalogRoutes(r: ApiRouter, ctx: StripeContext): void {
  const { state } = ctx;
  const customer = (id: string, param = "id", status = 404) =>
    must(state.customers.get(id), () => noSuch("customer", id, param, status));
  const product = (id: string, param = "id", status = 404) =>
    must(state.products.get(id), () => noSuch("product", id, param, status));
  const price = (id: string) => must(state.prices.get(id), () => noSuch("price", id));

  /** A lookup key is unique: it moves from the price holding it only when transfer_lookup_key=true. */
  function claimLookupKey(key: string | null, p: Params, self?: Price): void {
    if (!key) return;
    const holder = [...state.prices.values()].find((other) => other.lookupKey === key && other !== self);
    if (!holder) return;
    if (!bool(p, "transfer_lookup_key"))
      throw invalid(`A price (\`${holder.id}\`) already uses that lookup key.`, "lookup_key");
    holder.lookupKey = null;
  }

  function addPrice(fields: PriceFields, productId: string): Price {
    const created: Price = { id: newId.price(), created: state.now(), product: productId, active: true, ...fields };
    state.prices.set(created.id, created);
    return created;
  }

  // Customers.
  r.post("/customers", ({ params }) => {
    const c = addCustomer(state, {
      email: email(params) ?? null,
      name: nullable(params, "name") ?? null,
      description: nullable(params, "description") ?? null,
      phone: nullable(params, "phone") ?? null,
      metadata: applyMetadata({}, params),
    });
    return customerWire(c);
  });
  r.get("/customers", ({ params }) => {
    const wanted = str(params, "email");
    const all = newestFirst(state.customers).filter((c) => wanted === undefined || c.email === wanted);
    return listWire(all.map(customerWire), params, "/v1/customers", "customer");
  });
  r.get("/customers/:id", ({ id }) =>
    state.deletedCustomers.has(id) ? deletedCustomerWire(id) : customerWire(customer(id)),
  );
  r.post("/customers/:id", ({ id, params }) => {
    const c = customer(id);
    const mail = email(params);
    const settings = hash(params, "invoice_settings");
    const pm = settings
      ? nullable(settings, "default_payment_method", "invoice_settings[default_payment_method]")
      : undefined;
    if (pm && state.paymentMethods.get(pm)?.customer !== c.id) {
      throw noSuch("PaymentMethod", pm, "invoice_settings[default_payment_method]", 400);
    }
    if (mail !== undefined) c.email = mail;
    for (const key of ["name", "description", "phone"] as const) {
      const v = nullable(params, key);
      if (v !== undefined) c[key] = v;
    }
    c.metadata = applyMetadata(c.metadata, params);
    if (pm !== undefined) c.defaultPaymentMethod = pm;
    return customerWire(c);
  });
  // Deleting a customer ends its subscriptions at once, as Stripe does (customer.subscription.deleted for each).
  r.del("/customers/:id", ({ id, request }) => {
    const c = customer(id);
    for (const sub of state.subscriptions.values()) {
      if (sub.customer === c.id && sub.status !== "canceled" && sub.status !== "incomplete_expired")
        cancelNow(ctx, sub, request);
    }
    state.customers.delete(c.id);
    state.deletedCustomers.add(c.id);
    ctx.webhooks.emit("customer.deleted", customerWire(c), { created: state.now(), request });
    return deletedCustomerWire(c.id);
  });
  r.get("/customers/:id/payment_methods", ({ id, params }) => {
    customer(id);
    const all = newestFirst(state.paymentMethods).filter((pm) => pm.customer === id);
    return listWire(all.map(paymentMethodWire), params, `/v1/customers/${id}/payment_methods`, "PaymentMethod");
  });

  // Products.
  r.post("/products", ({ params }) => {
    const name = required(params, "name");
    const id = nonEmpty(params, "id");
    if (id && state.products.has(id)) throw invalid("Product already exists.", "id", "resource_already_exists");
    const priceData = hash(params, "default_price_data");
    const priceFields = priceData ? readPrice(priceData, "default_price_data") : null;
    if (priceFields) claimLookupKey(priceFields.lookupKey, priceData!);
    const now = state.now();
    const created: Product = {
      id: id ?? newId.product(),
      created: now,
      updated: now,
      name,
      description: nullable(params, "description") ?? null,
      active: bool(params, "active") ?? true,
      metadata: applyMetadata({}, params),
      defaultPrice: null,
    };
    state.products.set(created.id, created);
    if (priceFields) created.defaultPrice = addPrice(priceFields, created.id).id;
    return productWire(created);
  });
  r.get("/products", ({ params }) => {
    const active = bool(params, "active");
    const ids = strings(params, "ids");
    const all = newestFirst(state.products).filter(
      (p) => (active === undefined || p.active === active) && (!ids || ids.includes(p.id)),
    );
    return listWire(all.map(productWire), params, "/v1/products", "product");
  });
  r.get("/products/:id", ({ id }) => productWire(product(id)));
  r.post("/products/:id", ({ id, params }) => {
    const p = product(id);
    const name = nonEmpty(params, "name");
    const defaultPrice = nullable(params, "default_price");
    if (defaultPrice && state.prices.get(defaultPrice)?.product !== p.id)
      throw noSuch("price", defaultPrice, "default_price", 400);
    if (name !== undefined) p.name = name;
    const description = nullable(params, "description");
    if (description !== undefined) p.description = description;
    p.active = bool(params, "active") ?? p.active;
    p.metadata = applyMetadata(p.metadata, params);
    if (defaultPrice !== undefined) p.defaultPrice = defaultPrice;
    p.updated = state.now();
    return productWire(p);
  });

  // Prices.
  r.post("/prices", ({ params }) => {
    const productId = nonEmpty(params, "product");
    const productData = hash(params, "product_data");
    if (productId && productData)
      throw invalid("You may only specify one of these parameters: product, product_data.", "product");
    if (!productId && !productData) throw missing("product");
    const fields = readPrice(params);
    if (productId) product(productId, "product", 400);
    const productName = productData ? required(productData, "name", "product_data[name]") : null;
    claimLookupKey(fields.lookupKey, params);
    let owner = productId;
    if (!owner) {
      const now = state.now();
      const made: Product = {
        id: newId.product(),
        created: now,
        updated: now,
        name: productName!,
        description: null,
        active: true,
        metadata: applyMetadata({}, productData!),
        defaultPrice: null,
      };
      state.products.set(made.id, made);
      owner = made.id;
    }
    const created = addPrice(fields, owner);
    created.active = bool(params, "active") ?? true;
    return priceWire(created);
  });
  r.get("/prices", ({ params }) => {
    const active = bool(params, "active");
    const productId = str(params, "product");
    const type = oneOf(params, "type", ["one_time", "recurring"] as const);
    const currency = str(params, "currency")?.toLowerCase();
    const lookupKeys = strings(params, "lookup_keys");
    if (lookupKeys && lookupKeys.length > 10)
      throw invalid("You may only specify up to 10 lookup keys.", "lookup_keys");
    const interval = hash(params, "recurring") && str(hash(params, "recurring")!, "interval", "recurring[interval]");
    const all = newestFirst(state.prices).filter(
      (p) =>
        (active === undefined || p.active === active) &&
        (productId === undefined || p.product === productId) &&
        (type === undefined || (type === "recurring") === (p.recurring !== null)) &&
        (currency === undefined || p.currency === currency) &&
        (!lookupKeys || (p.lookupKey !== null && lookupKeys.includes(p.lookupKey))) &&
        (!interval || p.recurring?.interval === interval),
    );
    return listWire(all.map(priceWire), params, "/v1/prices", "price");
  });
  r.get("/prices/:id", ({ id }) => priceWire(price(id)));
  r.post("/prices/:id", ({ id, params }) => {
    const p = price(id);
    const lookupKey = nullable(params, "lookup_key");
    if (lookupKey !== undefined) claimLookupKey(lookupKey, params, p);
    p.active = bool(params, "active") ?? p.active;
    const nickname = nullable(params, "nickname");
    if (nickname !== undefined) p.nickname = nickname;
    if (lookupKey !== undefined) p.lookupKey = lookupKey;
    p.metadata = applyMetadata(p.metadata, params);
    return priceWire(p);
  });

  // Payment methods.
  r.get("/payment_methods/:id", ({ id }) =>
    paymentMethodWire(must(state.paymentMethods.get(id), () => noSuch("PaymentMethod", id))),
  );
  r.get("/payment_methods", ({ params }) => {
    const owner = str(params, "customer");
    if (owner) customer(owner, "customer", 400);
    oneOf(params, "type", ["card"] as const);
    const all = newestFirst(state.paymentMethods).filter((pm) => owner === undefined || pm.customer === owner);
    return listWire(all.map(paymentMethodWire), params, "/v1/payment_methods", "PaymentMethod");
  });

  // Events (the same objects the webhooks carried).
  r.get("/events/:id", ({ id }) => must(ctx.webhooks.get(id), () => noSuch("event", id)).event);
  r.get("/events", ({ params }) => {
    const types = [...(strings(params, "types") ?? []), ...(str(params, "type") ? [str(params, "type")!] : [])];
    const matches = (type: string) =>
      types.length === 0 || types.some((t) => (t.endsWith(".*") ? type.startsWith(t.slice(0, -1)) : type === t));
    const all = ctx.webhooks
      .events()
      .map((record) => record.event)
      .filter((event) => matches(String(event.type)))
      .reverse();
    return listWire(all, params, "/v1/events", "event");
  });
}
