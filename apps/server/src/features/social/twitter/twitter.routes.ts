import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  disconnectedAnswer,
  organizationTwitterAnswer,
  tokenCheckAnswer,
  twitterLinkedAnswer,
  twitterLinkStartAnswer,
} from "@questhq/core/schemas/responses/social";
import { sameType } from "@questhq/core/schemas/responses/same-type";
import { requireUser } from "../../../lib/session";
import { startTwitterLink, type StartTwitterLinkResult } from "./start-twitter-link";
import { completeTwitterLink, type CompleteTwitterLinkResult } from "./complete-twitter-link";
import { checkTwitterToken } from "./check-twitter-token";
import { disconnectTwitter } from "./disconnect-twitter";
import { getOrganizationTwitter, type OrganizationTwitterView } from "./get-organization-twitter";

// Linking a Twitter/X account to the user or to an organization (docs/product/accounts.md#linked-accounts,
// docs/product/organizations.md#organization-x-account, contract docs/PARTICIPATION-API.md). Trailing slashes are
// optional (ignoreTrailingSlash).

const tags = ["social"];
const security = [{ session: [] }];
const flag = z
  .enum(["true", "false", "1", "0"])
  .optional()
  .transform((v) => v === "true" || v === "1");
const organizationId = z.uuid("Organization not found.");
const orgTarget = z.object({ organization_id: organizationId.optional() });

const startQuery = z.object({
  redirect_uri: z.string().max(2000).optional(),
  is_organization: flag,
  use_existing_account: flag,
  organization_id: organizationId.optional(),
});
const callbackQuery = z.object({ code: z.string().max(2000).optional(), state: z.string().max(500).optional() });

type Data<T extends z.ZodType> = z.output<T> extends { data: infer D } ? D : never;
sameType<Data<typeof twitterLinkStartAnswer>, StartTwitterLinkResult>();
sameType<Data<typeof twitterLinkedAnswer>, CompleteTwitterLinkResult>();
sameType<Data<typeof organizationTwitterAnswer>, OrganizationTwitterView | null>();

export const twitterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const env = app.env;

  app.get(
    "/twitter/authenticate",
    {
      // An organization link needs an admin; X linking may not be configured.
      config: { openapi: { errors: [403, 503] } },
      schema: {
        tags,
        security,
        summary: "Start linking a Twitter/X account (user, or organization admins)",
        querystring: startQuery,
        response: { 200: twitterLinkStartAnswer },
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      const q = req.query;
      const data = await startTwitterLink(db, env, user.id, {
        redirectUri: q.redirect_uri,
        isOrganization: q.is_organization,
        useExistingAccount: q.use_existing_account,
        organizationId: q.organization_id,
      });
      return { data };
    },
  );

  app.post(
    "/twitter/authenticate",
    {
      // The X account belongs to another user (409); X unreachable (502).
      config: { openapi: { errors: [409, 502] } },
      schema: {
        tags,
        security,
        summary: "Twitter/X callback: exchange the code and link the account",
        querystring: callbackQuery,
        response: { 200: twitterLinkedAnswer },
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      return { data: await completeTwitterLink(db, env, user.id, req.query) };
    },
  );

  app.post(
    "/twitter/refresh",
    {
      schema: {
        tags,
        security,
        summary: "Is the linked Twitter/X token usable?",
        querystring: orgTarget,
        body: orgTarget.nullish(),
        response: { 200: tokenCheckAnswer },
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      return {
        data: await checkTwitterToken(db, env, user.id, req.body?.organization_id ?? req.query.organization_id),
      };
    },
  );

  app.post(
    "/twitter/disconnect",
    {
      schema: {
        tags,
        security,
        summary: "Disconnect the Twitter/X account",
        querystring: orgTarget,
        body: orgTarget.nullish(),
        response: { 200: disconnectedAnswer },
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      return {
        data: await disconnectTwitter(db, env, user.id, req.body?.organization_id ?? req.query.organization_id),
      };
    },
  );

  app.get(
    "/organizations/:id/twitter",
    {
      schema: {
        tags,
        summary: "The organization's verified Twitter/X account (public)",
        params: z.object({ id: organizationId }),
        response: { 200: organizationTwitterAnswer },
      },
    },
    async (req) => ({ data: await getOrganizationTwitter(db, req.params.id) }),
  );
};
