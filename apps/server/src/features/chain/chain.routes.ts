import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { stakeRequestSchema } from "@questhq/core";
import { signedStakeAnswer } from "@questhq/core/schemas/responses/chain";
import { requireUser } from "../../lib/session";
import { requireChainSetup } from "./chain-setup";
import { signStake } from "./sign-stake";
import { signUnstake } from "./sign-unstake";

const tags = ["seasons"];
const security = [{ session: [] }];
const response = { 200: signedStakeAnswer };

// Staking signatures (docs/product/staking.md#deposits-and-withdrawals). Thin: validation by the shared schemas, the
// work in one use-case per file.
export const chainRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const env = app.env;

  app.post(
    "/seasons/stakeHQ",
    {
      config: { openapi: { errors: [502, 503] } },
      schema: {
        tags,
        security,
        summary: "A single-use EIP-712 deposit signature for the primary wallet { amount in $HQ }",
        body: stakeRequestSchema,
        response,
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      return {
        data: await signStake(db, env, requireChainSetup(app.chain.setup), app.chain.signer, user.id, req.body.amount),
      };
    },
  );

  app.post(
    "/seasons/unstakeHQ",
    {
      config: { openapi: { errors: [409, 502, 503] } },
      schema: {
        tags,
        security,
        summary: "A single-use EIP-712 withdrawal signature, never above the available deposit { amount in $HQ }",
        body: stakeRequestSchema,
        response,
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      return {
        data: await signUnstake(
          db,
          env,
          requireChainSetup(app.chain.setup),
          app.chain.signer,
          user.id,
          req.body.amount,
        ),
      };
    },
  );
};
