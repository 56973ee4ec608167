import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { createWizardStep } from "./signed-in";

export const createMissionReviewRoute = createRoute({
  ...createWizardStep,
  path: "/create-mission/review",
  component: lazyRouteComponent(() => import("@/features/mission-wizard/wizard-pages"), "CreateMissionReviewPage"),
});
