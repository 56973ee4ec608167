import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./__root";

export const atlasTopicRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/atlas/topics/$slug",
  component: lazyRouteComponent(() => import("@/features/atlas/topic-page"), "TopicPage"),
});
