import { eq } from "drizzle-orm";
import { entityLabel } from "@questhq/core";
import type { Db } from "../../db/client";
import { contentItem, newsChannel, newsTopic } from "../../db/schema/index";
import { absoluteUrl, clip, isRasterImage, type PageHead } from "./page-head";
import type { CardContent } from "./og-card";
import { recordCardImage, siteCardImage } from "./site-card";

// Heads of the Atlas pages a link can name: an article (/atlas?article=slug) and a topic
// (/atlas/topics/slug).

export async function articleHead(db: Db, slug: string, publicUrl: string): Promise<PageHead | null> {
  const [row] = await db
    .select({
      title: contentItem.title,
      slug: contentItem.slug,
      summary: contentItem.summary,
      text: contentItem.textPlain,
      imageUrl: contentItem.imageUrl,
      channel: newsChannel.name,
    })
    .from(contentItem)
    .innerJoin(newsChannel, eq(newsChannel.id, contentItem.channelId))
    .where(eq(contentItem.slug, slug))
    .limit(1);
  if (!row) return null;
  const imageUrl = isRasterImage(row.imageUrl) ? absoluteUrl(row.imageUrl, publicUrl) : null;
  return {
    title: row.title,
    description: clip(row.summary || row.text || `${row.title}, from ${row.channel}.`, 200),
    canonicalPath: `/atlas?article=${encodeURIComponent(row.slug)}`,
    image: imageUrl ? { url: imageUrl, alt: row.title } : siteCardImage(publicUrl),
    type: "article",
    isIndexable: true,
  };
}

export type TopicPreview = { head: PageHead; card: CardContent };

export async function loadTopicPreview(db: Db, slug: string, publicUrl: string): Promise<TopicPreview | null> {
  const [row] = await db
    .select({
      name: newsTopic.name,
      slug: newsTopic.slug,
      entityType: newsTopic.entityType,
      contentCount: newsTopic.contentCount,
    })
    .from(newsTopic)
    .where(eq(newsTopic.slug, slug))
    .limit(1);
  if (!row) return null;
  const stories = `${row.contentCount.toLocaleString("en-US")} ${row.contentCount === 1 ? "story" : "stories"}`;
  const card: CardContent = {
    eyebrow: `Atlas topic · ${entityLabel(row.entityType)}`,
    title: row.name,
    highlight: stories,
    footer: "Web3 news, tagged",
  };
  return {
    card,
    head: {
      title: row.name,
      description:
        `${row.name} (${entityLabel(row.entityType)}) in the Atlas: ` +
        `${stories} from the web3 news channels it follows.`,
      canonicalPath: `/atlas/topics/${encodeURIComponent(row.slug)}`,
      image: recordCardImage("topics", row.slug, card, publicUrl),
      type: "website",
      isIndexable: true,
    },
  };
}
