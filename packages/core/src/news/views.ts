import type { NewsContentFormat } from "./schemas";

// Answer shapes of the Atlas API (docs/product/news.md#calls). Lists are { data, next } where `next` is an
// absolute URL (or null) carrying an opaque cursor.

export type NewsPage<T> = { data: T[]; next: string | null };

export type NewsChannelRef = { id: string; name: string; slug: string; icon_url: string | null };

/** A topic as a chip on a feed card (top 5 by mention count). */
export type NewsTopicChip = { id: string; slug: string; name: string; entity_type: string; mention_count: number };

export type NewsItemView = {
  id: string;
  slug: string;
  title: string;
  summary: string;
  image_url: string | null;
  author: string | null;
  published_at: string;
  content_format: NewsContentFormat;
  canonical_url: string;
  channel: NewsChannelRef;
  like_count: number;
  bookmark_count: number;
  /** Always false for visitors. */
  is_liked: boolean;
  is_bookmarked: boolean;
  topics: NewsTopicChip[];
};

/** A topic in the Article topics card: every topic, by mention count. */
export type NewsArticleTopic = NewsTopicChip & { first_position: number; is_followed: boolean };

export type NewsArticleView = Omit<NewsItemView, "topics"> & {
  /** Sanitised at ingestion. */
  body_html: string;
  text_plain: string;
  topics: NewsArticleTopic[];
};

export type NewsTopicView = {
  id: string;
  slug: string;
  name: string;
  entity_type: string;
  /** Number of posts tagged with the topic ("N Posts"). */
  content_count: number;
  /** Total mentions across posts. */
  occurrences: number;
  follower_count: number;
  is_followed: boolean;
};

export type NewsChannelView = {
  id: string;
  name: string;
  slug: string;
  icon_url: string | null;
  site_url: string | null;
  follower_count: number;
  is_followed: boolean;
};

/** POST/DELETE /news/{id}/like/ and /bookmark/: { data: { content, message } }. */
export type NewsReactionView = {
  id: string;
  like_count: number;
  is_liked: boolean;
  bookmark_count: number;
  is_bookmarked: boolean;
};
export type NewsReactionAnswer = { data: { content: NewsReactionView; message: string } };

/** POST/DELETE /news/channels|topics/{id}/follow/: { data: { id, is_followed, follower_count }, message }. */
export type NewsFollowView = { id: string; is_followed: boolean; follower_count: number };
export type NewsFollowAnswer = { data: NewsFollowView; message: string };
