import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { createWizardStep } from "./signed-in";

export const createMissionRoute = createRoute({
  ...createWizardStep,
  path: "/create-mission",
  component: lazyRouteComponent(() => import("@/features/mission-wizard/wizard-pages"), "CreateMissionPage"),
});
