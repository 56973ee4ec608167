import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { z } from "zod";
import { requireAuth } from "@/features/auth/require-auth";
import { rootRoute } from "./__root";

export const dashboardTabs = ["missions", "challenges"] as const;

const searchSchema = z.object({
  tab: z.enum(dashboardTabs).optional().catch(undefined),
});

export const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/dashboard",
  validateSearch: searchSchema,
  beforeLoad: requireAuth,
  component: lazyRouteComponent(() => import("@/features/dashboard/dashboard-page"), "DashboardPage"),
});
