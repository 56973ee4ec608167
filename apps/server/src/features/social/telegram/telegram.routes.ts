import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authUrlAnswer, telegramLinkedAnswer } from "@questhq/core/schemas/responses/social";
import { requireUser } from "../../../lib/session";
import { disconnectRoute, startLinkRoute } from "../link-routes";
import { startTelegramLink } from "./start-telegram-link";
import { finishTelegramLink } from "./finish-telegram-link";

// Telegram account linking (docs/PARTICIPATION-API.md "Linked accounts").
const tags = ["accounts"];
const security = [{ session: [] }];

// The login widget's fields arrive as strings in the callback URL; a client may send numbers.
// Every received field is signed, so fields Telegram may add later are kept for the check.
const field = z.union([z.string().max(500), z.number()]).transform(String);
const callbackBody = z
  .object({
    id: field,
    first_name: field.optional(),
    last_name: field.optional(),
    username: field.optional(),
    photo_url: field.optional(),
    auth_date: field,
    hash: field,
    state: z.string().max(200).optional(),
  })
  .catchall(field);

export const telegramRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const env = app.env;

  startLinkRoute(app, "telegram", {
    summary: "Start linking a Telegram account (Telegram login)",
    errors: [503], // Telegram login may not be configured.
    response: authUrlAnswer,
    start: (userId, redirectUri) => startTelegramLink(db, env, userId, redirectUri),
  });

  app.post(
    "/telegram/callback",
    {
      // The Telegram account belongs to another user (409); not configured (503).
      config: { openapi: { errors: [409, 503] } },
      schema: {
        tags,
        security,
        summary: "Finish linking with Telegram's signed login fields",
        body: callbackBody,
        response: { 200: telegramLinkedAnswer },
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      const { state, ...fields } = req.body;
      const signed = Object.fromEntries(
        Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === "string"),
      );
      return { data: await finishTelegramLink(db, env, user.id, { fields: signed, state }) };
    },
  );

  disconnectRoute(app, "telegram", "Telegram");
};
