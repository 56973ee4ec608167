import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./__root";

export const createMissionRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/create-mission",
  component: lazyRouteComponent(() => import("@/features/missions/create-mission-page"), "CreateMissionPage"),
});
