import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { challengeInputSchema, createSagaSchema, updateWeekSchema } from "@questhq/core";
import {
  createdSagaAnswer,
  operatorChallengeAnswer,
  operatorJobsAnswer,
  type operatorChallengeSchema,
  operatorSagaDetailAnswer,
  type operatorSagaDetailSchema,
  type operatorSagaSchema,
  operatorSagasAnswer,
  removedChallengeAnswer,
  settledAnswer,
  settlementPreviewAnswer,
  type settlementPreviewSchema,
  weekAnswer,
} from "@questhq/core/schemas/responses/operators";
import type { Flat } from "@questhq/core/schemas/responses/common";
import { payoutReportAnswer } from "@questhq/core/schemas/responses/sagas";
import { sameType } from "@questhq/core/schemas/responses/same-type";
import { requireUser } from "../../lib/session";
import { settleSaga } from "../sagas/index";
import { payoutSaga } from "../sagas/index";
import { previewSettlement } from "../sagas/index";
import {
  addChallenge,
  createSaga,
  getSagaForOperator,
  listSagas,
  removeChallenge,
  renameWeek,
  type OperatorSaga,
} from "./manage-sagas";
import { loadSagaById } from "./load-saga";
import { requireOperator } from "./require-operator";

const tags = ["operators"];
const security = [{ session: [] }];
const idParams = z.object({ id: z.uuid("Not found.") });

// The use-cases' own types are the answers' schemas, exactly.
sameType<z.output<typeof operatorSagaSchema>, Flat<OperatorSaga>>();
sameType<z.output<typeof operatorSagaDetailSchema>, Awaited<ReturnType<typeof getSagaForOperator>>>();
sameType<z.output<typeof operatorChallengeSchema>, Awaited<ReturnType<typeof addChallenge>>>();
sameType<z.output<typeof settlementPreviewSchema>, Awaited<ReturnType<typeof previewSettlement>>>();

// Every route here answers 401 signed out and 403 to anyone who is not a platform operator.
export const operatorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.addHook("onRequest", async (req) => {
    const user = requireUser(await req.currentUser());
    await requireOperator(db, app.env, user);
  });

  app.get(
    "/operator/seasons",
    {
      config: { openapi: { errors: [403] } },
      schema: { tags, security, summary: "Every Saga with its status", response: { 200: operatorSagasAnswer } },
    },
    async () => ({ data: await listSagas(db) }),
  );

  app.post(
    "/operator/seasons",
    {
      // The slug is taken.
      config: { openapi: { errors: [409] } },
      schema: {
        tags,
        security,
        summary: "Create a Saga and its weeks",
        body: createSagaSchema,
        response: { 200: createdSagaAnswer },
      },
    },
    async (req) => ({
      data: await createSaga(db, req.body),
    }),
  );

  app.get(
    "/operator/seasons/:id",
    {
      config: { openapi: { errors: [403] } },
      schema: {
        tags,
        security,
        summary: "A Saga with its weeks and challenges",
        params: idParams,
        response: { 200: operatorSagaDetailAnswer },
      },
    },
    async (req) => ({
      data: await getSagaForOperator(db, req.params.id),
    }),
  );

  app.patch(
    "/operator/weeks/:id",
    {
      // A settled Saga is frozen.
      config: { openapi: { errors: [409] } },
      schema: {
        tags,
        security,
        summary: "Rename a week",
        params: idParams,
        body: updateWeekSchema,
        response: { 200: weekAnswer },
      },
    },
    async (req) => ({
      data: await renameWeek(db, req.params.id, req.body),
    }),
  );

  app.post(
    "/operator/weeks/:id/challenges",
    {
      // A settled Saga is frozen.
      config: { openapi: { errors: [409] } },
      schema: {
        tags,
        security,
        summary: "Add a challenge objective to a week",
        params: idParams,
        body: challengeInputSchema,
        response: { 200: operatorChallengeAnswer },
      },
    },
    async (req) => ({ data: await addChallenge(db, req.params.id, req.body) }),
  );

  app.delete(
    "/operator/challenges/:id",
    {
      // Someone has completed it, or the Saga is settled.
      config: { openapi: { errors: [409] } },
      schema: {
        tags,
        security,
        summary: "Remove a challenge nobody has completed",
        params: idParams,
        response: { 200: removedChallengeAnswer },
      },
    },
    async (req) => {
      await removeChallenge(db, req.params.id);
      return { data: { id: req.params.id } };
    },
  );

  app.get(
    "/operator/seasons/:id/preview",
    {
      config: { openapi: { errors: [403] } },
      schema: {
        tags,
        security,
        summary: "The allocation a settlement would publish now (nothing is written)",
        params: idParams,
        response: { 200: settlementPreviewAnswer },
      },
    },
    async (req) => ({ data: await previewSettlement(db, app.env, await loadSagaById(db, req.params.id)) }),
  );

  app.post(
    "/operator/seasons/:id/settle",
    {
      // The Saga has not ended.
      config: { openapi: { errors: [409] } },
      schema: {
        tags,
        security,
        summary: "Settle an ended Saga (again: no change)",
        params: idParams,
        response: { 200: settledAnswer },
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      const settled = await settleSaga(db, app.env, await loadSagaById(db, req.params.id), user.id);
      return {
        data: {
          status: settled.status,
          table_hash: settled.tableHash,
          participant_count: settled.participantCount,
          published_at: settled.publishedAt.toISOString(),
        },
      };
    },
  );

  app.post(
    "/operator/seasons/:id/payout",
    {
      // Not settled or another payout running; a reverted transfer; no funder key.
      config: { openapi: { errors: [409, 502, 503] } },
      schema: {
        tags,
        security,
        summary: "Pay a settled Saga's rows into the Saga vault and 12-month streams (call again while rows are left)",
        params: idParams,
        response: { 200: payoutReportAnswer },
      },
    },
    async (req) => ({ data: await payoutSaga(app, await loadSagaById(db, req.params.id)) }),
  );

  app.get(
    "/operator/jobs",
    {
      config: { openapi: { errors: [403] } },
      schema: {
        tags,
        security,
        summary: "Every background job with its schedule, last run, next run and last error",
        response: { 200: operatorJobsAnswer },
      },
    },
    async () => ({ data: await app.jobs.list() }),
  );
};
