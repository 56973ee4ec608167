import { z } from "zod";
import { FEED_PAGE_SIZE, POPULAR_CHANNELS_DEFAULT, SEARCH_MIN_LENGTH, TOPIC_LIST_PAGE_SIZE } from "../constants";
import { DEFAULT_ENTITY_TYPE, ENTITY_CATEGORIES } from "../entity-categories";
import { SEARCH_MIN_MESSAGE } from "../missions/field-messages";
import { NEWS_CONTENT_FORMATS } from "./content-formats";

// Query schemas of the Atlas API (docs/product/news.md#feeds, limits of docs/product/limits.md#feed-and-lists),
// shared by the server routes and the web app. Unknown parameters (cache busters such as `_`, `t`, `cb`) are
// stripped, so a client may add one to any request.

export { NEWS_CONTENT_FORMATS, type NewsContentFormat } from "./content-formats";

export const NEWS_FEED_SORTS = ["recent", "popular"] as const;
export type NewsFeedSort = (typeof NEWS_FEED_SORTS)[number];

export const NEWS_TOPIC_SORTS = ["popular", "name"] as const;
export type NewsTopicSort = (typeof NEWS_TOPIC_SORTS)[number];

/** Topic entity types: "general" (the default) plus the category keys (docs/product/news.md#entity-categories). */
export const NEWS_ENTITY_TYPES = [DEFAULT_ENTITY_TYPE, ...ENTITY_CATEGORIES.map((c) => c.key)] as const;

export const NEWS_LIST_LIMIT_MAX = 50;
/** How far `offset` may reach; deeper pages are reached through the `next` link. */
export const NEWS_OFFSET_MAX = 1000;

const trimmed = (v: unknown) => (typeof v === "string" ? v.trim() : v);
const blankIsAbsent = (v: unknown) => (v == null || trimmed(v) === "" ? undefined : trimmed(v));
const uuidFilter = (what: string) => z.preprocess(blankIsAbsent, z.uuid(`${what} must be a valid id.`).optional());
const limit = (fallback: number) =>
  z.preprocess(blankIsAbsent, z.coerce.number().int().min(1).max(NEWS_LIST_LIMIT_MAX).default(fallback));
/** PostgreSQL text cannot hold NUL; such a query is refused here rather than by the database. */
const NO_NUL = (s: string) => !s.includes("\u0000");
const searchText = z
  .string()
  .min(SEARCH_MIN_LENGTH, SEARCH_MIN_MESSAGE)
  .max(200)
  .refine(NO_NUL, "Search contains an invalid character.");
const search = z.preprocess(blankIsAbsent, searchText.optional());

export const newsFeedQuerySchema = z.object({
  /** Omitted (or "all") means every format. */
  content_format: z.preprocess(
    (v) => (blankIsAbsent(v) === "all" ? undefined : blankIsAbsent(v)),
    z.enum(NEWS_CONTENT_FORMATS).optional(),
  ),
  channel_id: uuidFilter("channel_id"),
  topic_id: uuidFilter("topic_id"),
  search,
  sort: z.preprocess(blankIsAbsent, z.enum(NEWS_FEED_SORTS).default("recent")),
  limit: limit(FEED_PAGE_SIZE),
  /**
   * Accepted for compatibility with offset-paging clients: honoured on a first request only
   * (at most NEWS_OFFSET_MAX). Paging is by the opaque keyset cursor `next`, which the answer's
   * `next` link carries; when `next` is present `offset` is ignored.
   */
  offset: z.preprocess(blankIsAbsent, z.coerce.number().int().min(0).max(NEWS_OFFSET_MAX).default(0)),
  next: z.preprocess(blankIsAbsent, z.string().max(500).optional()),
});
export type NewsFeedQuery = z.output<typeof newsFeedQuerySchema>;

/** GET /news/search/: the feed filters with a required search of at least 2 characters. */
export const newsSearchQuerySchema = newsFeedQuerySchema.extend({
  search: z.preprocess((v) => blankIsAbsent(v) ?? "", searchText),
});
export type NewsSearchQuery = z.output<typeof newsSearchQuerySchema>;

/** A topic's content: the feed filters without topic_id (the slug names the topic). */
export const newsTopicContentQuerySchema = newsFeedQuerySchema.omit({ topic_id: true });
export type NewsTopicContentQuery = z.output<typeof newsTopicContentQuerySchema>;

export const newsTopicListQuerySchema = z.object({
  limit: limit(TOPIC_LIST_PAGE_SIZE),
  search,
  sort: z.preprocess(blankIsAbsent, z.enum(NEWS_TOPIC_SORTS).default("popular")),
  entity_type: z.preprocess(blankIsAbsent, z.enum(NEWS_ENTITY_TYPES).optional()),
  next: z.preprocess(blankIsAbsent, z.string().max(500).optional()),
});
export type NewsTopicListQuery = z.output<typeof newsTopicListQuerySchema>;

export const newsChannelListQuerySchema = z.object({
  limit: limit(POPULAR_CHANNELS_DEFAULT),
  sort: z.preprocess(blankIsAbsent, z.enum(["popular"]).default("popular")),
  next: z.preprocess(blankIsAbsent, z.string().max(500).optional()),
});
export type NewsChannelListQuery = z.output<typeof newsChannelListQuerySchema>;
