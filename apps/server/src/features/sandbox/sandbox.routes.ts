import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sandboxActParamsSchema, sandboxActResultSchema } from "@questhq/core";
import { requireUser } from "../../lib/session";
import { actOnObjective } from "./act-on-objective";

const tags = ["sandbox"];
const security = [{ session: [] }];

// Errors are the one error model: 401 signed out, 404 when the sandbox is off or the objective is
// not visible, 409 with fields.provider when the sandbox account is not linked yet.

/** Registered only when some provider is the built-in fake; elsewhere the path is a 404. */
export const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = {
    db: app.database.db,
    env: app.env,
    budgets: app.providerBudgets,
    sandbox: app.sandbox,
    signer: app.chain.signer,
    log: app.log,
  };

  app.post(
    "/sandbox/objectives/:id/act",
    {
      // The objective cannot be acted on here (409); the fake or the local chain failing (502, 503).
      config: { openapi: { errors: [409, 502, 503] } },
      schema: {
        tags,
        security,
        summary:
          "Sandbox only: the fake provider performs the objective's action for the caller's linked sandbox account",
        params: sandboxActParamsSchema,
        body: z.object({}).strict().optional(),
        response: { 200: z.object({ data: sandboxActResultSchema }) },
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      return { data: await actOnObjective(deps, user.id, req.params.id) };
    },
  );
};
