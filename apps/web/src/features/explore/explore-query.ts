import { SEARCH_MIN_LENGTH, type MissionCardView, type MissionSort } from "@questhq/core";
import { infiniteQueryOptions, type QueryClient } from "@tanstack/react-query";
import { missionKeys } from "@/features/mission-shared";
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
    queryFn: ({ pageParam, signal }) =>
      apiList<MissionCardView>(pageParam ? nextPath(pageParam) : firstPagePath(filters), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });

/**
 * The search text the API gets: trimmed, and nothing below the minimum of 2 characters
 * (docs/product/missions.md#explore).
 */
export function effectiveSearch(text: string | undefined): string | undefined {
  const t = text?.trim() ?? "";
  return t.length >= SEARCH_MIN_LENGTH ? t : undefined;
}

/** The first page's filters for /explore's address (sort defaults to featured). */
export function exploreFiltersOf(params: {
  chain?: number;
  sort?: MissionSort;
  search?: string;
  limit?: number;
}): ExploreFilters {
  return {
    chain: params.chain,
    sort: params.sort ?? "featured",
    search: effectiveSearch(params.search),
    limit: params.limit,
  };
}

/** Starts /explore's first page as soon as the route is chosen (its loader); the page shows it when it arrives. */
export function prefetchExplore(queryClient: QueryClient, params: Parameters<typeof exploreFiltersOf>[0]): void {
  void queryClient.prefetchInfiniteQuery(exploreQuery(exploreFiltersOf(params)));
}
