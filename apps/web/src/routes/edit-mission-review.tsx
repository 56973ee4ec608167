import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { signedInPage } from "./signed-in";

export const editMissionReviewRoute = createRoute({
  ...signedInPage,
  path: "/edit-mission/$missionId/review",
  component: lazyRouteComponent(() => import("@/features/mission-wizard/wizard-pages"), "EditMissionReviewPage"),
});
