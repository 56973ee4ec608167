import { loadEnv } from "../env";
import { providerUrls } from "../providers/config";
import { createStripeClient } from "../providers/stripe/stripe-client";
import { ensurePlans } from "../features/membership/ensure-plans";

// npm run stripe:setup: creates (or finds) the Member, Pro and Whale plans in the Stripe account of
// STRIPE_SECRET_KEY. Safe to run again. In the sandbox the server does this itself when it starts.

const env = loadEnv();
const stripe = providerUrls(env).stripe;
if (!stripe) {
  console.error("STRIPE_SECRET_KEY is not set: there is no Stripe account to set up.");
  process.exit(1);
}
const plans = await ensurePlans(createStripeClient({ secretKey: stripe.secretKey, apiUrl: stripe.apiUrl }));
for (const p of plans)
  console.log(`${p.tier.padEnd(6)} ${p.lookupKey.padEnd(24)} ${p.priceId}  ${p.created ? "created" : "already there"}`);
console.log(
  "Webhook: point a Stripe webhook endpoint at <PUBLIC_URL>/api/stripe/webhook and set STRIPE_WEBHOOK_SECRET.",
);
