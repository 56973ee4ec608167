import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { pageViewAnswer, pageViewRequest } from "@questhq/core";

// The page-view beacon. Anyone may send it, signed in or not: it writes no more than the page itself would have
// (features/seo counts the pages it sends), and the API's rate limit per address bounds what one sender can add.

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
};
