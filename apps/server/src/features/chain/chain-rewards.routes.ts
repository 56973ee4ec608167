import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { claimRequestSchema } from "@questhq/core";
import {
  claimAnswer,
  type claimSchema,
  mintDeploymentAnswer,
  mintSignatureAnswer,
  type mintSignatureSchema,
  nftStakeCountsAnswer,
  type nftStakeCountsSchema,
  sagaStreamsAnswer,
  subgraphAnswer,
  subgraphRefusal,
  vaultSignatureAnswer,
  type vaultSignatureSchema,
} from "@questhq/core/schemas/responses/chain";
import { sameType } from "@questhq/core/schemas/responses/same-type";
import { requireUser } from "../../lib/session";
import { requireChainSetup } from "./chain-setup";
import { claimMission, type ClaimAnswer } from "./claim-mission";
import { missionSignature, type MissionSignature } from "./mission-signature";
import { nftStakeCounts, type NftStakeCountsAnswer } from "./nft-stake-counts";
import { objectiveSignature } from "./objective-signature";
import { recordMintDeployment } from "./record-mint-deployment";
import { streamsView } from "./streams-view";
import { MAX_DOCUMENT_BYTES, runSubgraph } from "./subgraph";
import { signVault, type VaultSignature } from "./vault-signature";

const security = [{ session: [] }];
const idParams = z.object({ id: z.string().min(1).max(200) });
const walletQuery = z.object({ wallet: z.string().max(100).optional() });
const deploymentBody = z.object({
  tx_hash: z.string().regex(/^0x[0-9a-fA-F]{64}$/, "Must be a transaction hash (0x and 64 hex digits)."),
});

// The use-cases' own types are the answers' schemas, exactly.
sameType<z.output<typeof mintSignatureSchema>, MissionSignature>();
sameType<z.output<typeof claimSchema>, ClaimAnswer>();
sameType<z.output<typeof vaultSignatureSchema>, VaultSignature>();
sameType<z.output<typeof nftStakeCountsSchema>, NftStakeCountsAnswer>();

// Mint and claim signatures of mission rewards, token claims, Saga streams and vaults, NFT stake
// counts (docs/product/rewards.md, docs/product/streams.md, docs/product/staking.md) and the streams subgraph. Thin:
// the work is in one use-case per file.
export const chainRewardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const env = app.env;

  app.get(
    "/missions/:id/signature",
    {
      config: { openapi: { errors: [403, 409] } },
      schema: {
        tags: ["missions"],
        security,
        summary: "The mint permit (NFT rewards) or vesting claim (token rewards) signature for the primary wallet",
        params: idParams,
        querystring: walletQuery,
        response: { 200: mintSignatureAnswer },
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      return { data: await missionSignature(db, app.chain.signer, user.id, req.params.id, req.query.wallet) };
    },
  );

  app.post(
    "/missions/:id/claim",
    {
      schema: {
        tags: ["missions"],
        security,
        summary: "Records a token claim of a winner after its receipt { claimed_block_timestamp }",
        params: idParams,
        body: claimRequestSchema,
        response: { 200: claimAnswer },
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      return { data: await claimMission(db, user.id, req.params.id, req.body) };
    },
  );

  app.get(
    "/objectives/:id/signature",
    {
      config: { openapi: { errors: [409] } },
      schema: {
        tags: ["objectives"],
        security,
        summary: "The mint permit of an onchain_mint objective for the primary wallet",
        params: idParams,
        querystring: walletQuery,
        response: { 200: mintSignatureAnswer },
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      return { data: await objectiveSignature(db, app.chain.signer, user.id, req.params.id, req.query.wallet) };
    },
  );

  for (const kind of ["reward", "objective"] as const) {
    const contract = `the ${kind}'s NFT mint contract`;
    app.post(
      `/${kind}s/:id/mint-deployment`,
      {
        // Already deployed or the transaction unknown to the chain (409); no RPC for the chain (503).
        config: { openapi: { errors: [409, 503] } },
        schema: {
          tags: [`${kind}s`],
          security,
          summary: `Records the organizer's deployment of ${contract}, checked on chain { tx_hash }`,
          params: idParams,
          body: deploymentBody,
          response: { 200: mintDeploymentAnswer },
        },
      },
      async (req) => {
        const user = requireUser(await req.currentUser());
        const target = { kind, id: req.params.id };
        return {
          data: await recordMintDeployment(
            db,
            env,
            app.chain.signer,
            user.id,
            target,
            req.body.tx_hash as `0x${string}`,
          ),
        };
      },
    );
  }

  app.get(
    "/seasons/streams",
    {
      schema: {
        tags: ["seasons"],
        security,
        summary: "The account's Saga streams with their rewards and status",
        response: { 200: sagaStreamsAnswer },
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      return { data: await streamsView(db, env.STAKING_CHAIN_ID, user.id) };
    },
  );

  app.get(
    "/seasons/vaultsignature",
    {
      config: { openapi: { errors: [404, 409, 502, 503] } },
      schema: {
        tags: ["seasons"],
        security,
        summary: "A VaultClaim signature for the account's unclaimed Saga vault",
        response: { 200: vaultSignatureAnswer },
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      return { data: await signVault(db, env, requireChainSetup(app.chain.setup), app.chain.signer, user.id) };
    },
  );

  app.get(
    "/seasons/nft-stake",
    {
      schema: {
        tags: ["seasons"],
        security,
        summary: "Membership NFTs staked across the account's wallets, and their booster",
        response: { 200: nftStakeCountsAnswer },
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      return { data: await nftStakeCounts(db, env.STAKING_CHAIN_ID, user.id) };
    },
  );

  // Public, like a subgraph on The Graph; answers in GraphQL's shape, not the house error model.
  app.post(
    "/subgraph",
    {
      bodyLimit: MAX_DOCUMENT_BYTES * 4,
      schema: {
        tags: ["seasons"],
        summary: "GraphQL subgraph of the indexed streams (Sablier-shaped)",
        body: z.unknown(),
        response: { 200: subgraphAnswer, 400: subgraphRefusal },
      },
    },
    async (req, reply) => {
      const answer = await runSubgraph(db, req.body);
      return reply.status(answer.status).type("application/json; charset=utf-8").send(answer.body);
    },
  );
};
