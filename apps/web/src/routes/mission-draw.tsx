import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./__root";

/** The public, verifiable draw of a mission: commitment, seed, entry list hash, winners. */
export const missionDrawRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/missions/$slug/draw",
  component: lazyRouteComponent(() => import("@/features/draws/draw-page"), "DrawPage"),
});
