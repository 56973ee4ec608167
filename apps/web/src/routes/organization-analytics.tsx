import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { organizationWindows, overviewSortKeys, sortOrders } from "@/features/analytics/analytics-search";
import { oneOf, searchParams } from "@/lib/search-params";
import { signedInPage } from "./signed-in";

const searchSchema = searchParams({
  window: oneOf(organizationWindows),
  sort: oneOf(overviewSortKeys),
  order: oneOf(sortOrders),
});

/** Every mission of an organization compared over one window, for its members. */
export const organizationAnalyticsRoute = createRoute({
  ...signedInPage,
  path: "/organizations/$slug/analytics",
  validateSearch: searchSchema,
  component: lazyRouteComponent(
    () => import("@/features/analytics/organization-analytics-page"),
    "OrganizationAnalyticsPage",
  ),
});
