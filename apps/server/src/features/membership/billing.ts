import type Stripe from "stripe";
import type { EntitlementsTable } from "@questhq/core";
import type { Env } from "../../env";
import { providerUrls } from "../../providers/config";
import { createStripeClient } from "../../providers/stripe/stripe-client";
import { entitlementsTableOf } from "./perks";

// What the billing use-cases share: the Stripe client (null when nothing is for sale), the webhook
// signing secret, the operator's entitlements table and where Stripe sends the browser back to.

export type Billing = {
  stripe: Stripe | null;
  webhookSecret: string | undefined;
  entitlements: EntitlementsTable;
  publicUrl: string;
  productsCacheMs: number;
};

export function createBilling(env: Env): Billing {
  const config = providerUrls(env).stripe;
  return {
    stripe: config ? createStripeClient({ secretKey: config.secretKey, apiUrl: config.apiUrl }) : null,
    webhookSecret: config?.webhookSecret,
    entitlements: entitlementsTableOf(env),
    publicUrl: env.PUBLIC_URL,
    productsCacheMs: env.STRIPE_PRODUCTS_CACHE_SECONDS * 1000,
  };
}
