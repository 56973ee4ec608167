import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { contentItem, contentTopic, newsChannel, newsTopic } from "../../../db/schema/news";
import type { Env } from "../../../env";
import { fixtureFeedsBase } from "./config";

// Development and demo (NEWS_FIXTURES): sandbox channels reading the fixture feeds this server
// serves at /sandbox/feeds, so `npm start` ingests real-format feeds offline. Created once;
// the feed URL follows PORT. With fixtures off (production, NEWS_FIXTURES=false) they are removed
// at start, so a data folder first used in development does not list sandbox channels.

const FIXTURE_CHANNELS = [
  { slug: "sandbox-wire", name: "Sandbox Wire", file: "rss.xml", feedFormat: "rss" },
  { slug: "sandbox-atom-daily", name: "Sandbox Atom Daily", file: "atom.xml", feedFormat: "atom" },
  { slug: "sandbox-json-signals", name: "Sandbox JSON Signals", file: "feed.json", feedFormat: "json" },
  { slug: "sandbox-briefs", name: "Sandbox Briefs", file: "summary-only.xml", feedFormat: "rss" },
] as const;

export const FIXTURE_CHANNEL_SLUGS: readonly string[] = FIXTURE_CHANNELS.map((c) => c.slug);

export async function ensureFixtureChannels(db: Db, env: Env): Promise<void> {
  const base = fixtureFeedsBase(env);
  await db
    .insert(newsChannel)
    .values(
      FIXTURE_CHANNELS.map((c) => ({
        slug: c.slug,
        name: c.name,
        feedFormat: c.feedFormat,
        siteUrl: `${base}/`,
        feedUrl: `${base}/${c.file}`,
      })),
    )
    .onConflictDoNothing({ target: newsChannel.slug });
}

/** Deletes the fixture channels with their items, keeping the topics' counters exact. */
export async function removeFixtureChannels(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const channels = await tx
      .select({ id: newsChannel.id })
      .from(newsChannel)
      .where(inArray(newsChannel.slug, [...FIXTURE_CHANNEL_SLUGS]))
      .for("update");
    if (channels.length === 0) return 0;
    const ids = channels.map((c) => c.id);
    const touched = await tx
      .select({
        topicId: contentTopic.topicId,
        items: sql<number>`count(*)::int`,
        mentions: sql<number>`coalesce(sum(${contentTopic.mentionCount}), 0)::int`,
      })
      .from(contentTopic)
      .innerJoin(contentItem, eq(contentItem.id, contentTopic.contentId))
      .where(inArray(contentItem.channelId, ids))
      .groupBy(contentTopic.topicId);
    for (const t of touched) {
      await tx
        .update(newsTopic)
        .set({
          contentCount: sql`greatest(${newsTopic.contentCount} - ${t.items}, 0)`,
          occurrences: sql`greatest(${newsTopic.occurrences} - ${t.mentions}, 0)`,
        })
        .where(eq(newsTopic.id, t.topicId));
    }
    // Items, mentions, likes and bookmarks go with the channel (ON DELETE CASCADE).
    await tx.delete(newsChannel).where(inArray(newsChannel.id, ids));
    return ids.length;
  });
}
