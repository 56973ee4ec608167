import { and, asc, desc, eq, inArray, sql, type Placeholder } from "drizzle-orm";
import type { NewsItemView, NewsTopicChip } from "@questhq/core";
import type { Db } from "../../db/client";
import { contentBookmark, contentItem, contentLike, contentTopic, newsChannel, newsTopic } from "../../db/schema/index";

// Columns and mapping shared by every list of content items (feeds, topic content, search).

const FEED_TOPICS_SHOWN = 5;

/**
 * Whether the viewer liked / bookmarked the row; constant false for visitors (no subquery). The viewer is an id, or a
 * placeholder in a prepared statement.
 */
export function reactionColumns(viewer: string | Placeholder | null) {
  if (!viewer) return { isLiked: sql<boolean>`false`, isBookmarked: sql<boolean>`false` };
  return {
    isLiked: sql<boolean>`exists (select 1 from ${contentLike}
      where ${contentLike.contentId} = ${contentItem.id} and ${contentLike.userId} = ${viewer})`,
    isBookmarked: sql<boolean>`exists (select 1 from ${contentBookmark}
      where ${contentBookmark.contentId} = ${contentItem.id} and ${contentBookmark.userId} = ${viewer})`,
  };
}

export function itemColumns(viewer: string | Placeholder | null) {
  return {
    id: contentItem.id,
    slug: contentItem.slug,
    title: contentItem.title,
    summary: contentItem.summary,
    imageUrl: contentItem.imageUrl,
    author: contentItem.author,
    publishedAt: contentItem.publishedAt,
    contentFormat: contentItem.contentFormat,
    canonicalUrl: contentItem.canonicalUrl,
    likeCount: contentItem.likeCount,
    bookmarkCount: contentItem.bookmarkCount,
    channelId: newsChannel.id,
    channelName: newsChannel.name,
    channelSlug: newsChannel.slug,
    channelIconUrl: newsChannel.iconUrl,
    ...reactionColumns(viewer),
  };
}

export type ItemRow = {
  id: string;
  slug: string;
  title: string;
  summary: string;
  imageUrl: string | null;
  author: string | null;
  publishedAt: Date;
  contentFormat: NewsItemView["content_format"];
  canonicalUrl: string;
  likeCount: number;
  bookmarkCount: number;
  channelId: string;
  channelName: string;
  channelSlug: string;
  channelIconUrl: string | null;
  isLiked: boolean;
  isBookmarked: boolean;
};

export function toItemBase(r: ItemRow): Omit<NewsItemView, "topics"> {
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    summary: r.summary,
    image_url: r.imageUrl,
    author: r.author,
    published_at: new Date(r.publishedAt).toISOString(),
    content_format: r.contentFormat,
    canonical_url: r.canonicalUrl,
    channel: { id: r.channelId, name: r.channelName, slug: r.channelSlug, icon_url: r.channelIconUrl },
    like_count: r.likeCount,
    bookmark_count: r.bookmarkCount,
    is_liked: Boolean(r.isLiked),
    is_bookmarked: Boolean(r.isBookmarked),
  };
}

/**
 * The item's top topics (by mention count) as a JSON array, selected with the item: a page of items and their topic
 * chips in one query. Feeds read only their page's rows, so it runs once an item shown.
 */
export const topicChips = sql<NewsTopicChip[]>`(
  select coalesce(json_agg(json_build_object('id', c.id, 'slug', c.slug, 'name', c.name, 'entity_type', c.entity_type,
                                             'mention_count', c.mention_count)
                           order by c.mention_count desc, c.first_position asc, c.name asc), '[]'::json)
    from (select t.id, t.slug, t.name, t.entity_type, ct.mention_count, ct.first_position
            from ${contentTopic} ct join ${newsTopic} t on t.id = ct.topic_id
           where ct.content_id = ${contentItem.id}
           order by ct.mention_count desc, ct.first_position asc, t.name asc
           limit ${sql.raw(String(FEED_TOPICS_SHOWN))}) c)`;

/** The top topics (by mention count) of each item on a page, in one query. */
export async function topTopicsByItem(db: Db, ids: string[]): Promise<Map<string, NewsTopicChip[]>> {
  const byItem = new Map<string, NewsTopicChip[]>();
  if (ids.length === 0) return byItem;
  const rows = await db
    .select({
      contentId: contentTopic.contentId,
      id: newsTopic.id,
      slug: newsTopic.slug,
      name: newsTopic.name,
      entityType: newsTopic.entityType,
      mentionCount: contentTopic.mentionCount,
    })
    .from(contentTopic)
    .innerJoin(newsTopic, eq(newsTopic.id, contentTopic.topicId))
    .where(inArray(contentTopic.contentId, ids))
    .orderBy(
      asc(contentTopic.contentId),
      desc(contentTopic.mentionCount),
      asc(contentTopic.firstPosition),
      asc(newsTopic.name),
    );
  for (const r of rows) {
    const list = byItem.get(r.contentId) ?? [];
    if (list.length < FEED_TOPICS_SHOWN)
      list.push({ id: r.id, slug: r.slug, name: r.name, entity_type: r.entityType, mention_count: r.mentionCount });
    byItem.set(r.contentId, list);
  }
  return byItem;
}

export async function toItemViews(db: Db, rows: ItemRow[]): Promise<NewsItemView[]> {
  const topics = await topTopicsByItem(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...toItemBase(r), topics: topics.get(r.id) ?? [] }));
}

/** A content item's existence (for 404s), by id. */
export async function contentExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: contentItem.id })
    .from(contentItem)
    .where(and(eq(contentItem.id, id)))
    .limit(1);
  return Boolean(row);
}
