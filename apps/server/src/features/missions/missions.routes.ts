import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  MISSION_UPLOAD_MAX_BYTES,
  missionFormSchema,
  missionListQuerySchema,
  missionUpdateSchema,
  reportMissionSchema,
} from "@questhq/core";
import { requireUser } from "../../lib/session";
import { requireActor, userActor } from "../../lib/actor";
import { readFormBody } from "../../lib/form-body";
import { createMission } from "./create-mission";
import { updateMission } from "./update-mission";
import { getMission } from "./get-mission";
import { listMissions } from "./list-missions";
import { listSuggestedMissions } from "./list-suggested-missions";
import { publishMission } from "./publish-mission";
import { setMissionPaused } from "./pause-mission";
import { archiveMission } from "./archive-mission";
import { reportMission } from "./report-mission";
import { listOrgMissions } from "./list-org-missions";
import { listOrganizationMissions } from "./list-organization-missions";
import { listUserMissions } from "./list-user-missions";
import { rateLimitedAnswer } from "../../lib/errors";
import {
  missionAnswer,
  missionCardsAnswer,
  missionCardsPageAnswer,
  missionReportAnswer,
  organizationMissionCardsAnswer,
  orgMissionsAnswer,
  userMissionsAnswer,
} from "@questhq/core/schemas/responses/missions";

const tags = ["missions"];
const security = [{ session: [] }];
/** A mission is addressed by id or by slug (the web route is /missions/{slug}). */
const missionParams = z.object({ id: z.string().min(1).max(120) });
const formNote = "multipart/form-data (with an optional `banner` image) or JSON";
/** The banner a form body may carry (lib/form-body.ts reads it; features/missions/banner.ts checks the bytes). */
const bannerFile = {
  banner: {
    description: "The mission's banner image",
    mediaTypes: ["image/png", "image/jpeg", "image/gif", "image/webp"],
    maxBytes: MISSION_UPLOAD_MAX_BYTES,
  },
};

