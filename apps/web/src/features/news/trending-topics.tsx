import { TRENDING_TOPICS_PLACEHOLDERS } from "@questhq/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { CircleDot } from "lucide-react";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useSession } from "@/features/session/index";
import { trendingTopicsQuery } from "./news-api";
import { postsLabel } from "./news-format";
import { TopicRowBody } from "./topic-row";

const linkFocus = "rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

/**
 * Trending Topics (docs/product/screens.md#trending-topics): the 8 most popular topics with rank, category, posts and
 * Follow. `onNavigate` runs on any link so the trendingTopics drawer closes.
 */
export function TrendingTopics({
  onNavigate,
  isHeadingHidden,
}: {
  onNavigate?: () => void;
  isHeadingHidden?: boolean;
}) {
  const query = useQuery(trendingTopicsQuery);
  const { isSignedIn } = useSession();
  return (
    <section aria-labelledby="trending-topics-title" className="rounded-card border border-line bg-surface p-4">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id="trending-topics-title" className={isHeadingHidden ? "sr-only" : "text-base font-semibold text-ink"}>
          Trending Topics
        </h2>
        <Link
          to="/atlas/topics"
          search={{ view: "bubble" }}
          onClick={onNavigate}
          aria-label="Bubble view of topics"
          title="Bubble view"
          className={`${linkFocus} ml-auto grid size-8 place-items-center text-muted hover:bg-surface-3 hover:text-ink`}
        >
          <CircleDot className="size-5" aria-hidden />
        </Link>
      </div>
      {!isSignedIn ? <p className="mb-3 text-xs text-muted">Sign in to follow topics</p> : null}
      {query.isPending ? (
        <ol role="status" aria-label="Loading trending topics" className="space-y-3">
          {Array.from({ length: TRENDING_TOPICS_PLACEHOLDERS }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: loading placeholders, all alike and never reordered
            <li key={i} className="flex h-12 items-center gap-3">
              <Skeleton className="h-4 w-4" />
              <div className="flex-1 space-y-1.5">
                <Skeleton className="h-4 w-3/5" />
                <Skeleton className="h-3 w-2/5" />
              </div>
              <Skeleton className="h-8 w-[6.5rem]" />
            </li>
          ))}
        </ol>
      ) : query.isError ? (
        <ErrorState error={query.error} title="Topics could not be loaded" onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted">No topics found.</p>
      ) : (
        <ol aria-label="Trending topics" className="space-y-3">
          {query.data.map((t, i) => (
            <li key={t.id} className="flex min-h-12 items-center gap-3">
              <span className="w-4 text-right text-sm font-semibold text-faint tabular-nums">{i + 1}</span>
              <TopicRowBody
                topic={t}
                countLabel={postsLabel(t.content_count)}
                onNavigate={onNavigate}
                linkClassName="text-sm focus-visible:outline-offset-2"
              />
            </li>
          ))}
        </ol>
      )}
      <div className="mt-4 border-t border-line pt-3 text-center">
        <Link
          to="/atlas/topics"
          onClick={onNavigate}
          className={`${linkFocus} text-sm font-medium text-accent hover:underline`}
        >
          View all topics
        </Link>
      </div>
    </section>
  );
}
