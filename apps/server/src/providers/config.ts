import type { Env } from "../env";
import { type LinkedProviderUrls, linkedProviderUrls } from "./registry";

// Where each provider adapter talks to. A URL set in env always wins; otherwise the real
// provider, or, in sandbox mode (development and the demo), the built-in fakes mounted at
// /sandbox on this server (packages/fakes) with sandbox client credentials. The providers with linked accounts
// describe theirs in their own folders (./registry.ts).

export type ProviderUrls = LinkedProviderUrls & {
  isSandbox: boolean;
  drand: { url: string | undefined };
  /** Stripe: null when no key is set outside the sandbox (nothing is for sale then). */
  stripe: { apiUrl: string | undefined; secretKey: string; webhookSecret: string | undefined } | null;
  /** LI.FI, called by the bridge page's widget from the browser. */
  lifi: { apiUrl: string; integrator: string; fee: number };
};

/** Sandbox credentials the fakes accept; never valid anywhere else. */
export const SANDBOX_CLIENT = {
  stripeKey: "sk_test_questhq_sandbox",
  stripeWebhookSecret: "whsec_questhq_sandbox",
};

export function isSandbox(env: Env): boolean {
  return env.SANDBOX_PROVIDERS ?? !env.isProduction;
}

export function providerUrls(env: Env): ProviderUrls {
  const sandbox = isSandbox(env);
  const box = (path: string, real: string) => (sandbox ? `${env.PUBLIC_URL}/sandbox${path}` : real);
  return {
    isSandbox: sandbox,
    ...linkedProviderUrls(env, sandbox ? `${env.PUBLIC_URL}/sandbox` : null),
    drand: {
      url:
        env.DRAND_URL ?? (sandbox && env.DRAW_RANDOMNESS === "drand" ? `${env.PUBLIC_URL}/sandbox/drand` : undefined),
    },
    stripe: stripeConfig(env, sandbox),
    lifi: {
      apiUrl: env.LIFI_API_URL ?? box("/lifi/v1", "https://li.quest/v1"),
      integrator: env.LIFI_INTEGRATOR,
      fee: env.LIFI_FEE,
    },
  };
}

function stripeConfig(env: Env, sandbox: boolean): ProviderUrls["stripe"] {
  const secretKey = env.STRIPE_SECRET_KEY ?? (sandbox ? SANDBOX_CLIENT.stripeKey : undefined);
  if (!secretKey) return null;
  // A real key never goes to the sandbox: without an explicit URL it talks to api.stripe.com.
  const apiUrl =
    env.STRIPE_API_URL ?? (sandbox && !env.STRIPE_SECRET_KEY ? `${env.PUBLIC_URL}/sandbox/stripe` : undefined);
  const webhookSecret =
    env.STRIPE_WEBHOOK_SECRET ?? (sandbox && !env.STRIPE_SECRET_KEY ? SANDBOX_CLIENT.stripeWebhookSecret : undefined);
  return { apiUrl, secretKey, webhookSecret };
}
