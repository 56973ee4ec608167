import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { signedInPage } from "./signed-in";

export const editMissionRewardRoute = createRoute({
  ...signedInPage,
  path: "/edit-mission/$missionId/reward",
  component: lazyRouteComponent(() => import("@/features/mission-wizard/wizard-pages"), "EditMissionRewardPage"),
});
