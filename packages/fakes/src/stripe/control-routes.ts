import type { FastifyInstance } from "fastify";
import { registerFailureControl } from "../control";
import { advanceClock, completeCheckout, successRedirect, TEST_CARDS } from "./billing";
import { importWorld, type ImportedCustomer, type ImportedSubscription } from "./import";
import type { StripeContext } from "./state";

// Control API of the Stripe fake (tests and the sandbox), not part of Stripe's API: webhook endpoints, the virtual
// clock (renewals, cancellations at period end), failing the next renewal, paying a checkout session without a
// browser, event redelivery and a wait for deliveries to settle.

export function registerStripeControl(app: FastifyInstance, ctx: StripeContext): void {
  const { state, webhooks } = ctx;
  registerFailureControl(app, state.sw);

  app.post("/__control/reset", async () => {
    state.reset();
    webhooks.reset();
    return { ok: true };
  });

  app.post<{ Body: { url?: unknown; secret?: unknown } | undefined }>(
    "/__control/webhook-endpoints",
    async (req, reply) => {
      const { url, secret } = req.body ?? {};
      if (typeof url !== "string" || !/^https?:\/\//.test(url) || typeof secret !== "string" || secret === "") {
        return reply.status(400).send({ error: "url (http or https) and secret are required" });
      }
      return reply.status(201).send(webhooks.register({ url, secret }));
    },
  );

  app.delete("/__control/webhook-endpoints", async () => {
    webhooks.clearEndpoints();
    return { ok: true };
  });

  /** The product's stored customers and subscriptions, made again after a restart (see import.ts). */
  app.post<{ Body: { customers?: ImportedCustomer[]; subscriptions?: ImportedSubscription[] } | undefined }>(
    "/__control/import",
    async (req, reply) => {
      const body = req.body ?? {};
      if (!Array.isArray(body.customers ?? []) || !Array.isArray(body.subscriptions ?? [])) {
        return reply.status(400).send({ error: "customers and subscriptions must be arrays" });
      }
      return importWorld(ctx, body);
    },
  );

  app.get("/__control/clock", async () => ({ now: state.now() }));

  app.post<{ Body: { seconds?: unknown } | undefined }>("/__control/advance", async (req, reply) => {
    const seconds = req.body?.seconds;
    if (typeof seconds !== "number" || !Number.isInteger(seconds) || seconds < 0) {
      return reply.status(400).send({ error: "seconds must be a whole number of seconds, 0 or more" });
    }
    const events = advanceClock(ctx, seconds);
    return { now: state.now(), events };
  });

  app.post<{ Params: { id: string } }>("/__control/subscriptions/:id/fail-next-payment", async (req, reply) => {
    const sub = state.subscriptions.get(req.params.id);
    if (!sub) return reply.status(404).send({ error: "unknown subscription" });
    sub.failNextPayment = true;
    return { id: sub.id, fail_next_payment: true };
  });

  /** What submitting the hosted checkout page does, for tests without a browser. */
  app.post<{ Params: { id: string }; Body: { card?: unknown; email?: unknown; name?: unknown } | undefined }>(
    "/__control/checkout/sessions/:id/complete",
    async (req, reply) => {
      const session = state.checkoutSessions.get(req.params.id);
      if (!session) return reply.status(404).send({ error: "unknown checkout session" });
      const body = req.body ?? {};
      const text = (v: unknown) => (typeof v === "string" ? v : undefined);
      const outcome = completeCheckout(ctx, session, {
        card: { number: text(body.card) ?? TEST_CARDS.succeeds, name: text(body.name) ?? null },
        email: text(body.email) ?? null,
      });
      if (!outcome.ok) return reply.status(outcome.status).send({ error: outcome.message });
      return { redirect: successRedirect(session) };
    },
  );

  app.get("/__control/events", async () => ({
    events: webhooks.events().map((record) => ({ ...record.event, deliveries: record.deliveries })),
  }));

  app.post<{ Params: { id: string } }>("/__control/events/:id/redeliver", async (req, reply) => {
    const endpoints = webhooks.redeliver(req.params.id);
    if (endpoints === null) return reply.status(404).send({ error: "unknown event" });
    return { id: req.params.id, endpoints };
  });

  app.post("/__control/wait-for-deliveries", async (_req, reply) => {
    const idle = await webhooks.idle(10_000);
    return idle
      ? { idle: true }
      : reply.status(504).send({ idle: false, error: "deliveries still under way after 10 s" });
  });
}
