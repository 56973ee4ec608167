import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { requireAuth } from "@/features/session/require-auth";
import { rootRoute } from "./__root";

/** The platform operators' area: Sagas, their weeks and challenges, preview and settlement. */
export const operatorRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/operator",
  beforeLoad: requireAuth,
  component: lazyRouteComponent(() => import("@/features/operators/operator-page"), "OperatorPage"),
});
