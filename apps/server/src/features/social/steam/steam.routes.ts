import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authUrlAnswer, steamIdAnswer, steamLinkedAnswer } from "@questhq/core/schemas/responses/social";
import { requireUser } from "../../../lib/session";
import { findLink } from "../../accounts/index";
import { disconnectRoute, startLinkRoute } from "../link-routes";
import { startSteamLink } from "./start-steam-link";
import { finishSteamLink } from "./finish-steam-link";

// Steam account linking (docs/product/accounts.md#connecting-an-account: authenticate → callback → refresh →
// disconnect).
const tags = ["accounts"];
const security = [{ session: [] }];

/**
 * Steam's OpenID 2.0 answer as the callback page forwards it. The fields Steam sends (and signs) are named so the
 * document lists them as parameters; any other `openid.*` extension field still reaches the check, which sends every
 * one back to Steam (a record here would become made-up parameters in the document).
 */
const openIdText = z.string().max(2000);
const openIdAnswer = z
  .object({
    state: openIdText.optional().describe("Our link state, when Steam's return_to does not carry it"),
    "openid.ns": openIdText.optional(),
    "openid.mode": openIdText.optional().describe("id_res, or cancel when the user backed out"),
    "openid.op_endpoint": openIdText.optional(),
    "openid.claimed_id": openIdText.optional(),
    "openid.identity": openIdText.optional(),
    "openid.return_to": openIdText.optional(),
    "openid.response_nonce": openIdText.optional(),
    "openid.assoc_handle": openIdText.optional(),
    "openid.signed": openIdText.optional(),
    "openid.sig": openIdText.optional(),
  })
  .catchall(openIdText)
  .refine((query) => Object.keys(query).every((key) => key.length <= 100), "A query parameter name is too long.");

export const steamRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const env = app.env;

  startLinkRoute(app, "steam", {
    summary: "Start linking a Steam account (OpenID 2.0)",
    response: authUrlAnswer,
    start: (userId, redirectUri) => startSteamLink(db, env, userId, redirectUri),
  });

  app.get(
    "/steam/callback",
    {
      // The Steam account belongs to another user (409); Steam unreachable (502).
      config: { openapi: { errors: [409, 502] } },
      schema: {
        tags,
        security,
        summary: "Finish linking: the callback page forwards Steam's openid.* answer and our state",
        querystring: openIdAnswer,
        response: { 200: steamLinkedAnswer },
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      return { data: await finishSteamLink(db, env, user.id, req.query) };
    },
  );

  app.post(
    "/steam/refresh",
    {
      schema: {
        tags,
        security,
        summary: "The linked Steam id (null when not linked)",
        response: { 200: steamIdAnswer },
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      const link = await findLink(db, user.id, "steam");
      return { data: { steam_id: link?.providerUserId ?? null } };
    },
  );

  disconnectRoute(app, "steam", "Steam");
};
