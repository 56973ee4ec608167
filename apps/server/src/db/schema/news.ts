import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  customType,
  type ExtraConfigColumn,
  type IndexBuilder,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { cascadeRef, createdAt, uuidId } from "./columns";
import { userRef } from "./auth";
import { DEFAULT_ENTITY_TYPE, ENTITY_CATEGORIES, type EntityCategoryKey } from "@questhq/core";

// The Atlas: channels publish content items; items mention topics; users follow, like, bookmark.
// Search: a generated, weighted tsvector over title, topic names and text (GIN), plus trigram
// indexes on titles and topic names for short words and typos; the ranks of the items matching
// each topic's single-word terms are kept precomputed (search_term_content).

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const FEED_FORMATS = ["rss", "atom", "json"] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

export const CONTENT_FORMATS = ["article", "video", "podcast", "thread"] as const;
export type ContentFormat = (typeof CONTENT_FORMATS)[number];

/**
 * Entity category keys (from core, the one source; docs/product/news.md#entity-categories), plus "general" (the
 * default).
 */
export type EntityType = EntityCategoryKey | typeof DEFAULT_ENTITY_TYPE;
export const ENTITY_TYPES: readonly EntityType[] = [DEFAULT_ENTITY_TYPE, ...ENTITY_CATEGORIES.map((c) => c.key)];

