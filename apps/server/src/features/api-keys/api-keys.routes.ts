import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { API_KEY_MESSAGES, apiKeyCreateSchema } from "@questhq/core";
import {
  apiKeyAnswer,
  apiKeysAnswer,
  auditLogAnswer,
  createdApiKeyAnswer,
} from "@questhq/core/schemas/responses/api-keys";
import { nextLink } from "../../lib/next-link";
import { requireUserActor as userActor } from "../../lib/actor";
import { createApiKey } from "./create-api-key";
import { listApiKeys } from "./list-api-keys";
import { revokeApiKey } from "./revoke-api-key";
import { AUDIT_LOG_PAGE_SIZE, listAuditLog } from "./list-audit-log";

// Keys are managed by the organization's admins, signed in: a key cannot make or revoke keys (these routes have no
// `config.apiKey`, so a key is refused with 403 before they run).

const tags = ["developers"];
const security = [{ session: [] }];
const orgParams = z.object({ id: z.uuid("Organization not found.") });
const keyParams = orgParams.extend({ keyId: z.uuid(API_KEY_MESSAGES.notFound) });

export const apiKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    "/organizations/:id/api-keys",
    {
      config: { openapi: { errors: [403, 409] } },
      schema: {
        tags,
        security,
        summary: "Create an API key (admins; the key is in this answer only)",
        params: orgParams,
        body: apiKeyCreateSchema,
        response: { 201: createdApiKeyAnswer },
      },
    },
    async (req, reply) => {
      const actor = await userActor(req);
      return reply.status(201).send({ data: await createApiKey(db, actor, req.params.id, req.body) });
    },
  );

  app.get(
    "/organizations/:id/api-keys",
    {
      config: { openapi: { errors: [403] } },
      schema: {
        tags,
        security,
        summary: "The organization's API keys, without secrets (admins)",
        params: orgParams,
        response: { 200: apiKeysAnswer },
      },
    },
    async (req) => ({ data: await listApiKeys(db, await userActor(req), req.params.id) }),
  );

  app.delete(
    "/organizations/:id/api-keys/:keyId",
    {
      config: { openapi: { errors: [403] } },
      schema: {
        tags,
        security,
        summary: "Revoke an API key at once (admins)",
        params: keyParams,
        response: { 200: apiKeyAnswer },
      },
    },
    async (req) => ({ data: await revokeApiKey(db, await userActor(req), req.params.id, req.params.keyId) }),
  );

  app.get(
    "/organizations/:id/audit-log",
    {
      config: { openapi: { errors: [403] } },
      schema: {
        tags,
        security,
        summary: "What was done through API keys and to keys and webhooks, newest first (admins)",
        params: orgParams,
        querystring: z.object({
          next: z.string().max(500).optional(),
          limit: z.coerce.number().int().min(1).max(AUDIT_LOG_PAGE_SIZE).optional(),
        }),
        response: { 200: auditLogAnswer },
      },
    },
    async (req) => {
      const page = await listAuditLog(db, await userActor(req), req.params.id, req.query);
      return { data: page.data, next: nextLink(req, app.env.PUBLIC_URL, page.next) };
    },
  );
};
