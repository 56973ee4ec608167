import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { requireAuth } from "@/features/auth/require-auth";
import { rootRoute } from "./__root";

export const createOrganizationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/create-organization",
  beforeLoad: requireAuth,
  component: lazyRouteComponent(() => import("@/features/organizations/create-organization-page"), "CreateOrganizationPage"),
});
