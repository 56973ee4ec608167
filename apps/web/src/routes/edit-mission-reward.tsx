import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { requireAuth } from "@/features/session/require-auth";
import { rootRoute } from "./__root";

export const editMissionRewardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/edit-mission/$missionId/reward",
  beforeLoad: requireAuth,
  component: lazyRouteComponent(() => import("@/features/mission-wizard/wizard-pages"), "EditMissionRewardPage"),
});
