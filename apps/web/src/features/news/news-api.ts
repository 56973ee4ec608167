import {
  FEED_PAGE_SIZE,
  FEED_REFETCH_ON_WINDOW_FOCUS,
  FEED_STALE_TIME_MS,
  POPULAR_CHANNELS_DEFAULT,
  TOPIC_LIST_PAGE_SIZE,
  TRENDING_TOPICS_COUNT,
} from "@questhq/core";
import { infiniteQueryOptions, queryOptions, type QueryClient } from "@tanstack/react-query";
import { nextPath } from "@/features/explore/index";
import { apiData, apiFetch, apiList } from "@/lib/api";
import type { ArticleView, ChannelView, ContentItemView, FeedFilters, FeedTab, TopicView } from "./news-types";

const BASE = "/api/v1/news";
/** How many channels the feed's channel filter offers. */
export const CHANNEL_FILTER_OPTIONS = 50;

/** Every Atlas query lives under ["news", ...] so toggles can patch them all in one sweep. */
export const newsKeys = {
  all: ["news"] as const,
  feeds: ["news", "feed"] as const,
  feed: (tab: FeedTab, filters: FeedFilters) => ["news", "feed", tab, filters] as const,
  topicFeed: (slug: string, filters: FeedFilters) => ["news", "feed", "topic", slug, filters] as const,
  article: (slug: string) => ["news", "article", slug] as const,
  trending: ["news", "topics", "trending"] as const,
  topicList: (filters: { search?: string; entity_type?: string }) => ["news", "topics", "list", filters] as const,
  bubbles: ["news", "topics", "bubbles"] as const,
  topic: (slug: string) => ["news", "topics", "one", slug] as const,
  channels: (limit: number) => ["news", "channels", limit] as const,
};

function withQuery(path: string, params: Record<string, string | number | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== "") q.set(k, String(v));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

const FEED_PATHS: Record<FeedTab, string> = {
  explore: `${BASE}/feed/`,
  following: `${BASE}/feed/following/`,
  saved: `${BASE}/feed/bookmarked/`,
};

function feedParams(filters: FeedFilters) {
  return {
    content_format: filters.content_format,
    channel_id: filters.channel_id,
    topic_id: filters.topic_id,
    search: filters.search,
    sort: filters.sort,
    limit: FEED_PAGE_SIZE,
  };
}

/** A feed the route's loader fetched this moment is not fetched again when the page mounts. */
const JUST_FETCHED_MS = 2_000;

const feedBehaviour = {
  initialPageParam: null as string | null,
  getNextPageParam: (last: { next: string | null }) => last.next,
  staleTime: FEED_STALE_TIME_MS,
  refetchOnWindowFocus: FEED_REFETCH_ON_WINDOW_FOCUS,
  refetchOnMount: (query: { state: { dataUpdatedAt: number } }) =>
    Date.now() - query.state.dataUpdatedAt > JUST_FETCHED_MS,
};

/** /news/feed/, /following/ or /bookmarked/, 10 a page, paged by the answer's `next` link. */
export const feedQuery = (tab: FeedTab, filters: FeedFilters, enabled = true) =>
  infiniteQueryOptions({
    queryKey: newsKeys.feed(tab, filters),
    queryFn: ({ pageParam, signal }) =>
      apiList<ContentItemView>(pageParam ? nextPath(pageParam) : withQuery(FEED_PATHS[tab], feedParams(filters)), {
        signal,
      }),
    enabled,
    ...feedBehaviour,
  });

export const topicFeedQuery = (slug: string, filters: FeedFilters) =>
  infiniteQueryOptions({
    queryKey: newsKeys.topicFeed(slug, filters),
    queryFn: ({ pageParam, signal }) =>
      apiList<ContentItemView>(
        pageParam
          ? nextPath(pageParam)
          : withQuery(`${BASE}/topics/slug/${encodeURIComponent(slug)}/content/`, feedParams(filters)),
        { signal },
      ),
    ...feedBehaviour,
  });

