import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { signedInPage } from "./signed-in";

export const organizationsRoute = createRoute({
  ...signedInPage,
  path: "/organizations",
  component: lazyRouteComponent(() => import("@/features/mission-control/mission-control-page"), "MissionControlPage"),
});
