import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { oneOf, searchParams } from "@/lib/search-params";
import { dashboardTabs } from "@/features/dashboard/dashboard-tabs";
import { signedInPage } from "./signed-in";

const searchSchema = searchParams({
  tab: oneOf(dashboardTabs),
});

export const dashboardRoute = createRoute({
  ...signedInPage,
  path: "/dashboard",
  validateSearch: searchSchema,
  component: lazyRouteComponent(() => import("@/features/dashboard/dashboard-page"), "DashboardPage"),
});
