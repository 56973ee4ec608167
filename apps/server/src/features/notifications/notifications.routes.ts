import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  emailPreferencesAnswer,
  NOTIFICATION_MESSAGES,
  notificationSchema,
  notificationsAnswer,
  notificationsQuerySchema,
  readAllAnswer,
  unreadCountAnswer,
  unsubscribeAnswer,
  unsubscribeQuerySchema,
  updateEmailPreferencesBody,
} from "@questhq/core";
import { emptyResponse } from "@questhq/core/schemas/responses/common";
import { nextLink } from "../../lib/next-link";
import { requireUser } from "../../lib/session";
import { listNotifications, unreadCount } from "./list-notifications";
import { markAllRead, markRead } from "./mark-read";
import { getEmailPreferences, unsubscribeByToken, updateEmailPreferences } from "./email-preferences";

// The notification centre's API (docs/product/notifications.md): the signed-in person's own notifications only.
// The unread count is what every open web app asks for every few seconds, so it answers 304 to a matching ETag.

const tags = ["notifications"];

/** What verifies an unsubscribe token: AUTH_SECRET, and the previous one while a rotation is under way. */
const unsubscribeSecrets = (env: { AUTH_SECRET: string; AUTH_SECRET_PREVIOUS?: string }) =>
  [env.AUTH_SECRET, env.AUTH_SECRET_PREVIOUS].filter((s): s is string => Boolean(s));
const security = [{ session: [] }];

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    "/notifications",
    {
      schema: {
        tags,
        security,
        summary: "Your notifications, newest first (keyset paged by `next`)",
        querystring: notificationsQuerySchema,
        response: { 200: notificationsAnswer },
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      const page = await listNotifications(db, user.id, req.query);
      return { data: page.data, next: nextLink(req, app.env.PUBLIC_URL, page.next) };
    },
  );

  app.get(
    "/notifications/unread-count",
    {
      schema: {
        tags,
        security,
        summary: "How many of your notifications are unread (ETag: a 304 while nothing changed)",
        response: { 200: unreadCountAnswer, 304: emptyResponse("Not modified: the If-None-Match ETag is current") },
      },
    },
    async (req, reply) => {
      const user = requireUser(await req.currentUser());
      const { unread, latestAt } = await unreadCount(db, user.id);
      // Weak: the same figures, whatever the encoding; private: never kept by a shared cache.
      const etag = `W/"${unread}-${latestAt ? Date.parse(latestAt) : 0}"`;
      reply.header("etag", etag).header("cache-control", "private, no-cache");
      if (req.headers["if-none-match"] === etag) return reply.status(304).send();
      return { data: { unread, latest_at: latestAt ? new Date(latestAt).toISOString() : null } };
    },
  );

  app.post(
    "/notifications/:id/read",
    {
      config: { openapi: { errors: [404] } },
      schema: {
        tags,
        security,
        summary: "Mark one of your notifications read",
        params: z.object({ id: z.uuid(NOTIFICATION_MESSAGES.notFound) }),
        response: { 200: z.object({ data: notificationSchema }) },
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      return { data: await markRead(db, user.id, req.params.id) };
    },
  );

  app.post(
    "/notifications/read-all",
    {
      schema: { tags, security, summary: "Mark all your notifications read", response: { 200: readAllAnswer } },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      return { data: { marked: await markAllRead(db, user.id) } };
    },
  );

  app.get(
    "/notifications/email-preferences",
    {
      schema: {
        tags,
        security,
        summary: "Which emails you get: each category, on or off, and the address they go to",
        response: { 200: emailPreferencesAnswer },
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      return { data: await getEmailPreferences(db, user.id) };
    },
  );

  app.patch(
    "/notifications/email-preferences",
    {
      config: { openapi: { errors: [400] } },
      schema: {
        tags,
        security,
        summary: "Turn email categories on or off",
        body: updateEmailPreferencesBody,
        response: { 200: emailPreferencesAnswer },
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      return { data: await updateEmailPreferences(db, user.id, req.body) };
    },
  );

  const secrets = unsubscribeSecrets(app.env);

  app.get(
    "/notifications/unsubscribe",
    {
      config: { openapi: { errors: [400] } },
      schema: {
        tags,
        summary: "What an email's unsubscribe link stops (no sign-in: the signed token is the permission)",
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeAnswer },
      },
    },
    async (req) => ({ data: await unsubscribeByToken(db, secrets, req.query.token, false) }),
  );

  app.post(
    "/notifications/unsubscribe",
    {
      config: { openapi: { errors: [400] } },
      schema: {
        tags,
        summary: "Stop the email category of an unsubscribe link (no sign-in: the signed token is the permission)",
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeAnswer },
      },
    },
    async (req) => ({ data: await unsubscribeByToken(db, secrets, req.query.token, true) }),
  );
};

/**
 * RFC 8058 one-click unsubscribe, outside /api: an email's List-Unsubscribe header names the /unsubscribe page, and
 * the mailbox provider POSTs `List-Unsubscribe=One-Click` to that same address, without cookies, as a form. A person
 * opening the link gets the page (GET), which asks before it stops anything: link scanners open links too.
 */
export const oneClickUnsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  const secrets = unsubscribeSecrets(app.env);
  // The form's one field says nothing the token does not: read it as text and leave it.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) =>
    done(null, body),
  );
  app.post(
    "/unsubscribe",
    { schema: { hide: true, querystring: unsubscribeQuerySchema, response: { 200: unsubscribeAnswer } } },
    async (req) => ({ data: await unsubscribeByToken(app.database.db, secrets, req.query.token, true) }),
  );
};
