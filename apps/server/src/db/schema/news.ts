import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { DEFAULT_ENTITY_TYPE, ENTITY_CATEGORIES, type EntityCategoryKey } from "@questhq/core";

// The Atlas: channels publish content items; items mention topics; users follow, like, bookmark.
// Full-text search (a generated tsvector) is added by the Atlas issue.

export const FEED_FORMATS = ["rss", "atom", "json"] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

export const CONTENT_FORMATS = ["article", "video", "podcast", "thread"] as const;
export type ContentFormat = (typeof CONTENT_FORMATS)[number];

/** §3 entity category keys (from core, the one source), plus "general" (the default). */
export type EntityType = EntityCategoryKey | typeof DEFAULT_ENTITY_TYPE;
export const ENTITY_TYPES: readonly EntityType[] = [DEFAULT_ENTITY_TYPE, ...ENTITY_CATEGORIES.map((c) => c.key)];

export const newsChannel = pgTable("news_channel", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  iconUrl: text("icon_url"),
  siteUrl: text("site_url"),
  feedUrl: text("feed_url"),
  feedFormat: text("feed_format", { enum: FEED_FORMATS }),
  followerCount: integer("follower_count").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const newsTopic = pgTable(
  "news_topic",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    // Plain text, not an enum: the catalogue may carry categories the UI maps to Other.
    entityType: text("entity_type").notNull().default("general"),
    aliases: text("aliases")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    cashtags: text("cashtags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Number of content items tagged with the topic. */
    contentCount: integer("content_count").notNull().default(0),
    /** Total mentions across content (§3 "occurrences"). */
    occurrences: integer("occurrences").notNull().default(0),
    followerCount: integer("follower_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("news_topic_entity_type_idx").on(t.entityType), index("news_topic_occurrences_idx").on(t.occurrences.desc().nullsFirst())],
);

export const contentItem = pgTable(
  "content_item",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    channelId: uuid("channel_id")
      .notNull()
      .references(() => newsChannel.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    summary: text("summary").notNull().default(""),
    /** Sanitised HTML. */
    bodyHtml: text("body_html").notNull().default(""),
    canonicalUrl: text("canonical_url").notNull().unique(),
    imageUrl: text("image_url"),
    author: text("author"),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    contentFormat: text("content_format", { enum: CONTENT_FORMATS }).notNull().default("article"),
    likeCount: integer("like_count").notNull().default(0),
    bookmarkCount: integer("bookmark_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Keyset paging: WHERE (published_at, id) < ($1, $2) ORDER BY published_at DESC, id DESC.
    // NULLS FIRST is PostgreSQL's default for DESC, so a plain ORDER BY ... DESC uses the index.
    index("content_item_feed_idx").on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("content_item_channel_feed_idx").on(t.channelId, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export const contentTopic = pgTable(
  "content_topic",
  {
    contentId: uuid("content_id")
      .notNull()
      .references(() => contentItem.id, { onDelete: "cascade" }),
    topicId: uuid("topic_id")
      .notNull()
      .references(() => newsTopic.id, { onDelete: "cascade" }),
    mentionCount: integer("mention_count").notNull().default(1),
    /** Character offset of the first mention in the item's title + body text (earlier = more central). */
    firstPosition: integer("first_position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.contentId, t.topicId] }), index("content_topic_topic_idx").on(t.topicId)],
);

export const channelFollow = pgTable(
  "channel_follow",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    channelId: uuid("channel_id")
      .notNull()
      .references(() => newsChannel.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.channelId] }), index("channel_follow_channel_idx").on(t.channelId)],
);

export const topicFollow = pgTable(
  "topic_follow",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    topicId: uuid("topic_id")
      .notNull()
      .references(() => newsTopic.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.topicId] }), index("topic_follow_topic_idx").on(t.topicId)],
);

export const contentLike = pgTable(
  "content_like",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    contentId: uuid("content_id")
      .notNull()
      .references(() => contentItem.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.contentId] }), index("content_like_content_idx").on(t.contentId)],
);

export const contentBookmark = pgTable(
  "content_bookmark",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    contentId: uuid("content_id")
      .notNull()
      .references(() => contentItem.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // (user_id, created_at) serves "my bookmarks, newest first".
  (t) => [
    primaryKey({ columns: [t.userId, t.contentId] }),
    index("content_bookmark_content_idx").on(t.contentId),
    index("content_bookmark_user_created_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);

export type NewsChannel = typeof newsChannel.$inferSelect;
export type NewNewsChannel = typeof newsChannel.$inferInsert;
export type NewsTopic = typeof newsTopic.$inferSelect;
export type NewNewsTopic = typeof newsTopic.$inferInsert;
export type ContentItem = typeof contentItem.$inferSelect;
export type NewContentItem = typeof contentItem.$inferInsert;
export type ContentTopic = typeof contentTopic.$inferSelect;
export type NewContentTopic = typeof contentTopic.$inferInsert;
