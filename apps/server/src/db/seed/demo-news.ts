import type {
  ContentFormat,
  EntityType,
  FeedFormat,
  NewContentItem,
  NewContentTopic,
  NewNewsChannel,
  NewNewsTopic,
} from "../schema/news";
import type { InsertsAs } from "./demo-shapes";
import { addHours, demoUuid } from "./ids";
import { channelDrafts, channelUrls } from "./news/channels";
import { items1 } from "./news/items-1";
import { items2 } from "./news/items-2";
import { items3 } from "./news/items-3";
import { items4 } from "./news/items-4";
import { contentPlainText, findMentions, topicTerms } from "./news/mentions";
import { topicDrafts } from "./news/topics";

// The Atlas demo: channels, a topic catalogue across every entity category, and original
// short articles spread over the last ~30 days. Topic counters are derived from the items.

export { contentPlainText, findMentions, topicTerms } from "./news/mentions";

export type DemoChannel = {
  id: string;
  name: string;
  slug: string;
  iconUrl: string;
  siteUrl: string;
  feedUrl: string;
  feedFormat: FeedFormat;
  followerCount: number;
  createdAt: Date;
};

export type DemoTopic = {
  id: string;
  slug: string;
  name: string;
  entityType: EntityType;
  aliases: string[];
  cashtags: string[];
  contentCount: number;
  occurrences: number;
  followerCount: number;
  createdAt: Date;
};

export type DemoContentTopic = { topicId: string; topicSlug: string; mentionCount: number; firstPosition: number };

export type DemoContentItem = {
  id: string;
  channelId: string;
  channelSlug: string;
  title: string;
  slug: string;
  summary: string;
  bodyHtml: string;
  canonicalUrl: string;
  imageUrl: string | null;
  author: string;
  publishedAt: Date;
  contentFormat: ContentFormat;
  likeCount: number;
  bookmarkCount: number;
  createdAt: Date;
  /** Rows for `content_topic` (add `contentId: id`), ordered by first mention. */
  topics: DemoContentTopic[];
};

export type DemoNews = { channels: DemoChannel[]; topics: DemoTopic[]; items: DemoContentItem[] };

type ItemRow = Omit<DemoContentItem, "channelSlug" | "topics">;
type ContentTopicRow = Omit<DemoContentTopic, "topicSlug"> & { contentId: string };
type _RowsFit = [
  InsertsAs<DemoChannel, NewNewsChannel>,
  InsertsAs<DemoTopic, NewNewsTopic>,
  InsertsAs<ItemRow, NewContentItem>,
  InsertsAs<ContentTopicRow, NewContentTopic>,
];

export const allItemDrafts = [...items1, ...items2, ...items3, ...items4];

/** Publication offset in hours for the i-th item (newest first): ~12 h apart with a stable jitter. */
function hoursAgo(i: number): number {
  return 2 + i * 12 + ((i * 37) % 11);
}

export function demoNews(now: Date): DemoNews {
  const channels: DemoChannel[] = channelDrafts.map((c) => ({
    id: demoUuid("channel", c.slug),
    name: c.name,
    slug: c.slug,
    ...channelUrls(c),
    feedFormat: c.feedFormat,
    followerCount: c.followerCount,
    createdAt: addHours(now, -24 * 90),
  }));
  const channelIds = new Map(channels.map((c) => [c.slug, c.id]));
  const catalogue = topicDrafts.map((t) => ({ slug: t.slug, terms: topicTerms(t) }));
  const topicIds = new Map(topicDrafts.map((t) => [t.slug, demoUuid("topic", t.slug)]));

  const items: DemoContentItem[] = allItemDrafts.map((d, i) => {
    const channelId = channelIds.get(d.channel);
    if (!channelId) throw new Error(`demo item ${d.slug}: unknown channel ${d.channel}`);
    // A draft's line breaks are layout only: between tags they vanish, between words they are one space.
    const bodyHtml = d.body
      .trim()
      .replace(/>\s*\n\s*</g, "><")
      .replace(/\s*\n\s*/g, " ");
    const mentions = findMentions(contentPlainText(d.title, bodyHtml), catalogue);
    const topics = d.topics.map((slug): DemoContentTopic => {
      const m = mentions.find((x) => x.slug === slug);
      const topicId = topicIds.get(slug);
      if (!m || !topicId) throw new Error(`demo item ${d.slug}: topic ${slug} is not mentioned or unknown`);
      return { topicId, topicSlug: slug, mentionCount: m.mentionCount, firstPosition: m.firstPosition };
    });
    topics.sort((a, b) => a.firstPosition - b.firstPosition);
    const publishedAt = addHours(now, -hoursAgo(i));
    return {
      id: demoUuid("content", d.slug),
      channelId,
      channelSlug: d.channel,
      title: d.title,
      slug: d.slug,
      summary: d.summary,
      bodyHtml,
      canonicalUrl: `https://example-news.test/${d.channel}/${d.slug}`,
      imageUrl: d.image ? `/demo/news/${d.image}.svg` : null,
      author: d.author,
      publishedAt,
      contentFormat: d.format ?? "article",
      likeCount: (i * 53 + 17) % 240,
      bookmarkCount: (i * 29 + 5) % 90,
      createdAt: publishedAt,
      topics,
    };
  });

  const topics: DemoTopic[] = topicDrafts.map((t, i) => {
    const id = topicIds.get(t.slug)!;
    const tagged = items.flatMap((it) => it.topics.filter((x) => x.topicId === id));
    return {
      id,
      slug: t.slug,
      name: t.name,
      entityType: t.entityType,
      aliases: t.aliases ?? [],
      cashtags: t.cashtags ?? [],
      contentCount: tagged.length,
      occurrences: tagged.reduce((sum, x) => sum + x.mentionCount, 0),
      followerCount: (i * 131 + 40) % 1500,
      createdAt: addHours(now, -24 * 90),
    };
  });

  return { channels, topics, items };
}
