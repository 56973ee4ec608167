import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  analyticsQuerySchema,
  missionAnalyticsAnswer,
  organizationAnalyticsAnswer,
  organizationAnalyticsQuerySchema,
  pageViewAnswer,
  pageViewRequest,
} from "@questhq/core";
import { requireActor } from "../../lib/actor";
import { getMissionAnalytics } from "./get-mission-analytics";
import { getOrganizationAnalytics } from "./get-organization-analytics";

// The page-view beacon: anyone may send it, signed in or not. It writes no more than the page itself would have
// (features/seo counts the pages it sends), and the API's rate limit per address bounds what one sender can add.
// The reads (docs/product/analytics.md#the-funnel): the organization's members, or its systems with a key that has
// participants:read.

const security = [{ session: [] }];
const orgParams = z.object({ id: z.uuid("Organization not found.") });

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/page-views",
    {
      schema: {
        tags: ["analytics"],
        summary: "Count a view of a page the web app showed without loading it (only mission pages are counted)",
        body: pageViewRequest,
        response: { 200: pageViewAnswer },
      },
    },
    async (request) => {
      const user = await request.currentUser();
      const counted = await app.missionViews.countPageView(request.body.path, request.body.referrer, {
        ip: request.ip,
        userAgent: request.headers["user-agent"],
        userId: user?.id ?? null,
      });
      return { data: { counted } };
    },
  );

  app.get(
    "/organizations/:id/missions/:missionId/analytics",
    {
      config: { openapi: { errors: [400, 403] }, apiKey: { scope: "participants:read" } },
      schema: {
        tags: ["analytics"],
        security,
        summary: "How a mission performs over a window: funnel, time series, sources, participants and bot signals",
        params: orgParams.extend({ missionId: z.string().min(1).max(64) }),
        querystring: analyticsQuerySchema,
        response: { 200: missionAnalyticsAnswer },
      },
    },
    async (req) => {
      const actor = requireActor(await req.actor());
      return {
        data: await getMissionAnalytics(app.database.db, actor, req.params.id, req.params.missionId, req.query),
      };
    },
  );

  app.get(
    "/organizations/:id/analytics",
    {
      config: { openapi: { errors: [400, 403] }, apiKey: { scope: "participants:read" } },
      schema: {
        tags: ["analytics"],
        security,
        summary: "The organization's published missions side by side over a window",
        params: orgParams,
        querystring: organizationAnalyticsQuerySchema,
        response: { 200: organizationAnalyticsAnswer },
      },
    },
    async (req) => {
      const actor = requireActor(await req.actor());
      return { data: await getOrganizationAnalytics(app.database.db, actor, req.params.id, req.query) };
    },
  );
};
