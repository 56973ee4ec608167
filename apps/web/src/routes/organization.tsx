import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./__root";

export const organizationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/organizations/$slug",
  component: lazyRouteComponent(() => import("@/features/organizations/organization-page"), "OrganizationPage"),
});
