import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { z } from "zod";
import { rootRoute } from "./__root";

const searchSchema = z.object({
  view: z.enum(["list", "bubble"]).optional().catch(undefined),
});

export const atlasTopicsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/atlas/topics",
  validateSearch: searchSchema,
  component: lazyRouteComponent(() => import("@/features/atlas/topics-page"), "TopicsPage"),
});
