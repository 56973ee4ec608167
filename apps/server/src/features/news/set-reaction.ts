import { and, eq, sql } from "drizzle-orm";
import { AppError, NEWS_MESSAGES, NEWS_NOT_FOUND, type NewsReactionView } from "@questhq/core";
import type { Db } from "../../db/client";
import { contentBookmark, contentItem, contentLike } from "../../db/schema/index";
import { isUuid } from "./news-cursor";

export type Reaction = "like" | "bookmark";

const TABLES = { like: contentLike, bookmark: contentBookmark } as const;
const COUNTS = { like: contentItem.likeCount, bookmark: contentItem.bookmarkCount } as const;
const MESSAGES = {
  like: { on: NEWS_MESSAGES.liked, off: NEWS_MESSAGES.unliked },
  bookmark: { on: NEWS_MESSAGES.saved, off: NEWS_MESSAGES.unsaved },
} as const;

/**
 * POST (on) / DELETE (off) a like or bookmark. Idempotent: the counter moves in the same
 * transaction as the row, and only when a row was really inserted or deleted, so repeats and
 * concurrent toggles leave like_count / bookmark_count equal to the number of rows.
 */
export async function setReaction(
  db: Db,
  userId: string,
  contentId: string,
  reaction: Reaction,
  on: boolean,
): Promise<{ content: NewsReactionView; message: string }> {
  if (!isUuid(contentId)) throw new AppError("not_found", NEWS_NOT_FOUND.content);
  const table = TABLES[reaction];
  const count = COUNTS[reaction];
  const content = await db.transaction(async (tx) => {
    const [exists] = await tx
      .select({ id: contentItem.id })
      .from(contentItem)
      .where(eq(contentItem.id, contentId))
      .limit(1);
    if (!exists) throw new AppError("not_found", NEWS_NOT_FOUND.content);
    const changed = on
      ? await tx.insert(table).values({ userId, contentId }).onConflictDoNothing().returning({ userId: table.userId })
      : await tx
          .delete(table)
          .where(and(eq(table.userId, userId), eq(table.contentId, contentId)))
          .returning({ userId: table.userId });
    if (changed.length > 0) {
      const delta = on ? sql`${count} + 1` : sql`greatest(${count} - 1, 0)`;
      await tx
        .update(contentItem)
        .set(reaction === "like" ? { likeCount: delta } : { bookmarkCount: delta })
        .where(eq(contentItem.id, contentId));
    }
    const [row] = await tx
      .select({
        id: contentItem.id,
        likeCount: contentItem.likeCount,
        bookmarkCount: contentItem.bookmarkCount,
        isLiked: sql<boolean>`exists (select 1 from ${contentLike}
          where ${contentLike.contentId} = ${contentItem.id} and ${contentLike.userId} = ${userId})`,
        isBookmarked: sql<boolean>`exists (select 1 from ${contentBookmark}
          where ${contentBookmark.contentId} = ${contentItem.id} and ${contentBookmark.userId} = ${userId})`,
      })
      .from(contentItem)
      .where(eq(contentItem.id, contentId));
    return row!;
  });
  return {
    content: {
      id: content.id,
      like_count: content.likeCount,
      is_liked: Boolean(content.isLiked),
      bookmark_count: content.bookmarkCount,
      is_bookmarked: Boolean(content.isBookmarked),
    },
    message: on ? MESSAGES[reaction].on : MESSAGES[reaction].off,
  };
}
