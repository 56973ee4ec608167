import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { MISSION_UPLOAD_MAX_BYTES, MISSION_UPLOAD_TYPES, rewardFormSchema, rewardUpdateSchema } from "@questhq/core";
import { requireActor } from "../../lib/actor";
import { readFormBody } from "../../lib/form-body";
import { createReward } from "./create-reward";
import { updateReward } from "./update-reward";
import { deleteReward } from "./delete-reward";
import { getMissionReward } from "./get-reward";
import { deletedAnswer } from "@questhq/core/schemas/responses/common";
import { rewardAnswer } from "@questhq/core/schemas/responses/rewards";

const tags = ["rewards"];
const security = [{ session: [] }];
const formNote = "multipart/form-data with mission (and an optional `reward_asset` image or mp4) or JSON";
/** The asset a form body may carry (lib/form-body.ts reads it; reward-asset.ts stores it by its bytes). */
const assetFile = {
  reward_asset: {
    description: "The reward's image or video",
    mediaTypes: MISSION_UPLOAD_TYPES,
    maxBytes: MISSION_UPLOAD_MAX_BYTES,
  },
};

export const rewardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const dataDir = app.env.DATA_DIR;

  app.get(
    "/missions/:id/reward",
    {
      config: { apiKey: { scope: "missions:read" } },
      schema: {
        tags,
        summary: "A mission's reward",
        params: z.object({ id: z.string().min(1).max(120) }),
        response: { 200: rewardAnswer },
      },
    },
    async (req) => {
      const viewer = await req.actor();
      return { data: await getMissionReward(db, req.params.id, viewer) };
    },
  );

  app.post(
    "/rewards",
    {
      // The form body is read and parsed by the use-case (JSON or multipart): declared for the document here. The
      // mission may be unknown (404), already have a reward or be frozen (409).
      config: {
        openapi: { body: rewardFormSchema, files: assetFile, errors: [404, 409] },
        apiKey: { scope: "missions:write", action: "reward.created" },
      },
      schema: { tags, security, summary: `Create the mission's reward (${formNote})`, response: { 201: rewardAnswer } },
    },
    async (req, reply) => {
      const actor = requireActor(await req.actor());
      const form = await readFormBody(req, ["reward_asset"]);
      return reply.status(201).send({ data: await createReward(db, dataDir, actor, form) });
    },
  );

  app.put(
    "/rewards/:id",
    {
      config: {
        openapi: { body: rewardUpdateSchema, files: assetFile, errors: [409] },
        apiKey: { scope: "missions:write", action: "reward.updated" },
      },
      schema: {
        tags,
        security,
        summary: `Update a reward (${formNote})`,
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: rewardAnswer },
      },
    },
    async (req) => {
      const actor = requireActor(await req.actor());
      const form = await readFormBody(req, ["reward_asset"]);
      return { data: await updateReward(db, dataDir, actor, req.params.id, form) };
    },
  );

  app.delete(
    "/rewards/:id",
    {
      config: { openapi: { errors: [409] }, apiKey: { scope: "missions:write", action: "reward.deleted" } },
      schema: {
        tags,
        security,
        summary: "Delete a reward (drafts only)",
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: deletedAnswer },
      },
    },
    async (req) => {
      const actor = requireActor(await req.actor());
      return { data: await deleteReward(db, actor, req.params.id) };
    },
  );
};
