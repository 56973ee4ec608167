import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { requireAuth } from "@/features/session/require-auth";
import { wizardSearchSchema } from "@/features/mission-wizard/wizard-search";
import { rootRoute } from "./__root";

export const createMissionRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/create-mission",
  beforeLoad: requireAuth,
  validateSearch: wizardSearchSchema,
  component: lazyRouteComponent(() => import("@/features/mission-wizard/wizard-pages"), "CreateMissionPage"),
});
