import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { requireAuth } from "@/features/session/require-auth";
import { rootRoute } from "./__root";

export const settingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/settings",
  beforeLoad: requireAuth,
  component: lazyRouteComponent(() => import("@/features/settings/settings-page"), "SettingsPage"),
});
