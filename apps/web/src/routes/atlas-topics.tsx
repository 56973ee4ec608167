import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { z } from "zod";
import { rootRoute } from "./__root";

const searchSchema = z.object({
  view: z.enum(["list", "bubble"]).optional().catch(undefined),
  search: z.string().max(200).optional().catch(undefined),
  entity_type: z.string().max(40).optional().catch(undefined),
});

export const atlasTopicsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/atlas/topics",
  validateSearch: searchSchema,
  component: lazyRouteComponent(() => import("@/features/atlas/topics-page"), "TopicsPage"),
});
