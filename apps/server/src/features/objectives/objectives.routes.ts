import { createHash } from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { objectiveInputSchema, reorderObjectivesSchema, templateCatalogue } from "@questhq/core";
import { requireActor, type Actor } from "../../lib/actor";
import { createObjective } from "./create-objective";
import { updateObjective } from "./update-objective";
import { deleteObjective } from "./delete-objective";
import { reorderObjectives } from "./reorder-objectives";
import { getEndpointSecret } from "./get-endpoint-secret";
import { rotateEndpointSecret } from "./rotate-endpoint-secret";
import { listMissionObjectives } from "./list-mission-objectives";
import { creditTable } from "../participation/index";
import { provisionObjectiveQuietly } from "../sandbox/index";
import { deletedAnswer, emptyResponse } from "@questhq/core/schemas/responses/common";
import {
  endpointSecretAnswer,
  objectiveAnswer,
  objectivesAnswer,
  templateCatalogueAnswer,
} from "@questhq/core/schemas/responses/objectives";

const tags = ["objectives"];
const security = [{ session: [] }];
const missionParams = z.object({ id: z.string().min(1).max(120) });
const objectiveParams = z.object({ id: z.string().min(1).max(64) });

// The catalogue only changes with a deploy, so it is computed once with its ETag and
// served as cacheable forever (objective templates never go stale: docs/product/limits.md#feed-and-lists).
type CatalogueAnswer = z.output<typeof templateCatalogueAnswer>;
const catalogueBody = JSON.stringify({ data: templateCatalogue() } satisfies CatalogueAnswer);
const catalogueEtag = `"${createHash("sha256").update(catalogueBody).digest("base64url").slice(0, 27)}"`;

export const objectivesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    "/objectives/templates",
    {
      schema: {
        tags,
        summary: "Objective templates grouped by provider, with categories (ETag, immutable)",
        response: {
          200: templateCatalogueAnswer,
          304: emptyResponse("Not modified: the If-None-Match ETag is current"),
        },
      },
    },
    async (req, reply) => {
      reply.header("etag", catalogueEtag).header("cache-control", "public, max-age=31536000, immutable");
      if (req.headers["if-none-match"] === catalogueEtag) return reply.status(304).send();
      // A string with a JSON content type is sent as it is (no serializer): the body computed once above.
      return reply.type("application/json; charset=utf-8").send(catalogueBody as unknown as CatalogueAnswer);
    },
  );

  const listHandler = async (req: { params: { id: string }; actor(): Promise<Actor | null> }) => {
    return { data: await listMissionObjectives(db, req.params.id, await req.actor(), creditTable(app.env)) };
  };
  app.get(
    "/missions/:id/objectives",
    {
      config: { apiKey: { scope: "missions:read" } },
      schema: {
        tags,
        summary: "A mission's objectives in order",
        params: missionParams,
        response: { 200: objectivesAnswer },
      },
    },
    listHandler,
  );
  app.get(
    "/objectives/mission/:id",
    {
      config: { apiKey: { scope: "missions:read" } },
      schema: {
        tags,
        summary: "A mission's objectives in order (alias)",
        params: missionParams,
        response: { 200: objectivesAnswer },
      },
    },
    listHandler,
  );

  app.post(
    "/objectives",
    {
      // The use-case parses the body after the caller's access (its mission may be unknown, or frozen).
      config: {
        openapi: { body: objectiveInputSchema, errors: [404, 409] },
        apiKey: { scope: "missions:write", action: "objective.created" },
      },
      schema: {
        tags,
        security,
        summary: "Add an objective { mission, template, values, credits? }",
        response: { 201: objectiveAnswer },
      },
    },
    async (req, reply) => {
      const actor = requireActor(await req.actor());
      const created = await createObjective(db, app.env, actor, req.body);
      // Sandbox providers: what the objective points at now exists in the fakes.
      await provisionObjectiveQuietly(app.sandbox, created, req.log);
      return reply.status(201).send({ data: created });
    },
  );

  app.put(
    "/objectives/:id",
    {
      config: {
        openapi: { body: objectiveInputSchema, errors: [409] },
        apiKey: { scope: "missions:write", action: "objective.updated" },
      },
      schema: {
        tags,
        security,
        summary: "Replace an objective { mission, template, values, credits? }",
        params: objectiveParams,
        response: { 200: objectiveAnswer },
      },
    },
    async (req) => {
      const actor = requireActor(await req.actor());
      const updated = await updateObjective(db, app.env, actor, req.params.id, req.body);
      await provisionObjectiveQuietly(app.sandbox, updated, req.log);
      return { data: updated };
    },
  );

  app.delete(
    "/objectives/:id",
    {
      config: { openapi: { errors: [409] }, apiKey: { scope: "missions:write", action: "objective.deleted" } },
      schema: {
        tags,
        security,
        summary: "Delete an objective",
        params: objectiveParams,
        response: { 200: deletedAnswer },
      },
    },
    async (req) => {
      const actor = requireActor(await req.actor());
      return { data: await deleteObjective(db, actor, req.params.id) };
    },
  );

  app.post(
    "/missions/:id/objectives/reorder",
    {
      config: {
        openapi: { body: reorderObjectivesSchema, errors: [409] },
        apiKey: { scope: "missions:write", action: "objectives.reordered" },
      },
      schema: {
        tags,
        security,
        summary: "Reorder objectives { order: [ids] }",
        params: missionParams,
        response: { 200: objectivesAnswer },
      },
    },
    async (req) => {
      const actor = requireActor(await req.actor());
      return { data: await reorderObjectives(db, actor, req.params.id, req.body) };
    },
  );

  // A custom verification endpoint's signing secret (docs/product/objectives.md#verified-by-your-api): for the
  // members of the mission's organization and its keys, never part of the objective's values.
  app.get(
    "/objectives/:id/endpoint-secret",
    {
      config: { apiKey: { scope: "missions:write" }, openapi: { errors: [404] } },
      schema: {
        tags,
        security,
        summary: "The signing secret of an objective verified by your API (organization members)",
        params: objectiveParams,
        response: { 200: endpointSecretAnswer },
      },
    },
    async (req, reply) => {
      const actor = requireActor(await req.actor());
      reply.header("cache-control", "no-store");
      return { data: await getEndpointSecret(db, app.env, actor, req.params.id) };
    },
  );

  app.post(
    "/objectives/:id/endpoint-secret/rotate",
    {
      config: {
        apiKey: { scope: "missions:write", action: "objective.endpoint_secret_rotated" },
        openapi: { errors: [404, 409] },
      },
      schema: {
        tags,
        security,
        summary: "Replace the signing secret of an objective verified by your API; the old one stops working at once",
        params: objectiveParams,
        body: z.object({}).strict().optional(),
        response: { 200: endpointSecretAnswer },
      },
    },
    async (req, reply) => {
      const actor = requireActor(await req.actor());
      reply.header("cache-control", "no-store");
      return { data: await rotateEndpointSecret(db, app.env, actor, req.params.id) };
    },
  );
};
