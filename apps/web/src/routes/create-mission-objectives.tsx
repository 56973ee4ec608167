import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./__root";

export const createMissionObjectivesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/create-mission/objectives",
  component: lazyRouteComponent(() => import("@/features/missions/create-mission-objectives-page"), "CreateMissionObjectivesPage"),
});
