import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./__root";

export const membershipRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/membership",
  component: lazyRouteComponent(() => import("@/features/membership/membership-page"), "MembershipPage"),
});
