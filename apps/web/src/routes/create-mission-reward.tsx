import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { createWizardStep } from "./signed-in";

export const createMissionRewardRoute = createRoute({
  ...createWizardStep,
  path: "/create-mission/reward",
  component: lazyRouteComponent(() => import("@/features/mission-wizard/wizard-pages"), "CreateMissionRewardPage"),
});
