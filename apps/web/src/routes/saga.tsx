import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./__root";

/** A Saga's public page: dates, pool, settlement status and the leaderboard by boosted credits. */
export const sagaRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/sagas/$slug",
  component: lazyRouteComponent(() => import("@/features/sagas/saga-page"), "SagaPage"),
});
