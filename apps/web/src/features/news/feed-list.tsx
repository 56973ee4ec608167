import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { Newspaper } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { InfiniteSentinel, NextPagePlaceholders } from "@/features/explore/index";
import type { ListPage } from "@/lib/api";
import type { ContentItemView } from "./news-types";
import { ContentCard, ContentCardSkeleton } from "./content-card";
import type { FeedFilterPatch } from "./feed-filters";

/** A feed paged by `next`: skeletons, error with retry, empty state, cards, then the sentinel. */
export function FeedList({
  query,
  emptyTitle,
  emptyDescription,
  hasFilters,
  onFiltersChange,
  label,
}: {
  query: UseInfiniteQueryResult<InfiniteData<ListPage<ContentItemView>>>;
  emptyTitle: string;
  /** What the empty state says when no filter is set. */
  emptyDescription: ReactNode;
  /** While a filter narrows the feed, the empty state says so and offers to clear them all. */
  hasFilters: boolean;
  onFiltersChange: (patch: FeedFilterPatch) => void;
  label: string;
}) {
  const items = query.data?.pages.flatMap((p) => p.data) ?? [];
  if (query.isPending) {
    return (
      <div role="status" aria-label={`Loading ${label.toLowerCase()}`} className="space-y-4">
        {Array.from({ length: 4 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: loading placeholders, all alike and never reordered
          <ContentCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (query.isError && items.length === 0) {
    return <ErrorState error={query.error} title="The feed could not be loaded" onRetry={() => void query.refetch()} />;
  }
  if (items.length === 0) {
    return hasFilters ? (
      <EmptyState
        icon={Newspaper}
        title={emptyTitle}
        description="No post matches these filters."
        action={
          <Button
            variant="secondary"
            onClick={() => onFiltersChange({ content_format: undefined, channel_id: undefined, search: undefined })}
          >
            Clear filters
          </Button>
        }
      />
    ) : (
      <EmptyState icon={Newspaper} title={emptyTitle} description={emptyDescription} />
    );
  }
  return (
    <>
      <p className="sr-only" aria-live="polite">{`Showing ${items.length} ${items.length === 1 ? "post" : "posts"}`}</p>
      <ul aria-label={label} className="space-y-4">
        {items.map((item) => (
          <li key={item.id}>
            <ContentCard item={item} />
          </li>
        ))}
        <NextPagePlaceholders query={query} count={2}>
          <ContentCardSkeleton />
        </NextPagePlaceholders>
      </ul>
      <InfiniteSentinel query={query} />
    </>
  );
}
