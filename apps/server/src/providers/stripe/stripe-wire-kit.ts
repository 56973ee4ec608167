import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import type Stripe from "stripe";
import { startFakeProviders, type RunningFakes } from "@questhq/fakes";
import { createStripeClient } from "./stripe-client";

// The Stripe fake's wire tests share one set-up: the fake, the official SDK pointed at it, and a webhook receiver
// that verifies every delivery's signature with stripe.webhooks.constructEvent. `useStripeFake()` registers the
// hooks in the calling test file and returns that file's own state (test files share evaluated modules, so nothing
// here may live at module level).

export const SECRET = "whsec_wire_test_secret";
export const MONTH = 28 * 86_400;

/** A response header of an SDK answer (with the fetch client, lastResponse is the fetch Response). */
export const responseHeader = (answer: { lastResponse: { headers: unknown } }, name: string): string | null => {
  const headers = answer.lastResponse.headers;
  return headers instanceof Headers ? headers.get(name) : ((headers as Record<string, string>)[name] ?? null);
};

/** The fields a browser would submit from the page's first form (its pre-filled values), and where to. */
export function firstForm(
  html: string,
  overrides: Record<string, string> = {},
): { action: string; body: URLSearchParams } {
  const form = /<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/.exec(html);
  if (!form) throw new Error("no form on the page");
  const entities: Record<string, string> = { "&quot;": '"', "&#39;": "'", "&lt;": "<", "&gt;": ">", "&amp;": "&" };
  const decodeEntities = (s: string) => s.replace(/&(quot|#39|lt|gt|amp);/g, (e) => entities[e]!);
  const body = new URLSearchParams();
  for (const input of form[2]!.match(/<input[^>]*>/g) ?? []) {
    const name = /name="([^"]*)"/.exec(input)?.[1];
    if (name) body.set(name, decodeEntities(/value="([^"]*)"/.exec(input)?.[1] ?? ""));
  }
  for (const [k, v] of Object.entries(overrides)) body.set(k, v);
  return { action: decodeEntities(form[1]!), body };
}

export type StripeWire = ReturnType<typeof useStripeFake>;

export function useStripeFake() {
  let fakes: RunningFakes | undefined;
  let receiver: Server | undefined;
  let receiverUrl = "";
  const wire = {
    /** The official SDK against the fake (set before the first test). */
    stripe: undefined as unknown as Stripe,
    /** The fake's base URL, …/stripe. */
    base: "",
    /** Deliveries whose signature verified, in arrival order. */
    received: [] as Stripe.Event[],
    rejected: [] as string[],
    /** The receiver answers 500 to this many deliveries before accepting. */
    failDeliveries: 0,
    async control(path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
      const res = await fetch(`${wire.base}/__control${path}`, {
        method: "POST",
        ...(body === undefined ? {} : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
      });
      return { status: res.status, body: await res.json() };
    },
    settle: async () => expect((await wire.control("/wait-for-deliveries")).body).toEqual({ idle: true }),
    receivedTypes: () => wire.received.map((e) => e.type),
    async plan(name = "Pro", lookupKey = "pro_monthly") {
      const product = await wire.stripe.products.create({ name, metadata: { tier: name.toLowerCase() } });
      const price = await wire.stripe.prices.create({
        product: product.id,
        unit_amount: 2900,
        currency: "usd",
        recurring: { interval: "month" },
        lookup_key: lookupKey,
      });
      return { product, price };
    },
    async openSession(customerEmail = "ada@example.com") {
      const { price } = await wire.plan();
      const customer = await wire.stripe.customers.create({
        email: customerEmail,
        name: "Ada",
        metadata: { userId: "u1" },
      });
      const session = await wire.stripe.checkout.sessions.create({
        mode: "subscription",
        customer: customer.id,
        line_items: [{ price: price.id, quantity: 1 }],
        success_url: "https://app.example/billing/done?session={CHECKOUT_SESSION_ID}",
        cancel_url: "https://app.example/billing",
        client_reference_id: "u1",
        metadata: { userId: "u1" },
        subscription_data: { metadata: { userId: "u1", plan: "pro" } },
        allow_promotion_codes: true,
      });
      return { customer, price, session };
    },
    /** A paid subscription, made through the control API's checkout completion; webhooks settled and forgotten. */
    async subscribed(card?: string) {
      const { customer, session } = await wire.openSession();
      const done = await wire.control(`/checkout/sessions/${session.id}/complete`, card ? { card } : {});
      expect(done.status).toBe(200);
      const completed = await wire.stripe.checkout.sessions.retrieve(session.id);
      const sub = await wire.stripe.subscriptions.retrieve(completed.subscription as string);
      await wire.settle();
      wire.received.length = 0;
      return { customer, session: completed, sub };
    },
  };

  beforeAll(async () => {
    fakes = await startFakeProviders();
    wire.base = `${fakes.url}/stripe`;
    wire.stripe = createStripeClient({ secretKey: "sk_test_wire", apiUrl: wire.base, maxNetworkRetries: 0 });
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        if (wire.failDeliveries > 0) {
          wire.failDeliveries -= 1;
          res.writeHead(500).end();
          return;
        }
        try {
          const raw = Buffer.concat(chunks).toString("utf8");
          const signature = String(req.headers["stripe-signature"]);
          wire.received.push(wire.stripe.webhooks.constructEvent(raw, signature, SECRET));
          res.writeHead(200, { "content-type": "application/json" }).end("{}");
        } catch (err) {
          wire.rejected.push(String(err));
          res.writeHead(400).end();
        }
      });
    });
    await new Promise<void>((resolve) => receiver!.listen(0, "127.0.0.1", resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks/stripe`;
  });

  beforeEach(async () => {
    await wire.settle();
    expect((await wire.control("/reset")).body).toEqual({ ok: true });
    expect((await wire.control("/webhook-endpoints", { url: receiverUrl, secret: SECRET })).status).toBe(201);
    wire.received.length = 0;
    wire.rejected.length = 0;
    wire.failDeliveries = 0;
  });

  afterAll(async () => {
    await fakes?.close();
    await new Promise((resolve) => receiver?.close(resolve));
  });

  return wire;
}
