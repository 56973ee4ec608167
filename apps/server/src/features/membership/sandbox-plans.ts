import type { FastifyInstance } from "fastify";
import { and, eq, gt, inArray } from "drizzle-orm";
import { PLAN_LOOKUP_KEYS } from "@questhq/core";
import { stripeCustomer, subscription, user } from "../../db/schema/index";
import { providerUrls } from "../../providers/config";
import { createStripeClient } from "../../providers/stripe/stripe-client";
import { ensurePlans } from "./ensure-plans";

/**
 * The sandbox Stripe keeps its world in memory, so at every start the plans are created in it again, through the
 * SDK and the same code as `npm run stripe:setup`, and the customers and live subscriptions this database knows are
 * handed back to it (its control API), so a demo purchase survives a restart. It runs once the server listens, at
 * the address it listens on (PUBLIC_URL may be a proxy in front of it).
 */
export async function setUpSandboxPlans(app: FastifyInstance): Promise<void> {
  const stripe = providerUrls(app.env).stripe;
  if (!app.sandbox || !stripe?.apiUrl || stripe.apiUrl !== `${app.env.PUBLIC_URL}/sandbox/stripe`) return;
  const address = app.server.address();
  if (!address || typeof address === "string") return;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  const local = `http://${host}:${address.port}/sandbox/stripe`;
  try {
    const plans = await ensurePlans(createStripeClient({ secretKey: stripe.secretKey, apiUrl: local }));
    const restored = await restoreSandboxWorld(app, local);
    app.log.info({ plans: plans.map((p) => p.lookupKey), restored }, "sandbox stripe: plans ready");
  } catch (err) {
    app.log.error({ err }, "sandbox stripe: the plans could not be created; /membership will show no plans");
  }
}

async function restoreSandboxWorld(app: FastifyInstance, local: string): Promise<unknown> {
  const db = app.database.db;
  const customers = await db
    .select({ id: stripeCustomer.customerId, email: user.email, name: user.name })
    .from(stripeCustomer)
    .innerJoin(user, eq(user.id, stripeCustomer.userId));
  const live = await db
    .select()
    .from(subscription)
    .where(
      and(
        eq(subscription.kind, "stripe"),
        inArray(subscription.status, ["active", "past_due", "trialing"]),
        gt(subscription.currentPeriodEnd, new Date()),
      ),
    );
  const seconds = (d: Date | null) => Math.floor((d ?? new Date()).getTime() / 1000);
  const subscriptions = live.flatMap((s) => {
    const [brand, last4] = s.paymentMethod?.split(" ") ?? [];
    if (!s.stripeCustomerId || (s.status !== "active" && s.status !== "past_due" && s.status !== "trialing")) return [];
    return [
      {
        id: s.id,
        customer: s.stripeCustomerId,
        lookupKey: PLAN_LOOKUP_KEYS[s.tierName],
        status: s.status,
        currentPeriodStart: seconds(s.currentPeriodStart),
        currentPeriodEnd: seconds(s.currentPeriodEnd),
        cancelAtPeriodEnd: s.cancelAtPeriodEnd,
        card: brand && last4 ? { brand, last4 } : null,
        metadata: { userId: s.userId, tier: s.tierName },
      },
    ];
  });
  if (customers.length === 0) return { customers: 0, subscriptions: 0 };
  const res = await fetch(`${local}/__control/import`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ customers, subscriptions }),
  });
  if (!res.ok) throw new Error(`sandbox stripe import: ${res.status} ${await res.text()}`);
  return res.json();
}
