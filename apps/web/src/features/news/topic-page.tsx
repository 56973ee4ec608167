import { CLIENT_ROUTES } from "@questhq/core";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/api";
import { useDocumentTitle } from "@/lib/use-document-title";
import { topicFeedQuery, topicQuery } from "./news-api";
import { entityStyle, formatCount, postsLabel } from "./news-format";
import { BackToAtlasLink } from "./back-to-atlas-link";
import { EntityLabel } from "./entity-label";
import { FeedFilters, type FeedFilterPatch } from "./feed-filters";
import { FeedList } from "./feed-list";
import { FollowButton } from "./follow-button";
import { TrendingTopics } from "./trending-topics";
import { cn } from "@/lib/cn";

const route = getRouteApi("/atlas/topics/$slug");

function TopicHeader({ slug }: { slug: string }) {
  const query = useQuery(topicQuery(slug));
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading the topic" className="mb-8 space-y-3">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-9 w-64" />
        <Skeleton className="h-4 w-48" />
      </div>
    );
  }
  if (query.isError) {
    const isMissing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <ErrorState
        className="mb-8"
        error={query.error}
        title={isMissing ? "Topic not found" : "The topic could not be loaded"}
        onRetry={isMissing ? undefined : () => void query.refetch()}
      />
    );
  }
  const t = query.data;
  return (
    <header
      className={cn(
        "mb-8 flex flex-col gap-4 rounded-card border border-line bg-surface p-5 sm:flex-row sm:items-center",
        "sm:justify-between",
      )}
      style={{ borderTopColor: entityStyle(t.entity_type).color, borderTopWidth: 3 }}
    >
      <div className="space-y-1.5">
        <EntityLabel type={t.entity_type} className="text-sm" />
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t.name}</h1>
        <p className="text-sm text-muted">
          {postsLabel(t.content_count)}
          {t.follower_count !== undefined
            ? ` · ${formatCount(t.follower_count)} ${t.follower_count === 1 ? "follower" : "followers"}`
            : ""}
        </p>
      </div>
      <FollowButton kind="topic" id={t.id} name={t.name} isFollowed={t.is_followed} size="md" />
    </header>
  );
}

/** /atlas/topics/{slug}: the topic's header with Follow and its feed with the feed filters. */
export function TopicPage() {
  const { slug } = route.useParams();
  const params = route.useSearch();
  const navigate = route.useNavigate();
  const filters = { content_format: params.content_format, channel_id: params.channel_id, search: params.search };
  const feed = useInfiniteQuery(topicFeedQuery(slug, filters));
  const topic = useQuery(topicQuery(slug));
  const isMissing = topic.error instanceof ApiError && topic.error.status === 404;
  useDocumentTitle(topic.data?.name ?? (isMissing ? "Topic not found" : CLIENT_ROUTES["/atlas/topics/$slug"].title));
  const hasFilters = Boolean(params.content_format || params.channel_id || params.search);
  const update = (patch: FeedFilterPatch) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });

  return (
    <div>
      <nav aria-label="Breadcrumb" className="mb-4 flex items-center gap-3 text-sm">
        <BackToAtlasLink>Atlas</BackToAtlasLink>
        <span aria-hidden className="text-faint">
          /
        </span>
        <Link
          to="/atlas/topics"
          className="rounded text-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-brand"
        >
          Topics
        </Link>
      </nav>
      <TopicHeader slug={slug} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-5">
          <FeedFilters
            search={params.search}
            contentFormat={params.content_format}
            channelId={params.channel_id}
            onChange={update}
            searchLabel="Search this topic"
          />
          <FeedList
            query={feed}
            label="Topic feed"
            emptyTitle="No posts found"
            emptyDescription={"No post mentions this topic yet."}
            hasFilters={hasFilters}
            onFiltersChange={update}
          />
        </div>
        <aside className="hidden lg:block">
          <div className="sticky top-24">
            <TrendingTopics />
          </div>
        </aside>
      </div>
    </div>
  );
}
