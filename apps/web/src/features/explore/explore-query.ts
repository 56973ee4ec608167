import type { MissionCardView, MissionSort } from "@questhq/core";
import { infiniteQueryOptions } from "@tanstack/react-query";
import { missionKeys } from "@/features/missions/shared/mission-api";
import { apiList } from "@/lib/api";

export type ExploreFilters = { chain?: number; sort: MissionSort; search?: string; limit?: number };

/** The API answers an absolute `next` URL; only its path and query are fetched (same origin, dev proxy). */
export function nextPath(next: string): string {
  const url = new URL(next, window.location.origin);
  return `${url.pathname}${url.search}`;
}

function firstPagePath(filters: ExploreFilters): string {
  const params = new URLSearchParams({ sort: filters.sort });
  if (filters.chain !== undefined) params.set("blockchain", String(filters.chain));
  if (filters.search) params.set("search", filters.search);
  if (filters.limit !== undefined) params.set("limit", String(filters.limit));
  return `/api/v1/missions?${params.toString()}`;
}

/** GET /api/v1/missions, keyset paged through the answer's `next` cursor. */
export const exploreQuery = (filters: ExploreFilters) =>
  infiniteQueryOptions({
    queryKey: missionKeys.explore(filters),
    queryFn: ({ pageParam, signal }) => apiList<MissionCardView>(pageParam ? nextPath(pageParam) : firstPagePath(filters), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });
