import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./__root";

export const editMissionReviewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/edit-mission/$missionId/review",
  component: lazyRouteComponent(() => import("@/features/missions/edit-mission-review-page"), "EditMissionReviewPage"),
});
