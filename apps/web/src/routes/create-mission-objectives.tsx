import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { requireAuth } from "@/features/session/require-auth";
import { wizardSearchSchema } from "@/features/mission-wizard/wizard-search";
import { rootRoute } from "./__root";

export const createMissionObjectivesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/create-mission/objectives",
  beforeLoad: requireAuth,
  validateSearch: wizardSearchSchema,
  component: lazyRouteComponent(() => import("@/features/mission-wizard/wizard-pages"), "CreateMissionObjectivesPage"),
});
