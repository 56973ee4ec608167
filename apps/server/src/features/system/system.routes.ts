import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError, SANDBOX_CHAIN_ID } from "@questhq/core";
import { publicConfigAnswer, readyAnswer } from "@questhq/core/schemas/responses/system";
import { localChainRpcUrl } from "../../lib/local-rpc-url";
import { bridgeSettings } from "../bridge/index";
import { localChainExplorerUrl } from "../bridge/index";

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/health",
    { schema: { tags: ["system"], summary: "Liveness", response: { 200: z.object({ status: z.literal("ok") }) } } },
    async () => ({ status: "ok" as const }),
  );

  app.get(
    "/api/ready",
    {
      // A dependency this process needs not answering is a 503 naming it, so a load balancer stops sending traffic.
      config: { openapi: { errors: [503] } },
      schema: {
        tags: ["system"],
        summary: "Readiness: the database and, when configured, Redis answer",
        response: { 200: readyAnswer },
      },
    },
    async () => {
      try {
        await app.database.ping();
      } catch (err) {
        app.log.warn({ err }, "readiness check failed: database");
        // A 503 in the house error model, written by the error handler (the schema types only the 200).
        throw new AppError("not_ready", "The database is not reachable.");
      }
      const redisProblem = app.redis?.problem();
      if (redisProblem) {
        app.log.warn({ redis: redisProblem }, "readiness check failed: redis");
        throw new AppError("not_ready", `Redis is not reachable (REDIS_URL): ${redisProblem}`);
      }
      return {
        status: "ready" as const,
        database: app.database.kind,
        redis: app.redis ? ("connected" as const) : ("not configured" as const),
      };
    },
  );

  app.get(
    "/api/v1/config",
    {
      schema: {
        tags: ["system"],
        summary: "Public runtime settings for the web app",
        response: { 200: publicConfigAnswer },
      },
    },
    async () => ({
      data: {
        publicUrl: app.env.PUBLIC_URL,
        isDevelopment: !app.env.isProduction,
        hasDevMailbox: !app.env.isProduction && app.mailer.isDevMailbox,
        emailSignIn: app.env.EMAIL_SIGN_IN,
        docsUrl: app.env.DOCS_URL,
        communityUrl: app.env.COMMUNITY_URL,
        memberDiscordUrl: app.env.MEMBER_DISCORD_URL,
        walletChainId: 1,
        // The staking chain and its contracts (null until deployed), for the web app's wallet flows.
        staking: app.chain.setup
          ? {
              chainId: app.chain.setup.chainId,
              contracts: app.chain.setup.deployment.contracts,
              confirmations: app.chain.setup.confirmations,
            }
          : null,
        // The local chain the sandbox can act on ("Do it on the local chain"); null when it cannot.
        sandboxChainId: app.sandbox && app.env.CHAIN_RPC_URLS?.[SANDBOX_CHAIN_ID] ? SANDBOX_CHAIN_ID : null,
        // What an organizer's wallet needs to deploy a mission NFT contract
        // (docs/product/rewards.md#deploying-a-mint-contract): the platform signer that permits mints and the treasury
        // that takes the flat fee. Addresses only, never a key.
        platform: { signer: app.chain.signer.address, treasury: app.chain.setup?.deployment.roles.treasury ?? null },
        // A wallet asked to add the local chain (4902) needs its URL; only a loopback dev node is ever shown.
        localChainRpcUrl: localChainRpcUrl(app.env),
        // The local chain has no public explorer; the sandbox serves one, where the app links its hashes and addresses.
        localChainExplorerUrl: localChainExplorerUrl(app.env),
        // The bridge page's LI.FI widget: API root, integrator and fee from env, and the RPC endpoints it reads.
        bridge: bridgeSettings(app.env),
      },
    }),
  );
};
