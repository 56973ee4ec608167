import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { oneOf, searchParams, text } from "@/lib/search-params";
import { rootRoute } from "./__root";

const searchSchema = searchParams({
  view: oneOf(["list", "bubble"]),
  search: text(200),
  entity_type: text(40),
});

export const newsTopicsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/atlas/topics",
  validateSearch: searchSchema,
  component: lazyRouteComponent(() => import("@/features/news/topics-page"), "TopicsPage"),
});
