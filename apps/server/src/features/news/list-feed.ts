import { and, eq, type SQL } from "drizzle-orm";
import type { NewsFeedQuery, NewsItemView } from "@questhq/core";
import { AppError } from "@questhq/core";
import type { Db } from "../../db/client";
import { contentBookmark, contentItem, contentTopic, newsChannel } from "../../db/schema/index";
import { encodeCursor } from "./news-cursor";
import { afterCursor, all, cursorColumns, cursorKeys, feedFilters, followedBy, orderBy, ORDERINGS, taggedWith, type Ordering } from "./feed-query";
import { itemColumns, toItemViews, type ItemRow } from "./news-view";

/** explore: everything; following: followed channels or topics; bookmarked: the viewer's saved items. */
export type FeedKind = "explore" | "following" | "bookmarked";

export type FeedPage = { data: NewsItemView[]; next: string | null };

/**
 * One keyset page of a feed. Each combination walks one index: the recent feed
 * content_item (published_at, id); popular (like_count, published_at, id); a topic's recent feed
 * content_topic (topic_id, published_at, content_id) joined to its items; saved items
 * content_bookmark (user_id, created_at).
 */
export async function listFeed(db: Db, kind: FeedKind, q: NewsFeedQuery, viewerId: string | null): Promise<FeedPage> {
  if (kind !== "explore" && !viewerId) throw new AppError("unauthorized", "You need to sign in first.");
  const byTopicIndex = q.topic_id !== undefined && q.sort === "recent" && kind !== "bookmarked";
  const ordering: Ordering =
    kind === "bookmarked" && q.sort === "recent" ? ORDERINGS.bookmarked : byTopicIndex ? ORDERINGS.topicRecent : ORDERINGS[q.sort];

  const where: SQL[] = feedFilters(q);
  if (q.topic_id && !byTopicIndex) where.push(taggedWith(q.topic_id));
  if (kind === "following") where.push(followedBy(viewerId!));
  if (q.next) where.push(afterCursor(ordering, q.next));

  let query = db
    .select({ ...itemColumns(viewerId), ...cursorColumns(ordering) })
    .from(contentItem)
    .innerJoin(newsChannel, eq(newsChannel.id, contentItem.channelId))
    .$dynamic();
  if (byTopicIndex) query = query.innerJoin(contentTopic, and(eq(contentTopic.contentId, contentItem.id), eq(contentTopic.topicId, q.topic_id!)));
  if (kind === "bookmarked") query = query.innerJoin(contentBookmark, and(eq(contentBookmark.contentId, contentItem.id), eq(contentBookmark.userId, viewerId!)));

  const rows = await query
    .where(all(where))
    .orderBy(orderBy(ordering))
    .limit(q.limit + 1)
    // `offset` only for clients that page by offset, and only without a cursor (capped by the schema).
    .offset(q.next ? 0 : q.offset);
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    data: await toItemViews(db, page as ItemRow[]),
    next: rows.length > q.limit && last ? encodeCursor(ordering.mode, cursorKeys(ordering, last)) : null,
  };
}
