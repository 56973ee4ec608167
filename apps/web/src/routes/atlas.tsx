import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./__root";

export const atlasRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/atlas",
  component: lazyRouteComponent(() => import("@/features/atlas/atlas-page"), "AtlasPage"),
});