export const newsChannel = pgTable(
  "news_channel",
  {
    id: uuidId(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    iconUrl: text("icon_url"),
    siteUrl: text("site_url"),
    feedUrl: text("feed_url"),
    feedFormat: text("feed_format", { enum: FEED_FORMATS }),
    followerCount: integer("follower_count").notNull().default(0),
    createdAt: createdAt(),
    // Ingestion bookkeeping: a failing feed backs off without holding up the others.
    lastFetchedAt: timestamp("last_fetched_at", { withTimezone: true }),
    nextFetchAt: timestamp("next_fetch_at", { withTimezone: true }),
    failureCount: integer("failure_count").notNull().default(0),
    lastError: text("last_error"),
  },
  (t) => [index("news_channel_popular_idx").on(t.followerCount.desc().nullsFirst(), t.id)],
);

export const newsTopic = pgTable(
  "news_topic",
  {
    id: uuidId(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    // Plain text, not an enum: the catalogue may carry categories the UI maps to Other.
    entityType: text("entity_type").notNull().default("general"),
    aliases: text("aliases").array().notNull().default(sql`'{}'::text[]`),
    cashtags: text("cashtags").array().notNull().default(sql`'{}'::text[]`),
    /** Number of content items tagged with the topic. */
    contentCount: integer("content_count").notNull().default(0),
    /** Total mentions across content (docs/product/news.md#content-channels-and-topics). */
    occurrences: integer("occurrences").notNull().default(0),
    followerCount: integer("follower_count").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("news_topic_entity_type_idx").on(t.entityType),
    index("news_topic_occurrences_idx").on(t.occurrences.desc().nullsFirst()),
    // "popular" topic lists and keyset paging over them.
    index("news_topic_popular_idx").on(t.contentCount.desc().nullsFirst(), t.id),
    index("news_topic_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
  ],
);

export const contentItem = pgTable(
  "content_item",
  {
    id: uuidId(),
    channelId: cascadeRef("channel_id", () => newsChannel.id),
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
    createdAt: createdAt(),
    /** Plain text of the body (tags stripped), for search, tagging positions and near-duplicate checks. */
    textPlain: text("text_plain").notNull().default(""),
    /** Normalised title (case, punctuation and spacing folded) to spot the same story from another source. */
    titleKey: text("title_key").notNull().default(""),
    /** Names of the tagged topics, so a search for a topic finds items that mention it by alias. */
    topicText: text("topic_text").notNull().default(""),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql.join(
        [
          sql`setweight(to_tsvector('english', coalesce(title, '')), 'A')`,
          sql`setweight(to_tsvector('english', coalesce(topic_text, '')), 'A')`,
          sql`setweight(to_tsvector('english', coalesce(text_plain, '')), 'B')`,
        ],
        sql` || `,
      ),
    ),
  },
  (t) => [
    // Keyset paging: WHERE (published_at, id) < ($1, $2) ORDER BY published_at DESC, id DESC.
    // NULLS FIRST is PostgreSQL's default for DESC, so a plain ORDER BY ... DESC uses the index.
    index("content_item_feed_idx").on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("content_item_channel_feed_idx").on(t.channelId, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("content_item_popular_idx").on(
      t.likeCount.desc().nullsFirst(),
      t.publishedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("content_item_search_idx").using("gin", t.searchVector),
    index("content_item_title_trgm_idx").using("gin", sql`${t.title} gin_trgm_ops`),
    index("content_item_title_key_idx").on(t.titleKey),
  ],
);

export const contentTopic = pgTable(
  "content_topic",
  {
    contentId: cascadeRef("content_id", () => contentItem.id),
    topicId: cascadeRef("topic_id", () => newsTopic.id),
    mentionCount: integer("mention_count").notNull().default(1),
    /** Character offset of the first mention in the item's title + body text (earlier = more central). */
    firstPosition: integer("first_position").notNull().default(0),
    /** The item's published_at, copied so a topic's feed pages by one index without joining. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.contentId, t.topicId] }),
    index("content_topic_topic_idx").on(t.topicId),
    index("content_topic_feed_idx").on(t.topicId, t.publishedAt.desc().nullsFirst(), t.contentId.desc().nullsFirst()),
  ],
);

/**
 * The search terms readers type most, precomputed: every single-word term of a topic's name, aliases and cashtags, as
 * the query text websearch_to_tsquery('english', …) makes of it ('ethereum'), with its one lexeme. Only added (by the
 * trigger on news_topic, migration 0011): a term that no topic names any more costs storage, never a wrong answer.
 */
export const searchTerm = pgTable(
  "search_term",
  {
    term: text("term").primaryKey(),
    lexeme: text("lexeme").notNull(),
  },
  (t) => [uniqueIndex("search_term_lexeme_idx").on(t.lexeme)],
);

/**
 * Each item that matches a search term, with the rank a ranked search gives it (ts_rank_cd of its search_vector for
 * that term) and its published_at: a search for a common term reads its top results from one index instead of
 * ranking every match. Kept by triggers on content_item and news_topic (migration 0011), whoever writes them.
 */
export const searchTermContent = pgTable(
  "search_term_content",
  {
    term: text("term").notNull(),
    contentId: cascadeRef("content_id", () => contentItem.id),
    rank: real("rank").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.contentId, t.term] }),
    // The ranked search's order: rank, then newest, then id (all descending).
    index("search_term_content_rank_idx").on(
      t.term,
      t.rank.desc().nullsFirst(),
      t.publishedAt.desc().nullsFirst(),
      t.contentId.desc().nullsFirst(),
    ),
  ],
);

/**
 * A user's mark on one thing (follows a channel or a topic, likes or bookmarks an item): one row per user and thing,
 * kept until the user takes it back, and found from the thing's side by `{table}_{stem}_idx`. `stem` names the
 * thing's column (`{stem}_id`); `key` is its property.
 */
const userMarkTable = <TName extends string, TKey extends string>(
  table: TName,
  key: TKey,
  stem: string,
  target: () => AnyPgColumn,
  moreIndexes: (t: { userId: ExtraConfigColumn; createdAt: ExtraConfigColumn }) => IndexBuilder[] = () => [],
) => {
  const subject = { [key]: cascadeRef(`${stem}_id`, target) } as Record<TKey, ReturnType<typeof cascadeRef>>;
  return pgTable(table, { userId: userRef(), ...subject, createdAt: createdAt() }, (t) => [
    primaryKey({ columns: [t.userId, t[key]] }),
    index(`${table}_${stem}_idx`).on(t[key]),
    ...moreIndexes(t),
  ]);
};

export const channelFollow = userMarkTable("channel_follow", "channelId", "channel", () => newsChannel.id);
export const topicFollow = userMarkTable("topic_follow", "topicId", "topic", () => newsTopic.id);
export const contentLike = userMarkTable("content_like", "contentId", "content", () => contentItem.id);
// (user_id, created_at) serves "my bookmarks, newest first".
export const contentBookmark = userMarkTable(
  "content_bookmark",
  "contentId",
  "content",
  () => contentItem.id,
  (t) => [index("content_bookmark_user_created_idx").on(t.userId, t.createdAt.desc().nullsFirst())],
);

export type NewsChannel = typeof newsChannel.$inferSelect;
export type NewNewsChannel = typeof newsChannel.$inferInsert;
export type NewsTopic = typeof newsTopic.$inferSelect;
export type NewNewsTopic = typeof newsTopic.$inferInsert;
export type ContentItem = typeof contentItem.$inferSelect;
export type NewContentItem = typeof contentItem.$inferInsert;
export type ContentTopic = typeof contentTopic.$inferSelect;
export type NewContentTopic = typeof contentTopic.$inferInsert;
