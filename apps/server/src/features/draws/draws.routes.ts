import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { and, asc, eq, gte, lt } from "drizzle-orm";
import { Readable } from "node:stream";
import { requireUser } from "../../lib/session";
import { requireActor } from "../../lib/actor";
import { missionDrawEntry } from "../../db/schema/index";
import { loadVisibleMission } from "../missions/index";
import { ensureDraw } from "../missions/index";
import { toDrawView } from "./draw-view";
import { drawMissionWinners } from "./draw-winners";
import { deliverNotificationEmails } from "../notifications/index";
import { closeEntries } from "./close-entries";
import { exportWinners } from "./export-winners";
import { freezeEntries } from "./freeze-entries";
import { areEntriesClosed } from "../participation/index";
import { exportSchema } from "@questhq/core";
import { drawAnswer, drawnAnswer, entryListResponse, winnersCsvResponse } from "@questhq/core/schemas/responses/draws";

const tags = ["draws"];
const security = [{ session: [] }];
const missionParams = z.object({ id: z.string().min(1).max(120) });
const ENTRY_PAGE = 10_000;

export const drawsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const env = app.env;
  const entriesUrl = (id: string) => `${env.PUBLIC_URL}/api/v1/missions/${id}/draw/entries`;

  // Winner emails leave after the answer (never holding it up on SMTP); the background worker retries failures.
  let sending: Promise<unknown> | null = null;
  const sendWinnerEmailsSoon = () => {
    sending = Promise.resolve(sending)
      .then(() =>
        deliverNotificationEmails({
          db,
          mailer: app.mailer,
          publicUrl: env.PUBLIC_URL,
          secret: env.AUTH_SECRET,
          log: app.log,
        }),
      )
      .catch((err) => app.log.error({ err }, "winner emails failed"));
  };
  app.addHook("onClose", async () => void (await sending));

  app.get(
    "/missions/:id/draw",
    {
      // Freezing on first look needs the chain of a block-hash draw to have an RPC.
      config: { openapi: { errors: [409] }, apiKey: { scope: "missions:read" } },
      schema: {
        tags,
        summary: "The mission's verifiable draw: commitment, frozen list hash, seed and winners",
        params: missionParams,
        response: { 200: drawAnswer },
      },
    },
    async (req) => {
      const viewer = await req.actor();
      const { row } = await loadVisibleMission(db, req.params.id, viewer);
      let draw = await ensureDraw(db, env, row.id);
      // Entries that closed by the clock are frozen on first look if the sweep has not run yet.
      if (!draw.frozenAt && row.status !== "draft" && areEntriesClosed(row, new Date()))
        draw = await freezeEntries(db, env, row);
      return { data: toDrawView(draw, entriesUrl(row.id)) };
    },
  );

  app.get(
    "/missions/:id/draw/entries",
    {
      config: { apiKey: { scope: "missions:read" } },
      schema: {
        tags,
        summary: "The frozen entry list, exactly the canonical list whose sha256 is entry_list_hash",
        params: missionParams,
        response: { 200: entryListResponse },
      },
    },
    async (req, reply) => {
      const viewer = await req.actor();
      const { row } = await loadVisibleMission(db, req.params.id, viewer);
      async function* lines() {
        // Positions are 0..n-1, so pages are primary-key ranges (no OFFSET scans on a million rows).
        for (let from = 0; ; from += ENTRY_PAGE) {
          const rows = await db
            .select({ id: missionDrawEntry.entrantId, weight: missionDrawEntry.weight })
            .from(missionDrawEntry)
            .where(
              and(
                eq(missionDrawEntry.missionId, row.id),
                gte(missionDrawEntry.position, from),
                lt(missionDrawEntry.position, from + ENTRY_PAGE),
              ),
            )
            .orderBy(asc(missionDrawEntry.position));
          if (rows.length === 0) return;
          yield rows.map((r) => `${r.id}:${r.weight}\n`).join("");
        }
      }
      return reply
        .type("text/plain; charset=utf-8")
        .header("cache-control", "public, max-age=60")
        .send(Readable.from(lines()));
    },
  );

  app.post(
    "/missions/:id/draw",
    {
      // Entries still open, no reward, already drawn or the seed not yet published; the beacon unreachable.
      config: { openapi: { errors: [409, 502] } },
      schema: {
        tags,
        security,
        summary: "Draw the winners (organization admins)",
        params: missionParams,
        response: { 200: drawnAnswer },
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      const draw = await drawMissionWinners(db, env, user.id, req.params.id);
      sendWinnerEmailsSoon();
      return { data: toDrawView(draw, entriesUrl(draw.missionId)), message: "Winners have been drawn." };
    },
  );

  app.post(
    "/missions/:id/close",
    {
      config: { openapi: { errors: [409] } },
      schema: {
        tags,
        security,
        summary: "End entries now and freeze the entry list (organization admins)",
        params: missionParams,
        response: { 200: drawAnswer },
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      const draw = await closeEntries(db, env, user.id, req.params.id);
      return { data: toDrawView(draw, entriesUrl(draw.missionId)) };
    },
  );

  app.post(
    "/missions/:id/export",
    {
      config: {
        openapi: { body: exportSchema, errors: [409] },
        apiKey: { scope: "missions:write", action: "winners.exported" },
      },
      schema: {
        tags,
        security,
        summary: "Export the winners as CSV { fields } (organization admins)",
        params: missionParams,
        response: { 200: winnersCsvResponse },
      },
    },
    async (req, reply) => {
      const actor = requireActor(await req.actor());
      const { fileName, stream } = await exportWinners(db, app.env, actor, req.params.id, req.body);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${fileName.replace(/"/g, "")}"`)
        .header("cache-control", "no-store")
        .send(stream);
    },
  );
};
