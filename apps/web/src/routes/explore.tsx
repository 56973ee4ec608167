import { MISSION_SORTS } from "@questhq/core";
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { z } from "zod";
import { rootRoute } from "./__root";

// The filters of /explore live in the URL, so a filtered view can be shared and survives reload.
// A bad value is dropped rather than failing the page.
const searchSchema = z.object({
  chain: z.coerce.number().int().optional().catch(undefined),
  sort: z.enum(MISSION_SORTS).optional().catch(undefined),
  search: z.string().max(200).optional().catch(undefined),
  /** Page size (the API's 12 by default, at most 50). */
  limit: z.coerce.number().int().min(1).max(50).optional().catch(undefined),
});

export type ExploreSearch = z.infer<typeof searchSchema>;

export const exploreRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/explore",
  validateSearch: searchSchema,
  component: lazyRouteComponent(() => import("@/features/explore/explore-page"), "ExplorePage"),
});
