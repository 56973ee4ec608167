import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./__root";

export const missionRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/missions/$slug",
  component: lazyRouteComponent(() => import("@/features/missions/mission-page"), "MissionPage"),
});
