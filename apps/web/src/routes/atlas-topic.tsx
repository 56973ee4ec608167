import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { z } from "zod";
import { rootRoute } from "./__root";

const searchSchema = z.object({
  content_format: z.string().max(40).optional().catch(undefined),
  channel_id: z.string().max(64).optional().catch(undefined),
  search: z.string().max(200).optional().catch(undefined),
});

export const atlasTopicRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/atlas/topics/$slug",
  validateSearch: searchSchema,
  component: lazyRouteComponent(() => import("@/features/atlas/topic-page"), "TopicPage"),
});
