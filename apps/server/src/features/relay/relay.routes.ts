import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { relayRequestSchema } from "@questhq/core";
import { gaslessStatusAnswer, relayResultAnswer } from "@questhq/core/schemas/responses/relay";
import { rateLimitedAnswer } from "../../lib/errors";
import { requireUser } from "../../lib/session";
import { gaslessStatus } from "./gasless-status";
import { relayTransaction } from "./relay-transaction";

const tags = ["seasons"];
const security = [{ session: [] }];

// Gasless mints and claims for stakers (docs/product/rewards.md#gasless-mints-and-claims): the day's budget, and the
// relay itself. Thin: the work is in one use-case per file.
export const relayRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const env = app.env;

  app.get(
    "/relay",
    {
      schema: {
        tags,
        security,
        summary: "Whether the account's mints and claims can be relayed without gas today, and on which chains",
        response: { 200: gaslessStatusAnswer },
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      return { data: await gaslessStatus(db, env, app.chain.relayer, user.id) };
    },
  );

  app.post(
    "/relay",
    {
      config: {
        // Each request may cost the platform gas: a tight limit per client on top of the per-account budget.
        rateLimit: {
          max: env.RELAY_RATE_LIMIT_MAX,
          timeWindow: 60_000,
          errorResponseBuilder: rateLimitedAnswer,
        },
        // Not a staker or not a contract of ours (403), refused by the chain or in flight (409), no budget left
        // (429), the relayer's node refused the send (502), no relay on that chain (503).
        openapi: { errors: [409, 502, 503] },
      },
      schema: {
        tags,
        security,
        summary: "Sends a staker's signed ERC-2771 ForwardRequest (a mint or a claim) from the platform's relayer",
        body: relayRequestSchema,
        response: { 200: relayResultAnswer },
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      return { data: await relayTransaction({ db, env, relayer: app.chain.relayer }, user.id, req.body) };
    },
  );
};
