import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { createWizardStep } from "./signed-in";

export const createMissionObjectivesRoute = createRoute({
  ...createWizardStep,
  path: "/create-mission/objectives",
  component: lazyRouteComponent(() => import("@/features/mission-wizard/wizard-pages"), "CreateMissionObjectivesPage"),
});
