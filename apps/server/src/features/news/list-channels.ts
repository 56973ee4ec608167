import { sql } from "drizzle-orm";
import type { NewsChannelListQuery, NewsChannelView } from "@questhq/core";
import type { Db } from "../../db/client";
import { channelFollow, newsChannel } from "../../db/schema/index";
import { castKey, decodeCursor, encodeCursor } from "./news-cursor";

/** GET /news/channels/?sort=popular: channels by follower count (news_channel (follower_count desc, id)). */
export async function listChannels(
  db: Db,
  q: NewsChannelListQuery,
  viewerId: string | null,
): Promise<{ data: NewsChannelView[]; next: string | null }> {
  const after = q.next ? decodeCursor("channels:popular", q.next, 2) : null;
  const rows = await db
    .select({
      id: newsChannel.id,
      name: newsChannel.name,
      slug: newsChannel.slug,
      iconUrl: newsChannel.iconUrl,
      siteUrl: newsChannel.siteUrl,
      followerCount: newsChannel.followerCount,
      isFollowed: viewerId
        ? sql<boolean>`exists (select 1 from ${channelFollow}
            where ${channelFollow.channelId} = ${newsChannel.id} and ${channelFollow.userId} = ${viewerId})`
        : sql<boolean>`false`,
    })
    .from(newsChannel)
    .where(
      after
        ? sql`(${newsChannel.followerCount}, ${newsChannel.id})
            < (${castKey(after[0], "int4")}, ${castKey(after[1], "uuid")})`
        : undefined,
    )
    .orderBy(sql`${newsChannel.followerCount} desc, ${newsChannel.id} desc`)
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    data: page.map((c) => ({
      id: c.id,
      name: c.name,
      slug: c.slug,
      icon_url: c.iconUrl,
      site_url: c.siteUrl,
      follower_count: c.followerCount,
      is_followed: Boolean(c.isFollowed),
    })),
    next: rows.length > q.limit && last ? encodeCursor("channels:popular", [last.followerCount, last.id]) : null,
  };
}
