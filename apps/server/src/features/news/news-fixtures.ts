import type { Db } from "../../db/client";
import { contentItem, contentTopic, newsChannel, newsTopic, type ContentFormat } from "../../db/schema/index";

// Test fixtures for the Atlas API, inserted through drizzle (the demo seed is not loaded in tests).

let n = 0;
const uniq = () => `${Date.now().toString(36)}-${(n++).toString(36)}`;

export async function addChannel(db: Db, name = `Channel ${uniq()}`, followerCount = 0) {
  const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${uniq()}`;
  const [c] = await db
    .insert(newsChannel)
    .values({
      name,
      slug,
      iconUrl: `https://img.example/${slug}.png`,
      siteUrl: `https://${slug}.example`,
      followerCount,
    })
    .returning();
  return c!;
}

export async function addTopic(
  db: Db,
  name: string,
  opts: { entityType?: string; contentCount?: number; aliases?: string[] } = {},
) {
  const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${uniq()}`;
  const [t] = await db
    .insert(newsTopic)
    .values({
      name,
      slug,
      entityType: opts.entityType ?? "general",
      contentCount: opts.contentCount ?? 0,
      aliases: opts.aliases ?? [],
    })
    .returning();
  return t!;
}

export type ItemSpec = {
  channelId: string;
  title?: string;
  text?: string;
  publishedAt?: Date;
  format?: ContentFormat;
  likeCount?: number;
  topics?: { id: string; name: string; mentions?: number; position?: number }[];
};

export async function addItem(db: Db, spec: ItemSpec) {
  const id = uniq();
  const publishedAt = spec.publishedAt ?? new Date();
  const [item] = await db
    .insert(contentItem)
    .values({
      channelId: spec.channelId,
      title: spec.title ?? `Story ${id}`,
      slug: `story-${id}`,
      summary: `Summary ${id}`,
      bodyHtml: `<p>${spec.text ?? ""}</p>`,
      textPlain: spec.text ?? "",
      canonicalUrl: `https://news.example/${id}`,
      publishedAt,
      contentFormat: spec.format ?? "article",
      likeCount: spec.likeCount ?? 0,
      topicText: (spec.topics ?? []).map((t) => t.name).join(" "),
    })
    .returning();
  if (spec.topics?.length) {
    await db.insert(contentTopic).values(
      spec.topics.map((t) => ({
        contentId: item!.id,
        topicId: t.id,
        mentionCount: t.mentions ?? 1,
        firstPosition: t.position ?? 0,
        publishedAt,
      })),
    );
  }
  return item!;
}
