import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { completeSchema, participateSchema } from "@questhq/core";
import { requireUser } from "../../lib/session";
import { BUSY_RETRY_SECONDS, inFlightLimit, withinLimit } from "../../lib/in-flight-limit";
import { loadVisibleMission } from "../missions/index";
import { buildParticipantView } from "./participant-view";
import { participate } from "./participate";
import { enterMission } from "./enter-mission";
import { skipTwitter } from "./skip-twitter";
import {
  entryAnswer,
  type entryResultSchema,
  participantAnswer,
  participateAnswer,
  skipAnswer,
  type skipResultSchema,
} from "@questhq/core/schemas/responses/participation";
import { sameType } from "@questhq/core/schemas/responses/same-type";
import type { EntryResult } from "./enter-mission";
import type { SkipResult } from "./skip-twitter";
import { userActor } from "../../lib/actor";

const tags = ["participation"];
const security = [{ session: [] }];
const missionParams = z.object({ id: z.string().min(1).max(120) });

sameType<z.output<typeof entryResultSchema>, EntryResult>();
sameType<z.output<typeof skipResultSchema>, SkipResult>();

export const participationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const deps = { db, env: app.env, budgets: app.providerBudgets, log: app.log };
  // Verifications in flight on this process; the excess of a launch spike is answered 429 (lib/in-flight-limit.ts).
  const verifications = inFlightLimit(app.env.VERIFY_MAX_IN_FLIGHT);

  app.get(
    "/missions/:id/participant",
    {
      schema: {
        tags,
        security,
        summary: "The signed-in user's status, completed objectives and entry in a mission",
        params: missionParams,
        querystring: z.object({ is_not_from_mission: z.enum(["true", "false"]).optional() }),
        response: { 200: participantAnswer },
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      const { row } = await loadVisibleMission(db, req.params.id, userActor(user.id));
      return { data: await buildParticipantView(db, app.env, row, user.id) };
    },
  );

  app.post(
    "/missions/:id/participate",
    {
      // The mission's state or the provider's answer refuses it.
      config: { openapi: { body: participateSchema, errors: [409] } },
      schema: {
        tags,
        security,
        summary: "Verify an objective with its provider (objective_id -1 joins without one)",
        params: missionParams,
        response: { 200: participateAnswer },
      },
    },
    async (req, reply) => {
      const user = requireUser(await req.currentUser());
      // Set first so that the refusal carries it; an admitted request's answer does not.
      reply.header("retry-after", String(BUSY_RETRY_SECONDS));
      const data = await withinLimit(verifications, () => participate(deps, user.id, req.params.id, req.body, req.ip));
      reply.removeHeader("retry-after");
      return { data };
    },
  );

  app.post(
    "/missions/:id/complete",
    {
      // No reward, a closed mission, or not enough $HQ for paid entries.
      config: { openapi: { body: completeSchema, errors: [409] } },
      schema: {
        tags,
        security,
        summary: "Enter the mission { wallet_address, quantity }; paid entries cost 200 $HQ each",
        params: missionParams,
        response: { 200: entryAnswer },
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      return { data: await enterMission(db, app.env, user.id, req.params.id, req.body, req.log) };
    },
  );

  app.post(
    "/missions/:id/skip_twitter",
    {
      // Nothing to skip, or not enough $HQ.
      config: { openapi: { errors: [409] } },
      schema: {
        tags,
        security,
        summary: "Skip the remaining Twitter/X objectives for $HQ",
        params: missionParams,
        response: { 200: skipAnswer },
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      return { data: await skipTwitter(db, app.env, user.id, req.params.id, req.ip) };
    },
  );
};
