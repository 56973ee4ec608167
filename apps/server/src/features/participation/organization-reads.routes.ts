import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { completionsQuerySchema, participantsQuerySchema } from "@questhq/core";
import { completionsAnswer, participantsAnswer } from "@questhq/core/schemas/responses/organization-reads";
import { requireActor } from "../../lib/actor";
import { nextLink } from "../../lib/next-link";
import { listMissionParticipants } from "./list-mission-participants";
import { listOrganizationCompletions } from "./list-organization-completions";

// What an organization's own systems read to sync (docs/product/developers.md#reads): members with a session, or a
// key with participants:read.

const tags = ["developers"];
const security = [{ session: [] }];
const orgParams = z.object({ id: z.uuid("Organization not found.") });

export const organizationReadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    "/organizations/:id/missions/:missionId/participants",
    {
      config: { openapi: { errors: [403] }, apiKey: { scope: "participants:read" } },
      schema: {
        tags,
        security,
        summary: "A mission's participants in the order they changed, with what they linked (keyset paged by `next`)",
        params: orgParams.extend({ missionId: z.string().min(1).max(64) }),
        querystring: participantsQuerySchema,
        response: { 200: participantsAnswer },
      },
    },
    async (req) => {
      const actor = requireActor(await req.actor());
      const page = await listMissionParticipants(db, actor, req.params.id, req.params.missionId, req.query);
      return { data: page.data, next: nextLink(req, app.env.PUBLIC_URL, page.next) };
    },
  );

  app.get(
    "/organizations/:id/completions",
    {
      config: { openapi: { errors: [403] }, apiKey: { scope: "participants:read" } },
      schema: {
        tags,
        security,
        summary: "Objective completions of the organization's missions, oldest first (keyset paged by `next`)",
        params: orgParams,
        querystring: completionsQuerySchema,
        response: { 200: completionsAnswer },
      },
    },
    async (req) => {
      const actor = requireActor(await req.actor());
      const page = await listOrganizationCompletions(db, actor, req.params.id, req.query);
      return { data: page.data, next: nextLink(req, app.env.PUBLIC_URL, page.next) };
    },
  );
};
