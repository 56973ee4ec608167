import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./__root";

export const exploreRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/explore",
  component: lazyRouteComponent(() => import("@/features/explore/explore-page"), "ExplorePage"),
});
