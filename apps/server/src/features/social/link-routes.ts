import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { disconnectedAnswer, tokenCheckAnswer } from "@questhq/core/schemas/responses/social";
import type { ErrorStatus } from "../../lib/openapi";
import { requireUser } from "../../lib/session";
import type { Db } from "../../db/client";
import type { Env } from "../../env";
import { unlink } from "../accounts";
import type { OAuthCallback } from "./oauth-link";

// The routes every linked account has in the same shape (docs/product/accounts.md#connecting-an-account:
// authenticate → callback → refresh → disconnect); what differs per provider is passed in. Twitter/X, which can link
// an organization's account too, keeps its own routes.

type App = Parameters<FastifyPluginAsyncZod>[0];
type SocialProvider = Parameters<typeof unlink>[2];
/** What a route answers inside `{ data }`. */
type Data<T extends z.ZodType> = z.output<T> extends { data: infer D } ? D : never;

const tags = ["accounts"];
const security = [{ session: [] }];
/**
 * Fastify cannot resolve the reply type of a generic schema: the answer is checked where the helpers are called (the
 * `start` and `finish` functions return its `data`) and, as everywhere, by the response serializer.
 */
const answer = (schema: z.ZodType): z.ZodType => schema;
/** The errors an operation documents besides the common ones, when it has any. */
const documented = (errors?: ErrorStatus[]) => (errors ? { config: { openapi: { errors } } } : {});

/** GET /{provider}/authenticate: where to send the user to link an account, coming back to `redirect_uri`. */
export function startLinkRoute<A extends z.ZodType>(
  app: App,
  provider: SocialProvider,
  route: {
    summary: string;
    errors?: ErrorStatus[];
    response: A;
    start: (userId: string, redirectUri: string | undefined) => Promise<Data<A>>;
  },
): void {
  app.get(
    `/${provider}/authenticate`,
    {
      ...documented(route.errors),
      schema: {
        tags,
        security,
        summary: route.summary,
        querystring: z.object({ redirect_uri: z.string().max(2000).optional() }),
        response: { 200: answer(route.response) },
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      return { data: await route.start(user.id, req.query.redirect_uri) };
    },
  );
}

/** POST /{provider}/disconnect: unlink the user's account. */
export function disconnectRoute(app: App, provider: SocialProvider, name: string): void {
  app.post(
    `/${provider}/disconnect`,
    { schema: { tags, security, summary: `Unlink the ${name} account`, response: { 200: disconnectedAnswer } } },
    async (req) => {
      const user = requireUser(await req.currentUser());
      await unlink(app.database.db, user.id, provider);
      return { data: { disconnected: true as const } };
    },
  );
}

/**
 * The four routes of an OAuth 2 link with PKCE (Discord, Google and the like): start, finish with the provider's
 * code and our state (the callback page forwards them), whether the token still works, disconnect.
 */
export function oauthLinkRoutes<A extends z.ZodType, L extends z.ZodType>(
  app: App,
  provider: SocialProvider,
  route: {
    name: string;
    startSummary: string;
    startAnswer: A;
    linkedAnswer: L;
    start: (db: Db, env: Env, userId: string, redirectUri: string | undefined) => Promise<Data<A>>;
    finish: (db: Db, env: Env, userId: string, query: OAuthCallback) => Promise<Data<L>>;
    check: (db: Db, env: Env, userId: string) => Promise<Data<typeof tokenCheckAnswer>>;
  },
): void {
  const db = app.database.db;
  const env = app.env;
  startLinkRoute(app, provider, {
    summary: route.startSummary,
    errors: [502],
    response: route.startAnswer,
    start: (userId, redirectUri) => route.start(db, env, userId, redirectUri),
  });

  app.post(
    `/${provider}/authenticate`,
    {
      // The account belongs to another user (409); the provider unreachable (502).
      ...documented([409, 502]),
      schema: {
        tags,
        security,
        summary: `Finish linking: the callback page forwards ${route.name}'s code and state`,
        querystring: z.object({
          code: z.string().max(2000).optional(),
          state: z.string().max(200).optional(),
          error: z.string().max(200).optional(),
        }),
        response: { 200: answer(route.linkedAnswer) },
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      return { data: await route.finish(db, env, user.id, req.query) };
    },
  );

  app.post(
    `/${provider}/refresh`,
    {
      ...documented([502]),
      schema: {
        tags,
        security,
        summary: `Whether the linked ${route.name} account's token still works`,
        response: { 200: tokenCheckAnswer },
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      return { data: await route.check(db, env, user.id) };
    },
  );

  disconnectRoute(app, provider, route.name);
}
