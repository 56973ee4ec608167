import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { submitWinnerWalletSchema, winnerWalletViewSchema } from "@questhq/core";
import { requireUser } from "../../lib/session";
import { listWinnerWallets } from "./list-winner-wallets";
import { submitWinnerWallet } from "./submit-winner-wallet";

const tags = ["participation"];
const security = [{ session: [] }];
const missionParams = z.object({ id: z.string().min(1).max(120) });

// Wallet collection (/enter-wallet): winners submit the wallet their reward goes to, until the reward's deadline.
export const winnerWalletsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    "/winner-wallets",
    {
      schema: {
        tags,
        security,
        summary: "The signed-in user's won rewards that are delivered to a wallet, with the wallet and its deadline",
        response: { 200: z.object({ data: z.array(winnerWalletViewSchema), next: z.null() }) },
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      // A winner's wins fit one answer (capped), so there is no next page.
      return { data: await listWinnerWallets(db, user.id), next: null };
    },
  );

  app.put(
    "/missions/:id/winner-wallet",
    {
      // Past the deadline, or the reward is not delivered to a wallet.
      config: { openapi: { errors: [409] } },
      schema: {
        tags,
        security,
        summary:
          "A winner submits or confirms the wallet for the mission's reward { wallet_address } (until its deadline)",
        params: missionParams,
        body: submitWinnerWalletSchema,
        response: { 200: z.object({ data: winnerWalletViewSchema }) },
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      return { data: await submitWinnerWallet(db, user.id, req.params.id, req.body) };
    },
  );
};
