import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { challengeParticipateSchema, leaderboardQuerySchema, sagaQuerySchema } from "@questhq/core";
import {
  activeSagaAnswer,
  allocationsPageAnswer,
  challengeParticipateAnswer,
  leaderboardPageAnswer,
  sagaIndexAnswer,
  sagaOnboardingAnswer,
  sagaDetailAnswer,
  type sagaDetailSchema,
  sagaAwardsAnswer,
  sagaOverviewAnswer,
} from "@questhq/core/schemas/responses/sagas";
import { sameType } from "@questhq/core/schemas/responses/same-type";
import { requireUser } from "../../lib/session";
import { accrueSagaBoosters } from "./accrue-boosters";
import { getActiveSaga } from "./get-active-saga";
import { getAwards } from "./get-awards";
import { getLeaderboard } from "./get-leaderboard";
import { resolveSaga } from "./load-saga";
import { getSagaSummary } from "./get-saga-summary";
import { listSagas } from "./list-sagas";
import { ALLOCATIONS_PAGE_MAX, listAllocations } from "./list-allocations";
import { getOverview } from "./get-overview";
import { participateChallenge } from "./participate-challenge";
import { completeOnboarding, getOnboarding } from "./saga-onboarding";

const tags = ["seasons"];
const security = [{ session: [] }];
const challengeParams = z.object({ id: z.string().min(1).max(120) });
const slugParams = z.object({ slug: z.string().min(1).max(120) });
const onboarding = { 200: sagaOnboardingAnswer };

// The summary's type is the use-case's own; the other answers are tied to core's Saga views where they are declared.
sameType<z.output<typeof sagaDetailSchema>, Awaited<ReturnType<typeof getSagaSummary>>>();

export const sagasRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const deps = { db, env: app.env, budgets: app.providerBudgets, log: app.log };

  app.get(
    "/seasons/active",
    {
      schema: {
        tags,
        summary: "The running Saga, its current week and the week's challenges (with the caller's progress)",
        response: { 200: activeSagaAnswer },
      },
    },
    async (req) => {
      const user = await req.currentUser();
      return { data: await getActiveSaga(db, user?.id ?? null) };
    },
  );

  app.post(
    "/seasons/objectives/:id/participate",
    {
      // Not this week's challenge, or the provider's answer refuses it.
      config: { openapi: { errors: [409] } },
      schema: {
        tags,
        security,
        summary: "Verify one of this week's challenges with its provider",
        params: challengeParams,
        body: challengeParticipateSchema.optional(),
        response: { 200: challengeParticipateAnswer },
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      return { data: await participateChallenge(deps, user.id, req.params.id, req.body) };
    },
  );

  app.get(
    "/seasons/awards",
    {
      // An unknown `season`, or no Saga yet.
      config: { openapi: { errors: [404] } },
      schema: {
        tags,
        security,
        summary: "Stars and boosters per week of the Saga",
        querystring: sagaQuerySchema,
        response: { 200: sagaAwardsAnswer },
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      return { data: await getAwards(db, user.id, req.query.season) };
    },
  );

  app.get(
    "/seasons/overview",
    {
      // An unknown `season`, or no Saga yet.
      config: { openapi: { errors: [404] } },
      schema: {
        tags,
        security,
        summary: "Credits, boosters by source, boosted credits, rank and estimated $HQ",
        querystring: sagaQuerySchema,
        response: { 200: sagaOverviewAnswer },
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      return { data: await getOverview(db, app.env, user.id, req.query.season) };
    },
  );

  app.get(
    "/seasons/onboarding",
    { schema: { tags, security, summary: "The Saga onboarding checklist", response: onboarding } },
    async (req) => {
      const user = requireUser(await req.currentUser());
      return { data: await getOnboarding(db, user.id) };
    },
  );

  app.post(
    "/seasons/onboarding",
    {
      config: { openapi: { errors: [409] } },
      schema: { tags, security, summary: "Finish Saga onboarding (every step must be done)", response: onboarding },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      const done = await completeOnboarding(db, user.id);
      // The membership booster of the week in progress counts from now, without waiting for the worker.
      await accrueSagaBoosters(deps).catch((err: unknown) => req.log.warn({ err }, "saga booster accrual failed"));
      return { data: done };
    },
  );

  app.get(
    "/seasons",
    {
      schema: {
        tags,
        summary: "Every Saga with its settlement status: running ones, then upcoming, then past (public)",
        response: { 200: sagaIndexAnswer },
      },
    },
    async () => ({ data: await listSagas(db, app.env) }),
  );

  app.get(
    "/seasons/:slug/summary",
    {
      schema: {
        tags,
        summary: "A Saga's dates, pool and settlement status (public)",
        params: slugParams,
        response: { 200: sagaDetailAnswer },
      },
    },
    async (req) => ({
      data: await getSagaSummary(db, app.env, req.params.slug),
    }),
  );

  app.get(
    "/seasons/:slug/allocations",
    {
      schema: {
        tags,
        summary: "The published allocation table of a settled Saga, in canonical order (keyset-paged by position)",
        params: slugParams,
        querystring: z.object({
          cursor: z.coerce.number().int().min(0).optional(),
          limit: z.coerce.number().int().min(1).max(ALLOCATIONS_PAGE_MAX).default(500),
        }),
        response: { 200: allocationsPageAnswer },
      },
    },
    async (req) => listAllocations(db, req.params.slug, req.query),
  );

  app.get(
    "/seasons/:slug/leaderboard",
    {
      schema: {
        tags,
        summary: "Accounts by boosted credits (keyset-paged), the caller's own row pinned",
        params: slugParams,
        querystring: leaderboardQuerySchema,
        response: { 200: leaderboardPageAnswer },
      },
    },
    async (req) => {
      const user = await req.currentUser();
      const s = await resolveSaga(db, req.params.slug);
      return getLeaderboard(db, s, user?.id ?? null, req.query);
    },
  );
};
