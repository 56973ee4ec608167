import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { requireAuth } from "@/features/session/require-auth";
import { oneOf, searchParams } from "@/lib/search-params";
import { rootRoute } from "./__root";

export const createOrganizationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/create-organization",
  beforeLoad: requireAuth,
  // ?next=mission: the person came from "Create a mission" without an organization; the wizard follows.
  validateSearch: searchParams({ next: oneOf(["mission"]) }),
  component: lazyRouteComponent(
    () => import("@/features/organizations/create-organization-page"),
    "CreateOrganizationPage",
  ),
});
