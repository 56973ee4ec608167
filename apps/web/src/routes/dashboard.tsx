import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { requireAuth } from "@/features/session/require-auth";
import { oneOf, searchParams } from "@/lib/search-params";
import { dashboardTabs } from "@/features/dashboard/dashboard-tabs";
import { rootRoute } from "./__root";

const searchSchema = searchParams({
  tab: oneOf(dashboardTabs),
});

export const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/dashboard",
  validateSearch: searchSchema,
  beforeLoad: requireAuth,
  component: lazyRouteComponent(() => import("@/features/dashboard/dashboard-page"), "DashboardPage"),
});
