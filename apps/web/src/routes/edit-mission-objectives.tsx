import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { requireAuth } from "@/features/session/require-auth";
import { rootRoute } from "./__root";

export const editMissionObjectivesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/edit-mission/$missionId/objectives",
  beforeLoad: requireAuth,
  component: lazyRouteComponent(() => import("@/features/mission-wizard/wizard-pages"), "EditMissionObjectivesPage"),
});
