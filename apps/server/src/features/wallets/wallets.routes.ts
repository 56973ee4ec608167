import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { walletNonceSchema, walletVerifySchema } from "@questhq/core";
import { removedAnswer, walletAnswer, walletNonceAnswer } from "@questhq/core/schemas/responses/users";
import { requireUser } from "../../lib/session";
import { createWalletNonce } from "./create-wallet-nonce";
import { linkWallet } from "./link-wallet";
import { unlinkWallet } from "./unlink-wallet";

const tags = ["wallets"];
const security = [{ session: [] }];

export const walletsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const settings = { publicUrl: app.env.PUBLIC_URL, rpcUrls: app.env.CHAIN_RPC_URLS };

  app.post(
    "/wallets/nonce",
    {
      schema: {
        tags,
        security,
        summary: "Prepare wallet verification",
        body: walletNonceSchema,
        response: { 200: walletNonceAnswer },
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      return { data: await createWalletNonce(db, user.id, req.body.address) };
    },
  );

  app.post(
    "/wallets/verify",
    {
      // A wallet already linked to another account.
      config: { openapi: { errors: [409] } },
      schema: {
        tags,
        security,
        summary: "Link a wallet by its signed EIP-4361 message",
        body: walletVerifySchema,
        response: { 200: walletAnswer },
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      return { data: await linkWallet(db, user.id, req.body, settings) };
    },
  );

  app.delete(
    "/wallets/:address",
    {
      schema: {
        tags,
        security,
        summary: "Unlink a wallet",
        params: z.object({ address: z.string().regex(/^0x[0-9a-fA-F]{40}$/, "Invalid EVM address") }),
        response: { 200: removedAnswer },
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      return { data: await unlinkWallet(db, user.id, req.params.address) };
    },
  );
};
