import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../../lib/session";
import { fetchFunctions, fetchFunctionsSchema } from "./fetch-functions";
import { abiFunctionsAnswer } from "@questhq/core/schemas/responses/objectives";

export const onchainRoutes: FastifyPluginAsyncZod = async (app) => {
  const explorer = app.env.EXPLORER_API_URL
    ? { baseUrl: app.env.EXPLORER_API_URL, apiKey: app.env.EXPLORER_API_KEY }
    : null;
  app.post(
    "/onchain/fetch_functions",
    {
      // The explorer may not know the contract (404) or fail (502).
      config: { openapi: { body: fetchFunctionsSchema, errors: [404, 502] } },
      schema: {
        tags: ["onchain"],
        security: [{ session: [] }],
        summary: "Callable functions of a contract { contract_address, blockchain, abi? }",
        response: { 200: abiFunctionsAnswer },
      },
    },
    async (req) => {
      requireUser(await req.currentUser());
      return { data: await fetchFunctions(explorer, req.body) };
    },
  );
};
