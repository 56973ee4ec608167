import { and, eq, sql } from "drizzle-orm";
import { AppError, NEWS_MESSAGES, NEWS_NOT_FOUND, type NewsFollowView } from "@questhq/core";
import type { Db } from "../../db/client";
import { channelFollow, newsChannel, newsTopic, topicFollow } from "../../db/schema/index";
import { isUuid } from "./news-cursor";

export type FollowTarget = "channel" | "topic";

const MESSAGES = {
  channel: { on: NEWS_MESSAGES.channelFollowed, off: NEWS_MESSAGES.channelUnfollowed },
  topic: { on: NEWS_MESSAGES.topicFollowed, off: NEWS_MESSAGES.topicUnfollowed },
} as const;

/**
 * POST (follow) / DELETE (unfollow) a channel or topic. Idempotent; follower_count moves in the
 * same transaction as the follow row and only when a row was really inserted or deleted.
 */
export async function setFollow(
  db: Db,
  userId: string,
  target: FollowTarget,
  id: string,
  on: boolean,
): Promise<{ data: NewsFollowView; message: string }> {
  const notFound = target === "channel" ? NEWS_NOT_FOUND.channel : NEWS_NOT_FOUND.topic;
  if (!isUuid(id)) throw new AppError("not_found", notFound);
  const followerCount = await db.transaction(async (tx) => {
    let changed: unknown[];
    if (target === "channel") {
      const [exists] = await tx.select({ id: newsChannel.id }).from(newsChannel).where(eq(newsChannel.id, id)).limit(1);
      if (!exists) throw new AppError("not_found", notFound);
      changed = on
        ? await tx
            .insert(channelFollow)
            .values({ userId, channelId: id })
            .onConflictDoNothing()
            .returning({ u: channelFollow.userId })
        : await tx
            .delete(channelFollow)
            .where(and(eq(channelFollow.userId, userId), eq(channelFollow.channelId, id)))
            .returning({ u: channelFollow.userId });
      const delta = changed.length === 0 ? 0 : on ? 1 : -1;
      const [row] = await tx
        .update(newsChannel)
        .set({ followerCount: sql`greatest(${newsChannel.followerCount} + ${delta}, 0)` })
        .where(eq(newsChannel.id, id))
        .returning({ n: newsChannel.followerCount });
      return row!.n;
    }
    const [exists] = await tx.select({ id: newsTopic.id }).from(newsTopic).where(eq(newsTopic.id, id)).limit(1);
    if (!exists) throw new AppError("not_found", notFound);
    changed = on
      ? await tx
          .insert(topicFollow)
          .values({ userId, topicId: id })
          .onConflictDoNothing()
          .returning({ u: topicFollow.userId })
      : await tx
          .delete(topicFollow)
          .where(and(eq(topicFollow.userId, userId), eq(topicFollow.topicId, id)))
          .returning({ u: topicFollow.userId });
    const delta = changed.length === 0 ? 0 : on ? 1 : -1;
    const [row] = await tx
      .update(newsTopic)
      .set({ followerCount: sql`greatest(${newsTopic.followerCount} + ${delta}, 0)` })
      .where(eq(newsTopic.id, id))
      .returning({ n: newsTopic.followerCount });
    return row!.n;
  });
  return { data: { id, is_followed: on, follower_count: followerCount }, message: MESSAGES[target][on ? "on" : "off"] };
}
