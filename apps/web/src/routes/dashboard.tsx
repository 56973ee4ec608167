import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { requireAuth } from "@/features/auth/require-auth";
import { oneOf, searchParams } from "@/lib/search-params";
import { rootRoute } from "./__root";

export const dashboardTabs = ["missions", "challenges", "saga"] as const;

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
