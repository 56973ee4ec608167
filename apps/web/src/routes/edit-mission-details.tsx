import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { signedInPage } from "./signed-in";

export const editMissionDetailsRoute = createRoute({
  ...signedInPage,
  path: "/edit-mission/$missionId/details",
  component: lazyRouteComponent(() => import("@/features/mission-wizard/wizard-pages"), "EditMissionDetailsPage"),
});
