import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  authorizationUrlAnswer,
  disconnectedAnswer,
  discordLinkedAnswer,
  tokenCheckAnswer,
} from "@questhq/core/schemas/responses/social";
import { requireUser } from "../../../lib/session";
import { unlink } from "../../accounts/index";
import { startDiscordLink } from "./start-discord-link";
import { finishDiscordLink } from "./finish-discord-link";
import { checkDiscordToken } from "./check-discord-token";

// Discord account linking (docs/product/accounts.md#linked-accounts, docs/PARTICIPATION-API.md "Linked accounts").
const tags = ["accounts"];
const security = [{ session: [] }];

export const discordRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const env = app.env;

  app.get(
    "/discord/authenticate",
    {
      config: { openapi: { errors: [502] } },
      schema: {
        tags,
        security,
        summary: "Start linking a Discord account (OAuth 2 with PKCE)",
        querystring: z.object({ redirect_uri: z.string().max(2000).optional() }),
        response: { 200: authorizationUrlAnswer },
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      return { data: await startDiscordLink(db, env, user.id, req.query.redirect_uri) };
    },
  );

  app.post(
    "/discord/authenticate",
    {
      // The account belongs to another user (409); the provider unreachable (502).
      config: { openapi: { errors: [409, 502] } },
      schema: {
        tags,
        security,
        summary: "Finish linking: the callback page forwards Discord's code and state",
        querystring: z.object({
          code: z.string().max(2000).optional(),
          state: z.string().max(200).optional(),
          error: z.string().max(200).optional(),
        }),
        response: { 200: discordLinkedAnswer },
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      return { data: await finishDiscordLink(db, env, user.id, req.query) };
    },
  );

  app.post(
    "/discord/refresh",
    {
      config: { openapi: { errors: [502] } },
      schema: {
        tags,
        security,
        summary: "Whether the linked Discord account's token still works",
        response: { 200: tokenCheckAnswer },
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      return { data: await checkDiscordToken(db, env, user.id) };
    },
  );

  app.post(
    "/discord/disconnect",
    { schema: { tags, security, summary: "Unlink the Discord account", response: { 200: disconnectedAnswer } } },
    async (req) => {
      const user = requireUser(await req.currentUser());
      await unlink(db, user.id, "discord");
      return { data: { disconnected: true as const } };
    },
  );
};
