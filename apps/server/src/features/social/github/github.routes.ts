import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  authorizationUrlAnswer,
  disconnectedAnswer,
  githubLinkedAnswer,
  tokenCheckAnswer,
} from "@questhq/core/schemas/responses/social";
import { requireUser } from "../../../lib/session";
import { unlink } from "../../accounts/index";
import { startGitHubLink } from "./start-github-link";
import { finishGitHubLink } from "./finish-github-link";
import { checkGitHubToken } from "./check-github-token";

// GitHub account linking (docs/product/accounts.md#linked-accounts, docs/PARTICIPATION-API.md "Linked accounts").
const tags = ["accounts"];
const security = [{ session: [] }];

export const githubRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const env = app.env;

  app.get(
    "/github/authenticate",
    {
      config: { openapi: { errors: [502] } },
      schema: {
        tags,
        security,
        summary: "Start linking a GitHub account (OAuth 2 with PKCE)",
        querystring: z.object({ redirect_uri: z.string().max(2000).optional() }),
        response: { 200: authorizationUrlAnswer },
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      return { data: await startGitHubLink(db, env, user.id, req.query.redirect_uri) };
    },
  );

  app.post(
    "/github/authenticate",
    {
      // The account belongs to another user (409); the provider unreachable (502).
      config: { openapi: { errors: [409, 502] } },
      schema: {
        tags,
        security,
        summary: "Finish linking: the callback page forwards GitHub's code and state",
        querystring: z.object({
          code: z.string().max(2000).optional(),
          state: z.string().max(200).optional(),
          error: z.string().max(200).optional(),
        }),
        response: { 200: githubLinkedAnswer },
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      return { data: await finishGitHubLink(db, env, user.id, req.query) };
    },
  );

  app.post(
    "/github/refresh",
    {
      config: { openapi: { errors: [502] } },
      schema: {
        tags,
        security,
        summary: "Whether the linked GitHub account's token still works",
        response: { 200: tokenCheckAnswer },
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      return { data: await checkGitHubToken(db, env, user.id) };
    },
  );

  app.post(
    "/github/disconnect",
    { schema: { tags, security, summary: "Unlink the GitHub account", response: { 200: disconnectedAnswer } } },
    async (req) => {
      const user = requireUser(await req.currentUser());
      await unlink(db, user.id, "github");
      return { data: { disconnected: true as const } };
    },
  );
};
