import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { swapRecordSchema } from "@questhq/core";
import { swapAnswer, swapPageAnswer } from "@questhq/core/schemas/responses/swaps";
import { requireUser } from "../../lib/session";
import { listSwaps } from "./list-swaps";
import { recordSwap } from "./record-swap";
import { explorerBases } from "./sandbox-explorer";

const tags = ["swaps"];
const security = [{ session: [] }];

export const bridgeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const explorers = explorerBases(app.env);

  app.post(
    "/swaps",
    {
      // A route id another account recorded.
      config: { openapi: { body: swapRecordSchema, errors: [409] } },
      schema: {
        tags,
        security,
        summary: "Record a completed bridge or swap route (its swap record); the route id makes it idempotent",
        response: { 200: swapAnswer },
      },
    },
    async (req) => ({ data: await recordSwap(db, requireUser(await req.currentUser()).id, req.body, explorers) }),
  );

  app.get(
    "/swaps",
    {
      schema: {
        tags,
        security,
        summary: "The signed-in user's swaps, newest first",
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(50).default(20),
          next: z.string().max(500).optional(),
        }),
        response: { 200: swapPageAnswer },
      },
    },
    async (req) => listSwaps(db, requireUser(await req.currentUser()).id, req.query, explorers),
  );
};
