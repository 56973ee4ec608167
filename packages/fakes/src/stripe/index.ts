import type { FastifyPluginAsync } from "fastify";
import { createApiRouter } from "./api";
import { registerCatalogRoutes } from "./api-routes";
import { registerBillingRoutes } from "./billing-routes";
import { registerCheckoutPage } from "./checkout-page";
import { registerStripeControl } from "./control-routes";
import { parseParams } from "./params";
import { registerPortalPages } from "./portal-page";
import { createStripeState, type StripeContext } from "./state";
import { createWebhooks, type EndpointTarget } from "./webhooks";

// Fake of Stripe (Billing): the /v1 API the official stripe-node SDK speaks (customers, products, prices, Checkout
// and portal sessions, subscriptions, invoices, payment methods, events) in Stripe's wire format, the hosted Checkout
// and portal pages, signed webhooks, and a virtual clock for renewals. Test mode only (sk_test_ keys).

export type StripeFakeOptions = {
  /** Public URL of this plugin (e.g. http://localhost:3000/sandbox/stripe): session URLs point there. */
  baseUrl: () => string;
  /** An endpoint every event is also delivered to (the app's own webhook), read at delivery time. */
  webhook?: (() => EndpointTarget | null) | undefined;
};

export const stripeFake: FastifyPluginAsync<StripeFakeOptions> = async (app, opts) => {
  // Stripe's bodies are bracketed (line_items[0][price]=…): this plugin reads them itself instead of the flat parser
  // the other fakes share. The hosted pages' plain forms parse the same way.
  app.removeContentTypeParser("application/x-www-form-urlencoded");
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) => {
    done(null, parseParams(typeof body === "string" ? body : body.toString("utf8")));
  });

  const ctx: StripeContext = {
    state: createStripeState(),
    baseUrl: opts.baseUrl,
    webhooks: createWebhooks(opts.webhook),
  };
  // Deliveries still queued stop when the server closes.
  app.addHook("onClose", async () => ctx.webhooks.reset());

  registerStripeControl(app, ctx);
  registerCheckoutPage(app, ctx);
  registerPortalPages(app, ctx);
  await app.register(
    async (api) => {
      const router = createApiRouter(api, ctx);
      registerCatalogRoutes(router, ctx);
      registerBillingRoutes(router, ctx);
    },
    { prefix: "/v1" },
  );
};
