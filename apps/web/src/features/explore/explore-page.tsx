import { useInfiniteQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { PageHeader } from "@/components/ui/page-header";
import { useVisibleChains } from "@/features/config/index";
import { MissionCard, MissionCardSkeleton } from "@/features/missions/index";
import { useNow } from "@/features/missions/index";
import { useRouteTitle } from "@/lib/use-document-title";
import { ExploreFilters, type FilterPatch } from "./explore-filters";
import { exploreFiltersOf, exploreQuery } from "./explore-query";
import { InfiniteSentinel, NextPagePlaceholders } from "./infinite-sentinel";

const route = getRouteApi("/explore");

const SKELETON_COUNT = 6;
/** The first row on a wide screen (three columns); on a phone the first card fills the screen. */
const ABOVE_FOLD_CARDS = 3;

/** /explore: live and upcoming missions, filtered by chain and search, sorted, paged as you scroll. */
export function ExplorePage() {
  useRouteTitle("/explore");
  const params = route.useSearch();
  const navigate = route.useNavigate();
  const chains = useVisibleChains();

  const filters = exploreFiltersOf(params);
  const { sort, search } = filters;
  const query = useInfiniteQuery(exploreQuery(filters));
  const now = useNow(60_000);

  const missions = query.data?.pages.flatMap((p) => p.data) ?? [];
  const hasFilters = params.chain !== undefined || search !== undefined || params.sort !== undefined;

  function update(patch: FilterPatch) {
    void navigate({
      search: (prev) => {
        const next = { ...prev, ...patch };
        if (next.sort === "featured") next.sort = undefined;
        return next;
      },
      replace: true,
    });
  }

  function clearFilters() {
    void navigate({ search: (prev) => ({ limit: prev.limit }), replace: true });
  }

  return (
    <div>
      <PageHeader
        eyebrow="Explore"
        title="Explore missions"
        description="Complete objectives from organizations across web3 to earn credits and enter for their rewards."
      />
      <search className="mb-6 block" aria-label="Filter missions">
        <ExploreFilters chain={params.chain} sort={sort} search={params.search} chains={chains} onChange={update} />
      </search>

      {query.isPending ? (
        <div role="status" aria-label="Loading missions" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: SKELETON_COUNT }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: loading placeholders, all alike and never reordered
            <MissionCardSkeleton key={i} />
          ))}
        </div>
      ) : query.isError && missions.length === 0 ? (
        <ErrorState error={query.error} title="Missions could not be loaded" onRetry={() => void query.refetch()} />
      ) : missions.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title="No missions found"
          description={
            hasFilters
              ? "No live or upcoming mission matches these filters."
              : "There are no live or upcoming missions right now."
          }
          action={
            hasFilters ? (
              <Button variant="secondary" onClick={clearFilters}>
                Clear filters
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <p className="sr-only" aria-live="polite">
            {`Showing ${missions.length} ${missions.length === 1 ? "mission" : "missions"}`}
          </p>
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {missions.map((m, i) => (
              <li key={m.id}>
                <MissionCard
                  mission={m}
                  now={now}
                  bannerPriority={i === 0 ? "first" : i < ABOVE_FOLD_CARDS ? "eager" : "lazy"}
                />
              </li>
            ))}
            <NextPagePlaceholders query={query} count={3}>
              <MissionCardSkeleton />
            </NextPagePlaceholders>
          </ul>
          <InfiniteSentinel query={query} />
        </>
      )}
    </div>
  );
}
