import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { plansAnswer, redirectUrlAnswer, tierEntitlementsAnswer } from "@questhq/core/schemas/responses/membership";
import { requireUser } from "../../lib/session";
import { listPlans } from "./list-plans";
import { startCheckout } from "./start-checkout";
import { openPortal } from "./open-portal";
import { handleStripeWebhook } from "./handle-webhook";
import { membershipTiers } from "./membership-tiers";

const tags = ["membership"];
const security = [{ session: [] }];

// The product's local application routes (docs/product/membership.md#checkout-and-billing:
// /api/generate-stripe-checkout, /api/generate-stripe-portal, /api/stripe/products) keep their paths; the tiers table
// sits with the versioned API.
/** What the webhook reads of a Stripe event (the document's description; Stripe's own reference has the rest). */
const stripeEvent = z
  .looseObject({ id: z.string(), type: z.string(), data: z.looseObject({ object: z.looseObject({}) }) })
  .describe("A Stripe event, as Stripe signs and sends it");

export const membershipRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.database.db, billing: app.billing, log: app.log };

  app.get(
    "/api/stripe/products",
    {
      config: { openapi: { errors: [502] } },
      schema: { tags, summary: "The paid plans, priced by Stripe (cheapest first)", response: { 200: plansAnswer } },
    },
    async () => ({ data: await listPlans(app.billing) }),
  );

  app.get(
    "/api/v1/membership/tiers",
    { schema: { tags, summary: "What each tier gives", response: { 200: tierEntitlementsAnswer } } },
    async () => ({ data: membershipTiers(app.billing.entitlements) }),
  );

  app.get(
    "/api/generate-stripe-checkout",
    {
      // Nothing for sale (404), the plan already held (409), Stripe failing (502).
      config: { openapi: { errors: [404, 409, 502] } },
      schema: {
        tags,
        security,
        summary: "Start a Stripe Checkout for a plan (its price lookup key); answers the hosted page's URL",
        querystring: z.object({ plan: z.string().max(100) }),
        response: { 200: redirectUrlAnswer },
      },
    },
    async (req) => startCheckout(deps, requireUser(await req.currentUser()), req.query.plan),
  );

  app.get(
    "/api/generate-stripe-portal",
    {
      config: { openapi: { errors: [404, 502] } },
      schema: {
        tags,
        security,
        summary: "Open the Stripe billing portal; answers its URL",
        response: { 200: redirectUrlAnswer },
      },
    },
    async (req) => openPortal(deps, requireUser(await req.currentUser()).id),
  );

  await app.register(async (webhook) => {
    // The signature covers the exact bytes sent, so this route keeps the body as a Buffer.
    webhook.removeContentTypeParser("application/json");
    webhook.addContentTypeParser("application/json", { parseAs: "buffer" }, (_req, body, done) => done(null, body));
    webhook.post(
      "/api/stripe/webhook",
      {
        schema: {
          tags,
          summary: "Stripe events (signed with the endpoint secret)",
          headers: z.object({ "stripe-signature": z.string().optional() }),
          response: { 200: z.object({ received: z.literal(true), duplicate: z.boolean() }) },
        },
        config: {
          // Stripe sends from a handful of addresses in bursts; a forged event costs one HMAC before refusal.
          rateLimit: { max: 600, timeWindow: 60_000 },
          // The event is read from the signed bytes by the use-case; not configured (503), Stripe failing (502).
          openapi: { body: stripeEvent, errors: [502, 503] },
        },
      },
      async (req) => {
        const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const signature = req.headers["stripe-signature"];
        return handleStripeWebhook(deps, body, typeof signature === "string" ? signature : undefined);
      },
    );
  });
};
