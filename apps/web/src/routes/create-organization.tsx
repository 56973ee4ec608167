import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { oneOf, searchParams } from "@/lib/search-params";
import { signedInPage } from "./signed-in";

export const createOrganizationRoute = createRoute({
  ...signedInPage,
  path: "/create-organization",
  // ?next=mission: the person came from "Create a mission" without an organization; the wizard follows.
  validateSearch: searchParams({ next: oneOf(["mission"]) }),
  component: lazyRouteComponent(
    () => import("@/features/organizations/create-organization-page"),
    "CreateOrganizationPage",
  ),
});
