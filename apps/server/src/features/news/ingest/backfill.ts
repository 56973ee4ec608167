import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { contentItem, contentTopic, newsTopic } from "../../../db/schema/news";
import { htmlToText, titleKey } from "./text";

// Seeded (or older) items carry no plain text, title key or topic names yet; fill them so
// search and near-duplicate checks see them. Only rows without a title key are touched, so
// running it before every ingestion is cheap and idempotent.

const BATCH = 200;

export async function backfillDerivedText(db: Db): Promise<number> {
  let done = 0;
  for (;;) {
    const rows = await db
      .select({ id: contentItem.id, title: contentItem.title, bodyHtml: contentItem.bodyHtml })
      .from(contentItem)
      .where(eq(contentItem.titleKey, ""))
      .limit(BATCH);
    if (!rows.length) return done;
    const tags = await db
      .select({ contentId: contentTopic.contentId, name: newsTopic.name, pos: contentTopic.firstPosition })
      .from(contentTopic)
      .innerJoin(newsTopic, eq(newsTopic.id, contentTopic.topicId))
      .where(
        inArray(
          contentTopic.contentId,
          rows.map((r) => r.id),
        ),
      );
    for (const r of rows) {
      const names = tags
        .filter((t) => t.contentId === r.id)
        .sort((a, b) => a.pos - b.pos)
        .map((t) => t.name);
      // A title that folds to nothing (only symbols) still needs a non-empty key to leave the queue.
      const key = titleKey(r.title) || r.id;
      await db
        .update(contentItem)
        .set({ textPlain: htmlToText(r.bodyHtml), titleKey: key, topicText: names.join(" ") })
        .where(eq(contentItem.id, r.id));
    }
    done += rows.length;
  }
}
