import { asc, desc, eq, or, sql } from "drizzle-orm";
import { AppError, NEWS_NOT_FOUND, type NewsArticleView } from "@questhq/core";
import type { Db } from "../../db/client";
import { contentItem, contentTopic, newsChannel, newsTopic, topicFollow } from "../../db/schema/index";
import { isUuid } from "./news-cursor";
import { itemColumns, toItemBase, type ItemRow } from "./news-view";

/** GET /news/{slug}/: the article with its body and every topic (Article topics card), by mention count. */
export async function getArticle(db: Db, slugOrId: string, viewerId: string | null): Promise<NewsArticleView> {
  const [row] = await db
    .select({ ...itemColumns(viewerId), bodyHtml: contentItem.bodyHtml, textPlain: contentItem.textPlain })
    .from(contentItem)
    .innerJoin(newsChannel, eq(newsChannel.id, contentItem.channelId))
    .where(
      isUuid(slugOrId)
        ? or(eq(contentItem.slug, slugOrId), eq(contentItem.id, slugOrId))
        : eq(contentItem.slug, slugOrId),
    )
    .limit(1);
  if (!row) throw new AppError("not_found", NEWS_NOT_FOUND.content);
  const isFollowed = viewerId
    ? sql<boolean>`exists (select 1 from ${topicFollow}
        where ${topicFollow.topicId} = ${newsTopic.id} and ${topicFollow.userId} = ${viewerId})`
    : sql<boolean>`false`;
  const topics = await db
    .select({
      id: newsTopic.id,
      slug: newsTopic.slug,
      name: newsTopic.name,
      entityType: newsTopic.entityType,
      mentionCount: contentTopic.mentionCount,
      firstPosition: contentTopic.firstPosition,
      isFollowed,
    })
    .from(contentTopic)
    .innerJoin(newsTopic, eq(newsTopic.id, contentTopic.topicId))
    .where(eq(contentTopic.contentId, row.id))
    .orderBy(desc(contentTopic.mentionCount), asc(contentTopic.firstPosition), asc(newsTopic.name));
  return {
    ...toItemBase(row as ItemRow),
    body_html: row.bodyHtml,
    text_plain: row.textPlain,
    topics: topics.map((t) => ({
      id: t.id,
      slug: t.slug,
      name: t.name,
      entity_type: t.entityType,
      mention_count: t.mentionCount,
      first_position: t.firstPosition,
      is_followed: Boolean(t.isFollowed),
    })),
  };
}