export const missionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const dataDir = app.env.DATA_DIR;

  app.get(
    "/missions",
    {
      schema: {
        tags,
        summary: "Explore: live missions, keyset paged by `next`",
        querystring: missionListQuerySchema,
        response: { 200: missionCardsPageAnswer },
      },
    },
    async (req) => {
      const page = await listMissions(db, req.query);
      let next: string | null = null;
      if (page.next) {
        const url = new URL(req.url, app.env.PUBLIC_URL);
        url.searchParams.set("next", page.next);
        next = `${app.env.PUBLIC_URL}${url.pathname}${url.search}`;
      }
      return { data: page.data, next };
    },
  );

  app.post(
    "/missions",
    {
      // The form body is read and parsed by the use-case (JSON or multipart): declared for the document here.
      config: {
        openapi: { body: missionFormSchema, files: bannerFile },
        apiKey: { scope: "missions:write", action: "mission.created" },
      },
      schema: { tags, security, summary: `Create a draft mission (${formNote})`, response: { 201: missionAnswer } },
    },
    async (req, reply) => {
      const actor = requireActor(await req.actor());
      const form = await readFormBody(req, ["banner"]);
      return reply.status(201).send({ data: await createMission(db, dataDir, actor, form) });
    },
  );

  app.get(
    "/missions/:id",
    {
      config: { apiKey: { scope: "missions:read" } },
      schema: {
        tags,
        summary: "One mission (drafts: organization only)",
        params: missionParams,
        response: { 200: missionAnswer },
      },
    },
    async (req) => {
      return { data: await getMission(db, req.params.id, await req.actor()) };
    },
  );

  app.put(
    "/missions/:id",
    {
      // Archived missions, and a published mission's chain and start, are frozen.
      config: {
        openapi: { body: missionUpdateSchema, files: bannerFile, errors: [409] },
        apiKey: { scope: "missions:write", action: "mission.updated" },
      },
      schema: {
        tags,
        security,
        summary: `Update a mission (${formNote})`,
        params: missionParams,
        response: { 200: missionAnswer },
      },
    },
    async (req) => {
      const actor = requireActor(await req.actor());
      const form = await readFormBody(req, ["banner"]);
      return { data: await updateMission(db, dataDir, actor, req.params.id, form) };
    },
  );

  app.get(
    "/missions/:id/suggested",
    {
      schema: {
        tags,
        summary: "Suggested missions: same chain or organization, live first",
        params: missionParams,
        response: { 200: missionCardsAnswer },
      },
    },
    async (req) => {
      const viewer = await req.currentUser();
      return { data: await listSuggestedMissions(db, req.params.id, viewer ? userActor(viewer.id) : null) };
    },
  );

  app.post(
    "/missions/:id/publish",
    {
      config: { openapi: { errors: [409] }, apiKey: { scope: "missions:write", action: "mission.published" } },
      schema: {
        tags,
        security,
        summary: "Publish a draft (1–10 objectives, a reward, start before end)",
        params: missionParams,
        response: { 200: missionAnswer },
      },
    },
    async (req) => {
      const actor = requireActor(await req.actor());
      return { data: await publishMission(db, actor, req.params.id, app.env) };
    },
  );

  app.post(
    "/missions/:id/pause",
    {
      config: { openapi: { errors: [409] }, apiKey: { scope: "missions:write", action: "mission.paused" } },
      schema: {
        tags,
        security,
        summary: "Pause a published mission",
        params: missionParams,
        response: { 200: missionAnswer },
      },
    },
    async (req) => {
      const actor = requireActor(await req.actor());
      return { data: await setMissionPaused(db, actor, req.params.id, "pause") };
    },
  );

  app.post(
    "/missions/:id/resume",
    {
      config: { openapi: { errors: [409] }, apiKey: { scope: "missions:write", action: "mission.resumed" } },
      schema: {
        tags,
        security,
        summary: "Resume a paused mission",
        params: missionParams,
        response: { 200: missionAnswer },
      },
    },
    async (req) => {
      const actor = requireActor(await req.actor());
      return { data: await setMissionPaused(db, actor, req.params.id, "resume") };
    },
  );

  app.post(
    "/missions/:id/archive",
    {
      config: { openapi: { errors: [409] }, apiKey: { scope: "missions:write", action: "mission.archived" } },
      schema: {
        tags,
        security,
        summary: "Archive (irreversible; organization admins)",
        params: missionParams,
        response: { 200: missionAnswer },
      },
    },
    async (req) => {
      const actor = requireActor(await req.actor());
      return { data: await archiveMission(db, actor, req.params.id) };
    },
  );

  app.post(
    "/missions/:id/flag",
    {
      config: {
        rateLimit: { max: app.env.REPORT_RATE_LIMIT_MAX, timeWindow: 60_000, errorResponseBuilder: rateLimitedAnswer },
        // Drafts cannot be reported.
        openapi: { body: reportMissionSchema, errors: [409] },
      },
      schema: {
        tags,
        summary: "Report a mission (201 on success; visitors may report)",
        params: missionParams,
        response: { 201: missionReportAnswer },
      },
    },
    async (req, reply) => {
      const viewer = await req.currentUser();
      return reply.status(201).send({ data: await reportMission(db, req.params.id, viewer?.id ?? null, req.body) });
    },
  );

  app.get(
    "/organizations/:id/missions",
    {
      config: { openapi: { errors: [403] }, apiKey: { scope: "missions:read" } },
      schema: {
        tags,
        security,
        summary: "Mission Control: an organization's missions (members)",
        params: z.object({ id: z.uuid("Organization not found.") }),
        response: { 200: orgMissionsAnswer },
      },
    },
    async (req) => {
      const actor = requireActor(await req.actor());
      return { data: await listOrgMissions(db, actor, req.params.id) };
    },
  );

  app.get(
    "/organizations/:id/mission-cards",
    {
      schema: {
        tags,
        summary: "An organization's page: its missions newest first (drafts only for members), keyset paged by `next`",
        params: z.object({ id: z.string().min(1).max(120) }),
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(50).default(12),
          next: z.string().max(400).optional(),
        }),
        response: { 200: organizationMissionCardsAnswer },
      },
    },
    async (req) => {
      const viewer = await req.currentUser();
      const page = await listOrganizationMissions(db, req.params.id, viewer?.id ?? null, req.query);
      let next: string | null = null;
      if (page.next) {
        const url = new URL(req.url, app.env.PUBLIC_URL);
        url.searchParams.set("next", page.next);
        next = `${app.env.PUBLIC_URL}${url.pathname}${url.search}`;
      }
      return { data: page.data, next, can_create: page.can_create };
    },
  );

  app.get(
    "/users/missions",
    {
      schema: {
        tags,
        security,
        summary: "Missions the signed-in user has joined",
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(50).default(10),
          offset: z.coerce.number().int().min(0).max(10_000).default(0),
        }),
        response: { 200: userMissionsAnswer },
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      return listUserMissions(db, user.id, req.query.limit, req.query.offset);
    },
  );
};
