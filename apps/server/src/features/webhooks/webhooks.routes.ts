import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { webhookCreateSchema, webhookDeliveriesQuerySchema, webhookUpdateSchema } from "@questhq/core";
import { deletedAnswer } from "@questhq/core/schemas/responses/common";
import {
  webhookDeliveriesAnswer,
  webhookDeliveryAnswer,
  webhookEndpointAnswer,
  webhookEndpointsAnswer,
  webhookEndpointWithSecretAnswer,
  webhookTestAnswer,
} from "@questhq/core/schemas/responses/webhooks";
import { requireActor } from "../../lib/actor";
import { createEndpoint } from "./create-endpoint";
import { deleteEndpoint } from "./delete-endpoint";
import { getEndpoint, listEndpoints } from "./list-endpoints";
import { listDeliveries } from "./list-deliveries";
import { redeliver } from "./redeliver";
import { rotateSecret } from "./rotate-secret";
import { sendTestEvent } from "./send-test-event";
import { updateEndpoint } from "./update-endpoint";
import { webhookSettings } from "./webhook-settings";

// An organization's webhook endpoints (docs/product/developers.md#webhooks): organization admins with a session, or
// the organization's API keys holding `webhooks:write`.

const tags = ["webhooks"];
const security = [{ session: [] }];
const orgParams = z.object({ id: z.uuid("Organization not found.") });
const hookParams = orgParams.extend({ hookId: z.uuid("Webhook endpoint not found.") });
const deliveryParams = hookParams.extend({ deliveryId: z.uuid("Delivery not found.") });
/** The scope every webhook route needs from a key, and the audit log's name of its writes. */
const byKey = (action?: string) => ({ apiKey: { scope: "webhooks:write" as const, ...(action ? { action } : {}) } });

/** The absolute `next` link: this request's URL and filters with the cursor. */
function nextLink(req: FastifyRequest, publicUrl: string, cursor: string | null): string | null {
  if (!cursor) return null;
  const url = new URL(req.url, publicUrl);
  url.searchParams.set("next", cursor);
  return `${publicUrl.replace(/\/$/, "")}${url.pathname}${url.search}`;
}

export const webhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const settings = webhookSettings(app.env);
  const actorOf = async (req: FastifyRequest) => requireActor(await req.actor());

  app.post(
    "/organizations/:id/webhooks",
    {
      // The organization's endpoint limit.
      config: { ...byKey("webhook.created"), openapi: { errors: [409] } },
      schema: {
        tags,
        security,
        summary: "Create a webhook endpoint (answers its signing secret, once)",
        params: orgParams,
        body: webhookCreateSchema,
        response: { 201: webhookEndpointWithSecretAnswer },
      },
    },
    async (req, reply) => {
      const created = await createEndpoint(db, settings, await actorOf(req), req.params.id, req.body);
      return reply.status(201).send({ data: created });
    },
  );

  app.get(
    "/organizations/:id/webhooks",
    {
      config: { ...byKey(), openapi: { errors: [403] } },
      schema: {
        tags,
        security,
        summary: "Webhook endpoints",
        params: orgParams,
        response: { 200: webhookEndpointsAnswer },
      },
    },
    async (req) => ({ data: await listEndpoints(db, await actorOf(req), req.params.id) }),
  );

  app.get(
    "/organizations/:id/webhooks/:hookId",
    {
      config: { ...byKey(), openapi: { errors: [403] } },
      schema: {
        tags,
        security,
        summary: "A webhook endpoint",
        params: hookParams,
        response: { 200: webhookEndpointAnswer },
      },
    },
    async (req) => ({ data: await getEndpoint(db, await actorOf(req), req.params.id, req.params.hookId) }),
  );

  app.patch(
    "/organizations/:id/webhooks/:hookId",
    {
      config: byKey("webhook.updated"),
      schema: {
        tags,
        security,
        summary: "Change a webhook endpoint's URL, events or enabled",
        params: hookParams,
        body: webhookUpdateSchema,
        response: { 200: webhookEndpointAnswer },
      },
    },
    async (req) => ({
      data: await updateEndpoint(db, settings, await actorOf(req), req.params.id, req.params.hookId, req.body),
    }),
  );

  app.delete(
    "/organizations/:id/webhooks/:hookId",
    {
      config: byKey("webhook.deleted"),
      schema: {
        tags,
        security,
        summary: "Delete a webhook endpoint",
        params: hookParams,
        response: { 200: deletedAnswer },
      },
    },
    async (req) => ({ data: await deleteEndpoint(db, await actorOf(req), req.params.id, req.params.hookId) }),
  );

  app.post(
    "/organizations/:id/webhooks/:hookId/rotate-secret",
    {
      config: byKey("webhook.secret_rotated"),
      schema: {
        tags,
        security,
        summary: "Replace the signing secret (answers the new one, once)",
        params: hookParams,
        response: { 200: webhookEndpointWithSecretAnswer },
      },
    },
    async (req) => ({
      data: await rotateSecret(db, settings, await actorOf(req), req.params.id, req.params.hookId),
    }),
  );

  app.post(
    "/organizations/:id/webhooks/:hookId/test",
    {
      // The endpoint is disabled.
      config: { ...byKey("webhook.test_sent"), openapi: { errors: [409] } },
      schema: {
        tags,
        security,
        summary: "Send a ping event to this endpoint",
        params: hookParams,
        response: { 202: webhookTestAnswer },
      },
    },
    async (req, reply) => {
      const delivery = await sendTestEvent(db, await actorOf(req), req.params.id, req.params.hookId);
      return reply.status(202).send({ data: delivery });
    },
  );

  app.get(
    "/organizations/:id/webhooks/:hookId/deliveries",
    {
      config: { ...byKey(), openapi: { errors: [403] } },
      schema: {
        tags,
        security,
        summary: "The endpoint's deliveries and their attempts, newest first",
        params: hookParams,
        querystring: webhookDeliveriesQuerySchema,
        response: { 200: webhookDeliveriesAnswer },
      },
    },
    async (req) => {
      const page = await listDeliveries(db, await actorOf(req), req.params.id, req.params.hookId, req.query);
      return { data: page.data, next: nextLink(req, app.env.PUBLIC_URL, page.next) };
    },
  );

  app.post(
    "/organizations/:id/webhooks/:hookId/deliveries/:deliveryId/redeliver",
    {
      // The endpoint is disabled.
      config: { ...byKey("webhook.redelivered"), openapi: { errors: [409] } },
      schema: {
        tags,
        security,
        summary: "Send a delivery again (the same webhook-id and body)",
        params: deliveryParams,
        response: { 202: webhookDeliveryAnswer },
      },
    },
    async (req, reply) => {
      const { id, hookId, deliveryId } = req.params;
      const delivery = await redeliver(db, await actorOf(req), id, hookId, deliveryId);
      return reply.status(202).send({ data: delivery });
    },
  );
};
