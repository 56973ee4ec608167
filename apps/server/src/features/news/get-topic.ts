import { eq } from "drizzle-orm";
import { AppError, NEWS_NOT_FOUND, type NewsTopicView } from "@questhq/core";
import type { Db } from "../../db/client";
import { newsTopic } from "../../db/schema/index";
import { topicColumns, toTopicView } from "./topic-view";

/** GET /news/topics/slug/{slug}/: one topic with its counters and the viewer's follow state. */
export async function getTopic(db: Db, slug: string, viewerId: string | null): Promise<NewsTopicView> {
  const [row] = await db.select(topicColumns(viewerId)).from(newsTopic).where(eq(newsTopic.slug, slug)).limit(1);
  if (!row) throw new AppError("not_found", NEWS_NOT_FOUND.topic);
  return toTopicView(row);
}
