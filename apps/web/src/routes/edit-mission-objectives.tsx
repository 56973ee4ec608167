import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { signedInPage } from "./signed-in";

export const editMissionObjectivesRoute = createRoute({
  ...signedInPage,
  path: "/edit-mission/$missionId/objectives",
  component: lazyRouteComponent(() => import("@/features/mission-wizard/wizard-pages"), "EditMissionObjectivesPage"),
});
