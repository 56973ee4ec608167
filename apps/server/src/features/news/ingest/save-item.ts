import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { contentItem, contentTopic, newsTopic, type ContentFormat } from "../../../db/schema/news";
import type { TopicMention } from "./tagger";

// Writes one ingested item with its topic mentions in a single transaction, keeping each
// topic's content_count (items) and occurrences (mentions) in step with content_topic.

export type ItemDraft = {
  channelId: string;
  title: string;
  slug: string;
  summary: string;
  bodyHtml: string;
  textPlain: string;
  titleKey: string;
  canonicalUrl: string;
  imageUrl: string | null;
  author: string | null;
  publishedAt: Date;
  contentFormat: ContentFormat;
  mentions: TopicMention[];
  topicText: string;
};

async function adjustTopics(
  tx: Db,
  mentions: { topicId: string; mentionCount: number }[],
  sign: 1 | -1,
): Promise<void> {
  for (const m of mentions) {
    await tx
      .update(newsTopic)
      .set({
        contentCount: sql`greatest(${newsTopic.contentCount} + ${sign}, 0)`,
        occurrences: sql`greatest(${newsTopic.occurrences} + ${sign * m.mentionCount}, 0)`,
      })
      .where(eq(newsTopic.id, m.topicId));
  }
}

async function insertMentions(tx: Db, contentId: string, publishedAt: Date, mentions: TopicMention[]): Promise<void> {
  if (!mentions.length) return;
  await tx.insert(contentTopic).values(
    mentions.map((m) => ({
      contentId,
      topicId: m.topicId,
      mentionCount: m.mentionCount,
      firstPosition: m.firstPosition,
      publishedAt,
    })),
  );
  await adjustTopics(tx, mentions, 1);
}

/** Inserts a new item; returns false when another run inserted the same canonical URL first. */
export async function insertItem(db: Db, d: ItemDraft): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { mentions, ...row } = d;
    const [created] = await tx
      .insert(contentItem)
      .values(row)
      .onConflictDoNothing({ target: contentItem.canonicalUrl })
      .returning({ id: contentItem.id });
    if (!created) return false;
    await insertMentions(tx as unknown as Db, created.id, d.publishedAt, mentions);
    return true;
  });
}

/** Rewrites an item the publisher changed (title or text), re-tagging it. */
export async function updateItem(db: Db, id: string, d: ItemDraft): Promise<void> {
  await db.transaction(async (txx) => {
    const tx = txx as unknown as Db;
    const old = await tx.select().from(contentTopic).where(eq(contentTopic.contentId, id));
    await tx.delete(contentTopic).where(eq(contentTopic.contentId, id));
    await adjustTopics(tx, old, -1);
    const { mentions, slug: _keepSlug, channelId: _keepChannel, ...row } = d;
    await tx.update(contentItem).set(row).where(eq(contentItem.id, id));
    await insertMentions(tx, id, d.publishedAt, mentions);
  });
}
