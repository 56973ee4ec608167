// Local view types of the /api/v1/news routes (spec §3, §7 News), until packages/core ships
// its own. Ids are kept as the server sends them (number or string).

export type NewsId = number | string;

export const CONTENT_FORMATS = ["article", "video", "podcast", "thread"] as const;
export type ContentFormat = (typeof CONTENT_FORMATS)[number];

export type FeedTab = "explore" | "following" | "saved";
export type FeedSort = "recent" | "popular";

export type ChannelRef = { id: NewsId; name: string; slug: string; icon_url: string | null };

export type ChannelView = ChannelRef & {
  site_url?: string | null;
  follower_count?: number;
  content_count?: number;
  is_followed: boolean;
};

export type TopicRef = { id: NewsId; slug: string; name: string; entity_type: string | null };

export type TopicView = TopicRef & {
  content_count: number;
  follower_count?: number;
  is_followed: boolean;
  aliases?: string[];
  cashtags?: string[];
  description?: string | null;
};

export type ContentItemView = {
  id: NewsId;
  slug: string;
  title: string;
  summary: string | null;
  canonical_url?: string | null;
  url?: string | null;
  image_url: string | null;
  author: string | null;
  published_at: string;
  content_format: string;
  channel: ChannelRef;
  topics: TopicRef[];
  like_count: number;
  is_liked: boolean;
  bookmark_count: number;
  is_bookmarked: boolean;
};

export type ArticleTopicView = TopicRef & {
  mention_count: number;
  first_position: number | null;
  is_followed: boolean;
  aliases?: string[];
  cashtags?: string[];
};

export type ArticleView = Omit<ContentItemView, "topics"> & {
  body_html: string;
  topics: ArticleTopicView[];
};

export type ContentToggleResult = {
  content: Pick<ContentItemView, "id" | "like_count" | "is_liked" | "bookmark_count" | "is_bookmarked">;
  message?: string;
};

export type FollowResult = { is_followed: boolean; follower_count?: number };

export type FeedFilters = {
  content_format?: string;
  channel_id?: string;
  topic_id?: string;
  search?: string;
  sort?: FeedSort;
};
