import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./__root";

/** Every Saga: running, upcoming and past, each linking to its page. */
export const sagasRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/sagas",
  component: lazyRouteComponent(() => import("@/features/sagas/sagas-index-page"), "SagasIndexPage"),
});
