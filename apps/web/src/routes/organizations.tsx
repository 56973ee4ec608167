import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { requireAuth } from "@/features/session/require-auth";
import { rootRoute } from "./__root";

export const organizationsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/organizations",
  beforeLoad: requireAuth,
  component: lazyRouteComponent(() => import("@/features/mission-control/mission-control-page"), "MissionControlPage"),
});
