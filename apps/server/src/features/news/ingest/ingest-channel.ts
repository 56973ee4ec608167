import { extractFromHtml } from "@extractus/article-extractor";
import { and, eq, gte, lte, ne } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { contentItem, type NewsChannel } from "../../../db/schema/news";
import { decodeBody, safeFetch, SsrfError } from "../../../lib/ssrf";
import type { IngestConfig } from "./config";
import { parseFeed, type ParsedEntry, type ParsedFeed } from "./parse-feed";
import { insertItem, updateItem, type ItemDraft } from "./save-item";
import type { Tagger } from "./tagger";
import {
  canonicalizeUrl,
  cleanBodyHtml,
  detectFormat,
  htmlToText,
  similarity,
  slugBase,
  slugSuffix,
  titleKey,
} from "./text";

// One channel: fetch its feed through the SSRF guard, parse it, and write each new entry
// (article text fetched when the feed only has a teaser), skipping what we already have:
// the same canonical URL, or the same story (title key + near-identical text) from another
// channel within 48 hours.

export type ChannelStats = {
  entries: number;
  created: number;
  duplicates: number;
  updated: number;
  mentions: number;
  /** Article pages that could not be fetched (the item keeps its summary). */
  articleErrors: { url: string; reason: string }[];
};

const NEAR_DUPLICATE_WINDOW_MS = 48 * 3600_000;
const NEAR_DUPLICATE_SIMILARITY = 0.8;
/** Below this many characters of text an entry is a teaser and the article page is read. */
const SUMMARY_ONLY_CHARS = 400;
const SUMMARY_CHARS = 300;
const TOPIC_TEXT_MAX = 2000;

