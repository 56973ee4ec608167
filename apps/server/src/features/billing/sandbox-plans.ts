import type { FastifyInstance } from "fastify";
import { providerUrls } from "../../providers/config";
import { createStripeClient } from "../../providers/stripe/stripe-client";
import { ensurePlans } from "./ensure-plans";

/**
 * The sandbox Stripe keeps its world in memory, so at every start the plans are created in it again,
 * through the SDK and the same code as `npm run stripe:setup`. It runs once the server listens, at the
 * address it listens on (PUBLIC_URL may be a proxy in front of it).
 */
export async function setUpSandboxPlans(app: FastifyInstance): Promise<void> {
  const stripe = providerUrls(app.env).stripe;
  if (!app.sandbox || !stripe?.apiUrl || stripe.apiUrl !== `${app.env.PUBLIC_URL}/sandbox/stripe`) return;
  const address = app.server.address();
  if (!address || typeof address === "string") return;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  const local = createStripeClient({ secretKey: stripe.secretKey, apiUrl: `http://${host}:${address.port}/sandbox/stripe` });
  try {
    const plans = await ensurePlans(local);
    app.log.info({ plans: plans.map((p) => p.lookupKey) }, "sandbox stripe: plans ready");
  } catch (err) {
    app.log.error({ err }, "sandbox stripe: the plans could not be created; /membership will show no plans");
  }
}
