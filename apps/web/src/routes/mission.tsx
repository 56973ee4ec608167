import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./__root";

export const missionRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/missions/$slug",
  // The page's data starts loading with its code, not after it mounts. Imported here on demand (it comes with the
  // page's own chunk) so the route table stays small.
  loader: async ({ context, params }) =>
    (await import("@/features/mission-shared/mission-api")).prefetchMissionPage(context.queryClient, params.slug),
  component: lazyRouteComponent(() => import("@/features/missions/mission-page"), "MissionPage"),
});
