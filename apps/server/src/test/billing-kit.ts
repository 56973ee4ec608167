import type Stripe from "stripe";
import { startFakeProviders, type RunningFakes } from "@questhq/fakes";
import { PLAN_LOOKUP_KEYS, type PaidTier } from "@questhq/core";
import { createStripeClient } from "../providers/stripe/stripe-client";
import { ensurePlans } from "../features/membership/ensure-plans";
import { forgetPlans } from "../features/membership/list-plans";
import { createTestApp, type Client, type TestApp } from "./harness";

// A server that sells plans through the Stripe fake: the fake on its own port, the app listening on
// another so the fake's signed webhooks reach it over HTTP, exactly as Stripe's would.

export const WEBHOOK_SECRET = "whsec_billing_test_secret";

export type BillingWorld = {
  t: TestApp;
  fakes: RunningFakes;
  stripe: Stripe;
  webhookUrl: string;
  /** The fake's control API (`/stripe/__control/<path>`). */
  control<T = unknown>(path: string, body?: unknown, method?: string): Promise<T>;
  close(): Promise<void>;
};

export async function startBillingWorld(overrides: Record<string, string> = {}): Promise<BillingWorld> {
  const fakes = await startFakeProviders();
  const apiUrl = `${fakes.url}/stripe`;
  const t = await createTestApp({
    STRIPE_SECRET_KEY: "sk_test_billing",
    STRIPE_API_URL: apiUrl,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRODUCTS_CACHE_SECONDS: "0",
    ...overrides,
  });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  if (!address || typeof address === "string") throw new Error("billing world: no port");
  const webhookUrl = `http://127.0.0.1:${address.port}/api/stripe/webhook`;
  const control = async <T>(
    path: string,
    body?: unknown,
    method = body === undefined && !path.startsWith("/") ? "GET" : "POST",
  ): Promise<T> => {
    const res = await fetch(`${apiUrl}/__control/${path.replace(/^\//, "")}`, {
      method,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`stripe control ${path}: ${res.status} ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  };
  await control("/webhook-endpoints", { url: webhookUrl, secret: WEBHOOK_SECRET });
  const stripe = createStripeClient({ secretKey: "sk_test_billing", apiUrl, maxNetworkRetries: 0 });
  forgetPlans();
  await ensurePlans(stripe);
  return {
    t,
    fakes,
    stripe,
    webhookUrl,
    control,
    close: async () => {
      await t.close();
      await fakes.close();
    },
  };
}

/** Checkout for `tier` as the signed-in `client`, paid on the fake's hosted page with `card`; webhooks delivered. */
export async function buyPlan(
  world: BillingWorld,
  client: Client,
  tier: PaidTier,
  card = "4242424242424242",
): Promise<string> {
  const res = await client.get(`/api/generate-stripe-checkout?plan=${PLAN_LOOKUP_KEYS[tier]}`);
  if (res.statusCode !== 200) throw new Error(`checkout: ${res.statusCode} ${res.body}`);
  const sessionId = new URL(res.json().url as string).pathname.split("/").pop()!;
  await world.control(`/checkout/sessions/${sessionId}/complete`, { card });
  await settle(world);
  return sessionId;
}

/** Waits until the fake has delivered every queued event. */
export async function settle(world: BillingWorld): Promise<void> {
  await world.control("/wait-for-deliveries", {});
}

/** Moves the fake's clock and waits for the resulting deliveries. */
export async function advance(world: BillingWorld, seconds: number): Promise<void> {
  await world.control("/advance", { seconds });
  await settle(world);
}

export const DAY = 24 * 60 * 60;
