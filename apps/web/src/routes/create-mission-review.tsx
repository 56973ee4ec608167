import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./__root";

export const createMissionReviewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/create-mission/review",
  component: lazyRouteComponent(() => import("@/features/missions/create-mission-review-page"), "CreateMissionReviewPage"),
});
