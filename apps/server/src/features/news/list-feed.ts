import { and, eq, sql, type SQL } from "drizzle-orm";
import type { NewsFeedQuery, NewsItemView, NewsTopicChip } from "@questhq/core";
import { AppError } from "@questhq/core";
import type { Db } from "../../db/client";
import { prepared } from "../../db/prepared";
import { contentBookmark, contentItem, contentTopic, newsChannel } from "../../db/schema/index";
import { encodeCursor } from "./news-cursor";
import {
  afterCursor,
  all,
  cursorColumns,
  cursorKeys,
  cursorParams,
  feedFilters,
  followedBy,
  literal,
  opaque,
  orderBy,
  ORDERINGS,
  taggedWith,
  type Ordering,
} from "./feed-query";
import { itemColumns, toItemBase, topicChips, type ItemRow } from "./news-view";

/** explore: everything; following: followed channels or topics; bookmarked: the viewer's saved items. */
export type FeedKind = "explore" | "following" | "bookmarked";

export type FeedPage = { data: NewsItemView[]; next: string | null };

type OrderingName = keyof typeof ORDERINGS;

/** What a page's query depends on besides values: which ordering, which filters, a cursor, a viewer. */
type Shape = {
  kind: FeedKind;
  ordering: OrderingName;
  format: boolean;
  channel: boolean;
  search: boolean;
  /** A topic filter the ordering does not walk (popular, saved): checked per row. */
  taggedWith: boolean;
  after: boolean;
  viewer: boolean;
  /** Rows to read, written into the statement (see literal); an offset is a value only when one is asked for. */
  limit: number;
  offset: boolean;
};

const p = (name: string) => sql.placeholder(name);

/**
 * One shape's page query, with placeholders for its values and its limit written in (see literal); prepared once per
 * database (db/prepared.ts).
 */
function pageQuery(db: Db, name: string, s: Shape) {
  const ordering: Ordering = ORDERINGS[s.ordering];
  const where: SQL[] = feedFilters({
    content_format: s.format ? p("format") : undefined,
    channel_id: s.channel ? p("channel") : undefined,
    search: s.search ? p("search") : undefined,
  });
  if (s.taggedWith) where.push(taggedWith(p("topic")));
  if (s.kind === "following") where.push(followedBy(p("viewer")));
  if (s.after) where.push(afterCursor(ordering));
  let query = db
    .select({ ...itemColumns(s.viewer ? p("viewer") : null), topics: topicChips, ...cursorColumns(ordering) })
    .from(contentItem)
    .innerJoin(newsChannel, eq(newsChannel.id, contentItem.channelId))
    .$dynamic();
  if (s.ordering === "topicRecent") {
    query = query.innerJoin(
      contentTopic,
      and(eq(contentTopic.contentId, contentItem.id), eq(contentTopic.topicId, opaque(p("topic"), "uuid"))),
    );
  }
  if (s.kind === "bookmarked") {
    query = query.innerJoin(
      contentBookmark,
      and(eq(contentBookmark.contentId, contentItem.id), eq(contentBookmark.userId, p("viewer"))),
    );
  }
  return query
    .where(all(where))
    .orderBy(orderBy(ordering))
    .limit(literal(s.limit))
    .offset(s.offset ? p("offset") : 0)
    .prepare(name);
}

/**
 * One keyset page of a feed, with each item's topic chips, in one query. Each combination walks one index: the
 * recent feed content_item (published_at, id); popular (like_count, published_at, id); a topic's recent feed
 * content_topic (topic_id, published_at, content_id) joined to its items; saved items content_bookmark (user_id,
 * created_at).
 */
export async function listFeed(db: Db, kind: FeedKind, q: NewsFeedQuery, viewerId: string | null): Promise<FeedPage> {
  if (kind !== "explore" && !viewerId) throw new AppError("unauthorized", "You need to sign in first.");
  const byTopicIndex = q.topic_id !== undefined && q.sort === "recent" && kind !== "bookmarked";
  const orderingName: OrderingName =
    kind === "bookmarked" && q.sort === "recent" ? "bookmarked" : byTopicIndex ? "topicRecent" : q.sort;
  const ordering = ORDERINGS[orderingName];
  const shape: Shape = {
    kind,
    ordering: orderingName,
    format: q.content_format !== undefined,
    channel: q.channel_id !== undefined,
    search: q.search !== undefined,
    taggedWith: q.topic_id !== undefined && !byTopicIndex,
    after: q.next !== undefined,
    viewer: viewerId !== null,
    limit: q.limit + 1,
    // `offset` only for clients that page by offset, and only without a cursor (capped by the schema).
    offset: !q.next && q.offset > 0,
  };
  const flags = [shape.format, shape.channel, shape.search, shape.taggedWith, shape.after, shape.viewer, shape.offset];
  const name = `news_feed_${kind}_${orderingName}_${flags.map(Number).join("")}_${shape.limit}`;
  const rows = (await prepared(db, name, (d, n) => pageQuery(d, n, shape)).execute({
    format: q.content_format,
    channel: q.channel_id,
    search: q.search,
    topic: q.topic_id,
    viewer: viewerId ?? undefined,
    offset: q.offset,
    ...(q.next ? cursorParams(ordering, q.next) : {}),
  })) as (ItemRow & { topics: NewsTopicChip[] } & Record<string, unknown>)[];
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    data: page.map((r) => ({ ...toItemBase(r), topics: r.topics })),
    next: rows.length > q.limit && last ? encodeCursor(ordering.mode, cursorKeys(ordering, last)) : null,
  };
}
