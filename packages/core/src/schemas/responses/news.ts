import { z } from "zod";
import { NEWS_CONTENT_FORMATS } from "../../news/content-formats";
import type {
  NewsArticleView,
  NewsChannelRef,
  NewsChannelView,
  NewsFollowAnswer,
  NewsItemView,
  NewsReactionAnswer,
  NewsTopicChip,
  NewsTopicView,
} from "../../news/views";
import { dataAnswer, isoDateTime, pageAnswer, type Flat } from "./common";
import { sameType } from "./same-type";

// What the Atlas (news) routes answer; the plain types they must equal are in news/views.ts. Dates are ISO strings
// (the use-cases format them), counters integers.

const count = z.number().int();

const channelRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  icon_url: z.string().nullable(),
});
sameType<z.output<typeof channelRefSchema>, NewsChannelRef>();

const topicChipSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  entity_type: z.string(),
  mention_count: count,
});
sameType<z.output<typeof topicChipSchema>, NewsTopicChip>();

const itemBaseSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  image_url: z.string().nullable(),
  author: z.string().nullable(),
  published_at: isoDateTime,
  content_format: z.enum(NEWS_CONTENT_FORMATS),
  canonical_url: z.string(),
  channel: channelRefSchema,
  like_count: count,
  bookmark_count: count,
  is_liked: z.boolean().describe("Always false for visitors"),
  is_bookmarked: z.boolean().describe("Always false for visitors"),
});

const itemSchema = itemBaseSchema.extend({
  topics: z.array(topicChipSchema).describe("The item's top topics by mention count (at most 5)"),
});
sameType<z.output<typeof itemSchema>, NewsItemView>();

const articleSchema = itemBaseSchema.extend({
  body_html: z.string().describe("Sanitised at ingestion"),
  text_plain: z.string(),
  topics: z
    .array(topicChipSchema.extend({ first_position: count, is_followed: z.boolean() }))
    .describe("Every topic of the article, by mention count"),
});
sameType<z.output<typeof articleSchema>, Flat<NewsArticleView>>();

const topicSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  entity_type: z.string(),
  content_count: count.describe("Items tagged with the topic"),
  occurrences: count.describe("Mentions across items"),
  follower_count: count,
  is_followed: z.boolean(),
});
sameType<z.output<typeof topicSchema>, NewsTopicView>();

const channelSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  icon_url: z.string().nullable(),
  site_url: z.string().nullable(),
  follower_count: count,
  is_followed: z.boolean(),
});
sameType<z.output<typeof channelSchema>, NewsChannelView>();

/** A feed, a topic's content or a search: one page of items. */
export const newsItemPageAnswer = pageAnswer(itemSchema);
export const newsArticleAnswer = dataAnswer(articleSchema);
export const newsTopicAnswer = dataAnswer(topicSchema);
export const newsTopicPageAnswer = pageAnswer(topicSchema);
export const newsChannelPageAnswer = pageAnswer(channelSchema);

export const newsReactionAnswer = dataAnswer(
  z.object({
    content: z.object({
      id: z.string(),
      like_count: count,
      is_liked: z.boolean(),
      bookmark_count: count,
      is_bookmarked: z.boolean(),
    }),
    message: z.string(),
  }),
);
sameType<z.output<typeof newsReactionAnswer>, NewsReactionAnswer>();

export const newsFollowAnswer = z.object({
  data: z.object({ id: z.string(), is_followed: z.boolean(), follower_count: count }),
  message: z.string(),
});
sameType<z.output<typeof newsFollowAnswer>, NewsFollowAnswer>();
