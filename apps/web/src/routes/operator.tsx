import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { signedInPage } from "./signed-in";

/** The platform operators' area: Sagas, their weeks and challenges, preview and settlement. */
export const operatorRoute = createRoute({
  ...signedInPage,
  path: "/operator",
  component: lazyRouteComponent(() => import("@/features/operators/operator-page"), "OperatorPage"),
});
