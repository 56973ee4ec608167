import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { analyticsBuckets, missionWindows } from "@/features/analytics/analytics-search";
import { oneOf, searchParams } from "@/lib/search-params";
import { signedInPage } from "./signed-in";

const searchSchema = searchParams({
  window: oneOf(missionWindows),
  bucket: oneOf(analyticsBuckets),
});

/** How one mission performs, for the members of its organization. */
export const missionAnalyticsRoute = createRoute({
  ...signedInPage,
  path: "/organizations/$slug/missions/$missionId/analytics",
  validateSearch: searchSchema,
  component: lazyRouteComponent(() => import("@/features/analytics/mission-analytics-page"), "MissionAnalyticsPage"),
});
