import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { developersTabs } from "@/features/developers/developers-tabs";
import { oneOf, searchParams } from "@/lib/search-params";
import { signedInPage } from "./signed-in";

const searchSchema = searchParams({
  tab: oneOf(developersTabs),
});

export const organizationDevelopersRoute = createRoute({
  ...signedInPage,
  path: "/organizations/$slug/developers",
  validateSearch: searchSchema,
  component: lazyRouteComponent(() => import("@/features/developers/developers-page"), "DevelopersPage"),
});