/** The article answer may be flat or `{ item, body_html, topics }`; both become one object. */
function normaliseArticle(raw: unknown): ArticleView {
  const r = raw as Record<string, unknown>;
  if (r && typeof r.item === "object" && r.item !== null) {
    const { item, ...rest } = r as { item: Record<string, unknown> };
    return { ...item, ...rest } as unknown as ArticleView;
  }
  return r as unknown as ArticleView;
}

export const articleQuery = (slug: string) =>
  queryOptions({
    queryKey: newsKeys.article(slug),
    queryFn: async ({ signal }) =>
      normaliseArticle(await apiData<unknown>(`${BASE}/${encodeURIComponent(slug)}/`, { signal })),
  });

export const trendingTopicsQuery = queryOptions({
  queryKey: newsKeys.trending,
  queryFn: ({ signal }) =>
    apiList<TopicView>(withQuery(`${BASE}/topics/`, { limit: TRENDING_TOPICS_COUNT, sort: "popular" }), { signal }),
  select: (page) => page.data.slice(0, TRENDING_TOPICS_COUNT),
});

export const topicListQuery = (filters: { search?: string; entity_type?: string }) =>
  infiniteQueryOptions({
    queryKey: newsKeys.topicList(filters),
    queryFn: ({ pageParam, signal }) =>
      apiList<TopicView>(
        pageParam
          ? nextPath(pageParam)
          : withQuery(`${BASE}/topics/`, { limit: TOPIC_LIST_PAGE_SIZE, sort: "popular", ...filters }),
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });

/** The bubble view draws the most discussed topics: pages of 50 (the API's maximum), up to 200. */
export const BUBBLE_PAGE_SIZE = 50;
export const BUBBLE_TOPIC_LIMIT = 200;
export const bubbleTopicsQuery = queryOptions({
  queryKey: newsKeys.bubbles,
  queryFn: async ({ signal }) => {
    const topics: TopicView[] = [];
    let path: string | null = withQuery(`${BASE}/topics/`, { limit: BUBBLE_PAGE_SIZE, sort: "popular" });
    while (path && topics.length < BUBBLE_TOPIC_LIMIT) {
      const page: { data: TopicView[]; next: string | null } = await apiList<TopicView>(path, { signal });
      topics.push(...page.data);
      path = page.next ? nextPath(page.next) : null;
    }
    return topics.slice(0, BUBBLE_TOPIC_LIMIT);
  },
});

export const topicQuery = (slug: string) =>
  queryOptions({
    queryKey: newsKeys.topic(slug),
    queryFn: ({ signal }) => apiData<TopicView>(`${BASE}/topics/slug/${encodeURIComponent(slug)}/`, { signal }),
  });

export const channelsQuery = (limit = POPULAR_CHANNELS_DEFAULT) =>
  queryOptions({
    queryKey: newsKeys.channels(limit),
    queryFn: ({ signal }) =>
      apiList<ChannelView>(withQuery(`${BASE}/channels/`, { limit, sort: "popular" }), { signal }),
    select: (page) => page.data,
  });

export function togglePath(kind: "like" | "bookmark", id: ContentItemView["id"]): string {
  return `${BASE}/${encodeURIComponent(String(id))}/${kind}/`;
}

export function followPath(kind: "topics" | "channels", id: ContentItemView["id"]): string {
  return `${BASE}/${kind}/${encodeURIComponent(String(id))}/follow/`;
}

export { apiFetch };

/**
 * Starts what /atlas shows first as soon as the route is chosen (its loader): the public feed with the address's
 * filters, the channel filter's options, and the trending topics and popular channels beside it. The personal
 * tabs (Following, Saved) load from the page, which knows whether anyone is signed in.
 */
export function prefetchNews(
  queryClient: QueryClient,
  params: { tab?: FeedTab; content_format?: string; channel_id?: string; search?: string; article?: string },
): void {
  if ((params.tab ?? "explore") === "explore") {
    const filters = { content_format: params.content_format, channel_id: params.channel_id, search: params.search };
    void queryClient.prefetchInfiniteQuery(feedQuery("explore", filters));
  }
  void queryClient.prefetchQuery(channelsQuery(CHANNEL_FILTER_OPTIONS));
  void queryClient.prefetchQuery(channelsQuery(POPULAR_CHANNELS_DEFAULT));
  void queryClient.prefetchQuery(trendingTopicsQuery);
}
