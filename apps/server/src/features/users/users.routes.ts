import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { referralSchema, updateProfileSchema } from "@questhq/core";
import { meAnswer, balancesAnswer, referralAnswer, subscriptionAnswer } from "@questhq/core/schemas/responses/users";
import { requireUser } from "../../lib/session";
import { getMe } from "./get-me";
import { getBalances } from "../ledger/index";
import { getSubscription } from "./get-subscription";
import { updateProfile } from "./update-profile";
import { applyReferral } from "./apply-referral";

const tags = ["users"];
const security = [{ session: [] }];

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    "/users/me",
    { schema: { tags, security, summary: "The signed-in user", response: { 200: meAnswer } } },
    async (req) => {
      const user = requireUser(await req.currentUser());
      return { data: await getMe(db, app.env, user.id) };
    },
  );

  app.patch(
    "/users/me",
    { schema: { tags, security, summary: "Edit the profile", body: updateProfileSchema, response: { 200: meAnswer } } },
    async (req) => {
      const user = requireUser(await req.currentUser());
      await updateProfile(db, user.id, req.body);
      return { data: await getMe(db, app.env, user.id) };
    },
  );

  app.get(
    "/users/credits",
    { schema: { tags, security, summary: "Credits and $HQ stake", response: { 200: balancesAnswer } } },
    async (req) => {
      const user = requireUser(await req.currentUser());
      return { data: await getBalances(db, user.id) };
    },
  );

  app.get(
    "/users/subscription",
    { schema: { tags, security, summary: "Subscription (Free when none)", response: { 200: subscriptionAnswer } } },
    async (req) => {
      const user = requireUser(await req.currentUser());
      return { data: await getSubscription(db, user.id) };
    },
  );

  app.post(
    "/users/referral",
    {
      // An unknown code is a 404; a second referral a 409.
      config: { openapi: { errors: [404, 409] } },
      schema: {
        tags,
        security,
        summary: "Apply a referral code (once)",
        body: referralSchema,
        response: { 200: referralAnswer },
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      return { data: await applyReferral(db, user.id, req.body.code) };
    },
  );
};
