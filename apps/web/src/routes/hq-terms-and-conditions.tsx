import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./__root";

export const hqTermsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/hq-terms-and-conditions",
  component: lazyRouteComponent(() => import("@/features/legal/hq-terms-page"), "HqTermsPage"),
});
