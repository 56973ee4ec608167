import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./__root";

export const termsOfServiceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/terms-of-service",
  component: lazyRouteComponent(() => import("@/features/legal/terms-of-service-page"), "TermsOfServicePage"),
});
