import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  authorizationUrlAnswer,
  disconnectedAnswer,
  googleLinkedAnswer,
  tokenCheckAnswer,
} from "@questhq/core/schemas/responses/social";
import { requireUser } from "../../../lib/session";
import { unlink } from "../../accounts/index";
import { startGoogleLink } from "./start-google-link";
import { finishGoogleLink } from "./finish-google-link";
import { checkGoogleToken } from "./check-google-token";

// Google account linking (docs/product/accounts.md#linked-accounts, docs/PARTICIPATION-API.md "Linked accounts").
const tags = ["accounts"];
const security = [{ session: [] }];

export const googleRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const env = app.env;

  app.get(
    "/google/authenticate",
    {
      config: { openapi: { errors: [502] } },
      schema: {
        tags,
        security,
        summary: "Start linking a Google account for YouTube (OAuth 2 with PKCE)",
        querystring: z.object({ redirect_uri: z.string().max(2000).optional() }),
        response: { 200: authorizationUrlAnswer },
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      return { data: await startGoogleLink(db, env, user.id, req.query.redirect_uri) };
    },
  );

  app.post(
    "/google/authenticate",
    {
      // The account belongs to another user (409); the provider unreachable (502).
      config: { openapi: { errors: [409, 502] } },
      schema: {
        tags,
        security,
        summary: "Finish linking: the callback page forwards Google's code and state",
        querystring: z.object({
          code: z.string().max(2000).optional(),
          state: z.string().max(200).optional(),
          error: z.string().max(200).optional(),
        }),
        response: { 200: googleLinkedAnswer },
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      return { data: await finishGoogleLink(db, env, user.id, req.query) };
    },
  );

  app.post(
    "/google/refresh",
    {
      config: { openapi: { errors: [502] } },
      schema: {
        tags,
        security,
        summary: "Whether the linked Google account's token still works",
        response: { 200: tokenCheckAnswer },
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      return { data: await checkGoogleToken(db, env, user.id) };
    },
  );

  app.post(
    "/google/disconnect",
    { schema: { tags, security, summary: "Unlink the Google account", response: { 200: disconnectedAnswer } } },
    async (req) => {
      const user = requireUser(await req.currentUser());
      await unlink(db, user.id, "google");
      return { data: { disconnected: true as const } };
    },
  );
};