export class FeedError extends Error {}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max - 40)).trimEnd()}…`;
}

async function fetchArticle(
  url: string,
  config: IngestConfig,
): Promise<{ html: string; image: string | null; author: string | null }> {
  const res = await safeFetch(url, { ...config.fetch, headers: { accept: "text/html,application/xhtml+xml" } });
  if (res.status !== 200) throw new FeedError(`article answered HTTP ${res.status}`);
  const article = await extractFromHtml(decodeBody(res.body, res.contentType), res.url);
  if (!article?.content) throw new FeedError("no article text found on the page");
  return { html: article.content, image: article.image || null, author: article.author || null };
}

async function uniqueSlug(db: Db, title: string, canonicalUrl: string): Promise<string> {
  const base = slugBase(title);
  for (const candidate of [
    base,
    `${base}-${slugSuffix(canonicalUrl)}`,
    `${base}-${slugSuffix(`${canonicalUrl}#${Date.now()}`)}`,
  ]) {
    const [taken] = await db
      .select({ id: contentItem.id })
      .from(contentItem)
      .where(eq(contentItem.slug, candidate))
      .limit(1);
    if (!taken) return candidate;
  }
  throw new FeedError(`no free slug for ${base}`);
}

async function isNearDuplicate(
  db: Db,
  channelId: string,
  key: string,
  text: string,
  publishedAt: Date,
): Promise<boolean> {
  if (!key) return false;
  const from = new Date(publishedAt.getTime() - NEAR_DUPLICATE_WINDOW_MS);
  const to = new Date(publishedAt.getTime() + NEAR_DUPLICATE_WINDOW_MS);
  const candidates = await db
    .select({ textPlain: contentItem.textPlain })
    .from(contentItem)
    .where(
      and(
        eq(contentItem.titleKey, key),
        ne(contentItem.channelId, channelId),
        gte(contentItem.publishedAt, from),
        lte(contentItem.publishedAt, to),
      ),
    )
    .limit(20);
  return candidates.some((c) => similarity(c.textPlain, text) >= NEAR_DUPLICATE_SIMILARITY);
}

export async function ingestChannel(
  db: Db,
  channel: Pick<NewsChannel, "id" | "feedUrl">,
  ctx: { config: IngestConfig; tagger: Tagger; topicNames: Map<string, string>; now: Date },
): Promise<ChannelStats> {
  if (!channel.feedUrl) throw new FeedError("channel has no feed URL");
  const res = await safeFetch(channel.feedUrl, {
    ...ctx.config.fetch,
    headers: {
      accept: "application/rss+xml, application/atom+xml, application/feed+json, application/xml;q=0.9, */*;q=0.8",
    },
  });
  if (res.status !== 200) throw new FeedError(`feed answered HTTP ${res.status}`);
  let feed: ParsedFeed;
  try {
    feed = parseFeed(decodeBody(res.body, res.contentType), res.contentType, res.url);
  } catch (err) {
    throw new FeedError(`feed could not be parsed: ${(err as Error).message}`);
  }
  const stats: ChannelStats = {
    entries: feed.entries.length,
    created: 0,
    duplicates: 0,
    updated: 0,
    mentions: 0,
    articleErrors: [],
  };
  // Newest first, capped: a feed with thousands of entries must not stall the run.
  const entries = [...feed.entries]
    .sort((a, b) => (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0))
    .slice(0, ctx.config.maxItemsPerFeed);
  const seen = new Set<string>();
  for (const entry of entries) {
    const outcome = await ingestEntry(db, channel.id, entry, res.url, seen, ctx, stats);
    stats[outcome] += 1;
  }
  return stats;
}

async function ingestEntry(
  db: Db,
  channelId: string,
  entry: ParsedEntry,
  feedUrl: string,
  seen: Set<string>,
  ctx: { config: IngestConfig; tagger: Tagger; topicNames: Map<string, string>; now: Date },
  stats: ChannelStats,
): Promise<"created" | "duplicates" | "updated"> {
  const canonicalUrl = canonicalizeUrl(entry.link || entry.guid, feedUrl);
  const title = htmlToText(entry.title);
  if (!canonicalUrl || !title || seen.has(canonicalUrl)) return "duplicates";
  seen.add(canonicalUrl);

  let html = entry.contentHtml;
  let imageUrl = entry.imageUrl;
  let author = entry.author;
  const summaryText = htmlToText(entry.summaryHtml);
  const [existing] = await db.select().from(contentItem).where(eq(contentItem.canonicalUrl, canonicalUrl)).limit(1);
  const contentFormat = detectFormat(canonicalUrl, entry.mediaTypes);
  // Video and podcast pages have no article text to read; their description is the body.
  if (!html && summaryText.length < SUMMARY_ONLY_CHARS && !existing && contentFormat === "article") {
    try {
      const article = await fetchArticle(canonicalUrl, ctx.config);
      html = article.html;
      imageUrl ??= article.image;
      author ??= article.author;
    } catch (err) {
      stats.articleErrors.push({
        url: canonicalUrl,
        reason: err instanceof SsrfError ? err.reason : (err as Error).message,
      });
    }
  }
  html ||= entry.summaryHtml;
  const bodyHtml = cleanBodyHtml(html, canonicalUrl);
  const textPlain = htmlToText(bodyHtml);
  const key = titleKey(title);
  const publishedAt = entry.publishedAt && entry.publishedAt <= ctx.now ? entry.publishedAt : ctx.now;
  const mentions = ctx.tagger.tag(`${title}\n\n${textPlain}`);
  const draft: ItemDraft = {
    channelId,
    title,
    slug: "",
    summary: truncate(summaryText || textPlain, SUMMARY_CHARS),
    bodyHtml,
    textPlain,
    titleKey: key,
    canonicalUrl,
    imageUrl: imageUrl ? canonicalizeUrl(imageUrl, canonicalUrl) : null,
    author: author?.slice(0, 200) ?? null,
    publishedAt,
    contentFormat,
    mentions,
    topicText: truncate(
      mentions
        .map((m) => ctx.topicNames.get(m.topicId) ?? "")
        .filter(Boolean)
        .join(" "),
      TOPIC_TEXT_MAX,
    ),
  };

  if (existing) {
    // Same URL: another channel's copy, or ours unchanged, is a duplicate; a publisher's edit updates it.
    if (existing.channelId !== channelId) return "duplicates";
    // A summary-only entry keeps the article text we fetched the first time.
    if (!entry.contentHtml && existing.title === title) return "duplicates";
    if (existing.title === title && existing.textPlain === textPlain) return "duplicates";
    await updateItem(db, existing.id, { ...draft, publishedAt: existing.publishedAt });
    stats.mentions += mentions.length;
    return "updated";
  }
  if (await isNearDuplicate(db, channelId, key, textPlain, publishedAt)) return "duplicates";
  draft.slug = await uniqueSlug(db, title, canonicalUrl);
  if (!(await insertItem(db, draft))) return "duplicates";
  stats.mentions += mentions.length;
  return "created";
}
