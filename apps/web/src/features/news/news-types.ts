// The Atlas view types come from @questhq/core (the API's own answer shapes, docs/product/news.md#calls);
// the names here are the web app's short aliases for them.
import type {
  NewsArticleTopic,
  NewsArticleView,
  NewsChannelRef,
  NewsChannelView,
  NewsFollowView,
  NewsItemView,
  NewsReactionView,
  NewsTopicChip,
  NewsTopicView,
} from "@questhq/core";

export { NEWS_CONTENT_FORMATS as CONTENT_FORMATS } from "@questhq/core";

export type NewsId = string;
export type FeedTab = "explore" | "following" | "saved";

export type ChannelRef = NewsChannelRef;
export type ChannelView = NewsChannelView;
export type TopicRef = NewsTopicChip;
export type TopicView = NewsTopicView;
export type ContentItemView = NewsItemView;
/** Aliases and cashtags are used for highlighting when the API sends them. */
export type ArticleTopicView = NewsArticleTopic & { aliases?: string[]; cashtags?: string[] };
export type ArticleView = Omit<NewsArticleView, "topics"> & { topics: ArticleTopicView[] };
export type ContentToggleResult = { content: NewsReactionView; message?: string };
export type FollowResult = Partial<NewsFollowView> & { is_followed: boolean };

export type FeedFilters = {
  content_format?: string;
  channel_id?: string;
  topic_id?: string;
  search?: string;
  sort?: "recent" | "popular";
};
