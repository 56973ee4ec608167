import { MISSION_SORTS } from "@questhq/core";
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { integer, oneOf, searchParams, text } from "@/lib/search-params";
import { rootRoute } from "./__root";

// The filters of /explore live in the URL, so a filtered view can be shared and survives reload.
// A bad value is dropped rather than failing the page.
const searchSchema = searchParams({
  chain: integer(),
  sort: oneOf(MISSION_SORTS),
  search: text(200),
  /** Page size (the API's 12 by default, at most 50). */
  limit: integer(1, 50),
});

export type ExploreSearch = ReturnType<typeof searchSchema>;

export const exploreRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/explore",
  validateSearch: searchSchema,
  // The first page of missions starts loading with the page's code (see routes/mission.tsx).
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) =>
    (await import("@/features/explore/explore-query")).prefetchExplore(context.queryClient, deps),
  component: lazyRouteComponent(() => import("@/features/explore/explore-page"), "ExplorePage"),
});
