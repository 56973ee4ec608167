import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "@questhq/core";
import { localChainRpcUrl } from "../../lib/local-rpc-url";
import { readNodeOf, relayReads } from "./read-chain";

// Each call is checked by relayReads (a malformed one is answered in place, as a node would), so the schema only
// describes the envelope: a JSON-RPC request object or a batch of them.
const rpcCall = z.record(z.string(), z.unknown()).describe("A JSON-RPC 2.0 request: jsonrpc, id, method, params");
const rpcAnswer = z.record(z.string(), z.unknown()).describe("A JSON-RPC 2.0 response: jsonrpc, id, result or error");

export const readChainRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/rpc/:chainId",
    {
      // The chain's node did not answer.
      config: { openapi: { errors: [502] } },
      schema: {
        tags: ["swaps"],
        summary: "Read-only JSON-RPC relay for the bridge widget: eth_call, balances, receipts… of a bridge chain",
        params: z.object({ chainId: z.coerce.number().int() }),
        body: z.union([rpcCall, z.array(rpcCall)]),
        response: { 200: z.union([rpcAnswer, z.array(rpcAnswer)]) },
      },
      // The widget's reads stay within the app's own origin (CSP connect-src 'self'), through a modest body.
      bodyLimit: 256 * 1024,
    },
    async (req) => {
      const node = readNodeOf(app.env, req.params.chainId, localChainRpcUrl(app.env) !== null);
      if (!node) throw new AppError("not_found", `Chain ${req.params.chainId} is not offered on the bridge.`);
      return relayReads(node, req.body);
    },
  );
};
