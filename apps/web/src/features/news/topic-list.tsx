import { DEFAULT_ENTITY_TYPE, ENTITY_CATEGORIES, entityLabel } from "@questhq/core";
import { useInfiniteQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { Tags } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { InfiniteSentinel } from "@/features/explore/index";
import { topicListQuery } from "./news-api";
import { SearchBox } from "@/features/explore/index";
import { postsLabel } from "./news-format";
import { TopicRowBody } from "./topic-row";
import { FilterSelect } from "./filter-select";

const route = getRouteApi("/atlas/topics");

export const ENTITY_TYPE_OPTIONS = [DEFAULT_ENTITY_TYPE, ...ENTITY_CATEGORIES.map((c) => c.key)];
const CATEGORY_OPTIONS = ENTITY_TYPE_OPTIONS.map((k) => ({ value: k, label: entityLabel(k) }));

/** The paged topic catalogue (20 a page) with search (2+ characters) and the entity-type filter. */
export function TopicList() {
  const params = route.useSearch();
  const navigate = route.useNavigate();
  const update = (patch: { search?: string; entity_type?: string }) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });
  const query = useInfiniteQuery(topicListQuery({ search: params.search, entity_type: params.entity_type }));
  const topics = query.data?.pages.flatMap((p) => p.data) ?? [];
  const hasFilters = Boolean(params.search || params.entity_type);

  return (
    <div className="space-y-5">
      <search
        aria-label="Filter topics"
        className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] sm:items-start"
      >
        <SearchBox
          search={params.search}
          onSearch={(search) => update({ search })}
          label="Search topics"
          placeholder="Bitcoin, Vitalik, Uniswap…"
        />
        <FilterSelect
          label="Category"
          allLabel="All categories"
          value={params.entity_type}
          options={CATEGORY_OPTIONS}
          onChange={(entity_type) => update({ entity_type })}
        />
      </search>
      {query.isPending ? (
        <ul role="status" aria-label="Loading topics" className="grid gap-3 sm:grid-cols-2">
          {Array.from({ length: 8 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: loading placeholders, all alike and never reordered
            <li key={i}>
              <Skeleton className="h-[4.5rem]" />
            </li>
          ))}
        </ul>
      ) : query.isError && topics.length === 0 ? (
        <ErrorState error={query.error} title="Topics could not be loaded" onRetry={() => void query.refetch()} />
      ) : topics.length === 0 ? (
        <EmptyState
          icon={Tags}
          title="No topics found."
          action={
            hasFilters ? (
              <Button variant="secondary" onClick={() => update({ search: undefined, entity_type: undefined })}>
                Clear filters
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <ul aria-label="Topics" className="grid gap-3 sm:grid-cols-2">
            {topics.map((t) => (
              <li
                key={t.id}
                className="flex min-h-[4.5rem] items-center gap-3 rounded-card border border-line bg-surface px-4 py-3"
              >
                <TopicRowBody topic={t} countLabel={postsLabel(t.content_count)} />
              </li>
            ))}
          </ul>
          <InfiniteSentinel query={query} />
        </>
      )}
    </div>
  );
}
