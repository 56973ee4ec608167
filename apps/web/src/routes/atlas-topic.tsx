import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { searchParams, text } from "@/lib/search-params";
import { rootRoute } from "./__root";

const searchSchema = searchParams({
  content_format: text(40),
  channel_id: text(64),
  search: text(200),
});

export const newsTopicRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/atlas/topics/$slug",
  validateSearch: searchSchema,
  component: lazyRouteComponent(() => import("@/features/news/topic-page"), "TopicPage"),
});
