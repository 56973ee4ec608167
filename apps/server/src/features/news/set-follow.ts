import { and, eq, sql } from "drizzle-orm";
import { AppError, NEWS_MESSAGES, NEWS_NOT_FOUND, type NewsFollowView } from "@questhq/core";
import type { Db } from "../../db/client";
import { channelFollow, newsChannel, newsTopic, topicFollow } from "../../db/schema/index";
import { isUuid } from "./news-cursor";

export type FollowTarget = "channel" | "topic";

// The two kinds of follow differ only in their tables: the followed row (with its follower_count) and the follow row.
const TARGETS = {
  channel: {
    notFound: NEWS_NOT_FOUND.channel,
    messages: { on: NEWS_MESSAGES.channelFollowed, off: NEWS_MESSAGES.channelUnfollowed },
    followed: newsChannel,
    follows: channelFollow,
    followedId: channelFollow.channelId,
    followRow: (userId: string, id: string) => ({ userId, channelId: id }),
  },
  topic: {
    notFound: NEWS_NOT_FOUND.topic,
    messages: { on: NEWS_MESSAGES.topicFollowed, off: NEWS_MESSAGES.topicUnfollowed },
    followed: newsTopic,
    follows: topicFollow,
    followedId: topicFollow.topicId,
    followRow: (userId: string, id: string) => ({ userId, topicId: id }),
  },
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
  const { notFound, messages, followed, follows, followedId, followRow } = TARGETS[target];
  if (!isUuid(id)) throw new AppError("not_found", notFound);
  const followerCount = await db.transaction(async (tx) => {
    const [exists] = await tx.select({ id: followed.id }).from(followed).where(eq(followed.id, id)).limit(1);
    if (!exists) throw new AppError("not_found", notFound);
    const changed = on
      ? await tx.insert(follows).values(followRow(userId, id)).onConflictDoNothing().returning({ u: follows.userId })
      : await tx
          .delete(follows)
          .where(and(eq(follows.userId, userId), eq(followedId, id)))
          .returning({ u: follows.userId });
    const delta = changed.length === 0 ? 0 : on ? 1 : -1;
    const [row] = await tx
      .update(followed)
      .set({ followerCount: sql`greatest(${followed.followerCount} + ${delta}, 0)` })
      .where(eq(followed.id, id))
      .returning({ n: followed.followerCount });
    return row!.n;
  });
  return { data: { id, is_followed: on, follower_count: followerCount }, message: messages[on ? "on" : "off"] };
}
