import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLAN_LOOKUP_KEYS, type Subscription } from "@questhq/core";
import { Client, createSiblingApp, createTestApp, signInWithEmail, type TestApp } from "../../test/harness";
import { freePort } from "../../test/sandbox-kit";
import { setUpSandboxPlans } from "./sandbox-plans";
import { forgetPlans } from "./list-plans";

// The demo's Stripe is the sandbox fake mounted on the server itself (npm start): the plans are made in it at start,
// its webhooks come back to the same server, and after a restart (a new, empty fake on the same database) the
// customers and live subscriptions are handed back to it, so a demo purchase keeps working.

let port: number;
let first: TestApp;
let second: TestApp | undefined;

const env = () => ({
  SANDBOX_PROVIDERS: "true",
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  TRUSTED_ORIGINS: "http://localhost:3000",
});

beforeAll(async () => {
  port = await freePort();
  first = await createTestApp(env());
  await first.app.listen({ port, host: "127.0.0.1" });
  forgetPlans();
  await setUpSandboxPlans(first.app);
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const control = (path: string, body: unknown = {}) =>
  fetch(`http://127.0.0.1:${port}/sandbox/stripe/__control/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

describe("the sandbox Stripe of npm start", () => {
  it("sells the plans without keys, and keeps a purchase across a restart", async () => {
    const plans = (await first.app.inject({ url: "/api/stripe/products" })).json().data as { tierName: string }[];
    expect(plans.map((p) => p.tierName)).toEqual(["Member", "Pro", "Whale"]);

    const c = await signInWithEmail(first, "sandbox-buyer@example.com");
    const url = (await c.get(`/api/generate-stripe-checkout?plan=${PLAN_LOOKUP_KEYS.Pro}`)).json().url as string;
    expect(url.startsWith(`http://127.0.0.1:${port}/sandbox/stripe/checkout/`)).toBe(true);
    expect((await control(`checkout/sessions/${url.split("/").pop()}/complete`, { name: "Sam" })).status).toBe(200);
    expect((await control("wait-for-deliveries")).status).toBe(200);
    const bought = (await c.get("/api/v1/users/subscription")).json().data as Subscription;
    expect(bought).toMatchObject({ tierName: "Pro", kind: "stripe", paymentMethod: "visa 4242" });

    // A restart: the port freed, a new server (with a new, empty sandbox) on the same database.
    await new Promise<void>((resolve) => first.app.server.close(() => resolve()));
    second = await createSiblingApp(first, env());
    await second.app.listen({ port, host: "127.0.0.1" });
    forgetPlans();
    await setUpSandboxPlans(second.app);
    const again = new Client(second.app);
    again.cookies = c.cookies;

    expect((await again.get("/api/v1/users/subscription")).json().data).toMatchObject({
      tierName: "Pro",
      subscriptionId: bought.subscriptionId,
    });
    // The portal knows the customer, and Stripe knows the subscription: cancelling there reaches us by webhook.
    expect((await again.get("/api/generate-stripe-portal")).statusCode).toBe(200);
    const res = await fetch(`http://127.0.0.1:${port}/sandbox/stripe/v1/subscriptions/${bought.subscriptionId}`, {
      method: "POST",
      headers: { authorization: "Bearer sk_test_questhq_sandbox", "content-type": "application/x-www-form-urlencoded" },
      body: "cancel_at_period_end=true",
    });
    expect(res.status).toBe(200);
    await control("wait-for-deliveries");
    expect((await again.get("/api/v1/users/subscription")).json().data).toMatchObject({
      tierName: "Pro",
      cancelAtPeriodEnd: true,
    });
  });
});
