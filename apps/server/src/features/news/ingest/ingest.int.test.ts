import { startFakeProviders, type RunningFakes } from "@questhq/fakes";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../../db/client";
import { contentItem, contentTopic, newsChannel, newsTopic } from "../../../db/schema/news";
import type { IngestConfig } from "./config";
import { runIngest, type IngestSummary } from "./run-ingest";

// Ingestion end to end on a real (embedded) database against the fixture feeds served by the
// fakes on 127.0.0.1, reachable only because the test allow-lists that one host:port.

let fakes: RunningFakes;
let database: Database;
let config: IngestConfig;
let first: IngestSummary;
const now = new Date("2025-11-04T12:00:00Z");

const channels = [
  ["a-json-signals", "feed.json"],
  ["b-wire", "rss.xml"],
  ["c-atom", "atom.xml"],
  ["d-latin1", "latin1.xml"],
  ["e-broken", "malformed.xml"],
  ["f-firehose", "huge.xml?items=400"],
  ["g-briefs", "summary-only.xml"],
  ["h-redirects-to-metadata", "redirect-private"],
  ["z-syndicate", "duplicates.xml"],
] as const;

const topics = [
  { slug: "ethereum", name: "Ethereum", aliases: ["ETH", "ether"], cashtags: ["$ETH"] },
  { slug: "ethereum-foundation", name: "Ethereum Foundation", aliases: ["EF"], cashtags: [] },
  { slug: "chainlink", name: "Chainlink", aliases: ["LINK"], cashtags: ["$LINK"] },
  { slug: "usdc", name: "USDC", aliases: [], cashtags: ["$USDC"] },
  { slug: "base", name: "Base", aliases: [], cashtags: [] },
  { slug: "lido", name: "Lido", aliases: ["Lido Finance"], cashtags: ["$LDO"] },
  { slug: "bitcoin", name: "Bitcoin", aliases: ["BTC"], cashtags: ["$BTC"] },
  { slug: "rollups", name: "Rollups", aliases: ["rollup", "rollups"], cashtags: [] },
  { slug: "aave", name: "Aave", aliases: [], cashtags: ["$AAVE"] },
];

async function item(where: string) {
  const [row] = await database.db
    .select()
    .from(contentItem)
    .where(sql`${contentItem.canonicalUrl} like ${`%${where}%`}`);
  return row;
}
async function channelRow(slug: string) {
  const [row] = await database.db.select().from(newsChannel).where(eq(newsChannel.slug, slug));
  return row!;
}
async function snapshot() {
  const items = await database.db
    .select({ url: contentItem.canonicalUrl, slug: contentItem.slug })
    .from(contentItem)
    .orderBy(asc(contentItem.canonicalUrl));
  const t = await database.db
    .select({ slug: newsTopic.slug, c: newsTopic.contentCount, o: newsTopic.occurrences })
    .from(newsTopic)
    .orderBy(asc(newsTopic.slug));
  const mentions = await database.db.select({ n: sql<number>`count(*)::int` }).from(contentTopic);
  return { items, topics: t, mentions: mentions[0]!.n };
}

beforeAll(async () => {
  fakes = await startFakeProviders();
  database = await openDatabase({ dataDir: "memory://" });
  const host = new URL(fakes.url).host;
  config = {
    fetch: { timeoutMs: 5000, maxBytes: 2_000_000, allowHosts: [host] },
    maxItemsPerFeed: 50,
    intervalMinutes: 15,
  };
  await database.db
    .insert(newsChannel)
    .values(channels.map(([slug, file]) => ({ slug, name: slug, feedUrl: `${fakes.url}/feeds/${file}` })));
  // Not allow-listed: the same loopback host on another port must be refused.
  await database.db
    .insert(newsChannel)
    .values({ slug: "i-private", name: "private", feedUrl: "http://10.0.0.7/feed.xml" });
  await database.db.insert(newsTopic).values(topics.map((t) => ({ ...t, entityType: "general" })));
  first = await runIngest(database.db, config, { now });
}, 60_000);

afterAll(async () => {
  await database?.close();
  await fakes?.close();
});

describe("feed ingestion", () => {
  it("records failing feeds and still ingests the others", async () => {
    expect(first.channelsOk).toBe(7);
    expect(first.channelsFailed).toBe(3);
    const broken = await channelRow("e-broken");
    expect(broken.failureCount).toBe(1);
    expect(broken.lastError).toMatch(/could not be parsed/);
    expect(broken.nextFetchAt!.getTime()).toBe(now.getTime() + 15 * 60_000);
    const priv = await channelRow("i-private");
    expect(priv.lastError).toMatch(/private address/);
    const ok = await channelRow("b-wire");
    expect(ok).toMatchObject({ failureCount: 0, lastError: null });
  });

  it("refuses a feed URL that redirects to the metadata address", async () => {
    const ch = await channelRow("h-redirects-to-metadata");
    expect(ch.failureCount).toBe(1);
    const res = first.results.find((r) => r.channel.slug === "h-redirects-to-metadata")!;
    expect(res.ok).toBe(false);
    expect(res.error).toMatch(/169\.254\.169\.254.*link-local|linkLocal/);
  });

  it("reads RSS 2.0: CDATA, entities, dc:creator, media:content, enclosures, relative links, sanitised", async () => {
    const eth = (await item("/2025/11/03/ethereum-upgrade-date"))!;
    expect(eth.title).toBe("Ethereum devs lock in the next upgrade date & $ETH reacts");
    expect(eth.author).toBe("Mara Okafor");
    expect(eth.imageUrl).toBe("https://cdn.example.org/img/eth-upgrade.jpg");
    expect(eth.bodyHtml).not.toMatch(/script|onerror|alert/);
    expect(eth.bodyHtml).toContain(`href="${new URL(fakes.url).origin}/explainers/blobs"`);
    expect(eth.textPlain).toContain("$ETH rose 3% after the call.");
    expect(eth.titleKey).toBe("ethereum devs lock in the next upgrade date eth reacts");
    const link = (await item("chainlink-ccip-banks"))!;
    expect(link.canonicalUrl).toBe("https://fixture-wire.example.org/2025/11/02/chainlink-ccip-banks");
    expect(link.title).toBe('Chainlink’s LINK jumps as banks "link" up with CCIP');
    const podcast = (await item("/podcast/episode-42"))!;
    expect(podcast.contentFormat).toBe("podcast");
  });

  it("reads Atom xhtml content in order and detects video", async () => {
    const devcon = (await item("solana-ef-devcon"))!;
    expect(devcon.title).toBe("Solana & Ethereum Foundation teams meet at Devcon");
    expect(devcon.textPlain).toContain(
      "Researchers from the Ethereum Foundation and the Solana Foundation shared a stage",
    );
    expect(devcon.author).toBe("Lena Fischer");
    expect((await item("youtube.com/watch?v=fixture123"))!.contentFormat).toBe("video");
  });

  it("reads JSON Feed 1.1 (content_html and content_text)", async () => {
    expect((await item("/json/usdc-on-base"))!).toMatchObject({ author: "Diego Santos", contentFormat: "article" });
    expect((await item("/json/uniswap-v4-hooks"))!.textPlain).toContain("Uniswap Labs said");
  });

  it("decodes a feed declared ISO-8859-1", async () => {
    const fr = (await item("/latin1/zurich-cafe"))!;
    expect(fr.title).toBe("Café, crème et Ethereum : la conférence de Zürich à guichets fermés");
    expect(fr.textPlain).toContain("À Zürich, les développeurs");
  });

  it("skips repeats and the same story from another source, keeps a different story with the same title", async () => {
    const syndicate = first.results.find((r) => r.channel.slug === "z-syndicate")!.stats!;
    expect(syndicate).toMatchObject({ entries: 4, created: 2, duplicates: 2 });
    expect(await item("/reprint/usdc-on-base")).toBeUndefined();
    const analysis = (await item("/analysis/usdc-on-base"))!;
    expect(analysis.slug).toMatch(/^usdc-supply-on-base-sets-another-record-[0-9a-f]{8}$/);
  });

  it("caps a huge feed at the newest entries", async () => {
    const firehose = first.results.find((r) => r.channel.slug === "f-firehose")!.stats!;
    expect(firehose).toMatchObject({ entries: 400, created: 50 });
    expect(await item("/huge/1")).toBeDefined();
    expect(await item("/huge/51")).toBeUndefined();
  });

  it("fetches the article page of a summary-only entry, refuses one that redirects to a private address", async () => {
    const lido = (await item("/articles/lido-operators.html"))!;
    expect(lido.textPlain).toContain("approved twelve new independent node operators");
    expect(lido.textPlain).not.toContain("Another story");
    expect(lido.summary).toBe("Lido expands its operator set. Read more…");
    const briefs = first.results.find((r) => r.channel.slug === "g-briefs")!.stats!;
    expect(briefs.articleErrors).toEqual([{ url: `${fakes.url}/feeds/redirect-private`, reason: "blocked_address" }]);
    expect((await item("/feeds/redirect-private"))!.textPlain).toBe("Teaser only.");
  });

  it("tags topics with counts, positions and topic text, and keeps topic counters exact", async () => {
    const eth = (await item("/2025/11/03/ethereum-upgrade-date"))!;
    const tags = await database.db
      .select({
        slug: newsTopic.slug,
        count: contentTopic.mentionCount,
        first: contentTopic.firstPosition,
        published: contentTopic.publishedAt,
      })
      .from(contentTopic)
      .innerJoin(newsTopic, eq(newsTopic.id, contentTopic.topicId))
      .where(eq(contentTopic.contentId, eth.id));
    // "Ethereum" ×2, "$ETH" ×2 (title and body), "ETH" ×1 → one topic, 5 mentions, first at 0.
    expect(tags.find((t) => t.slug === "ethereum")).toMatchObject({ count: 5, first: 0 });
    expect(tags.find((t) => t.slug === "rollups")).toMatchObject({ count: 1 });
    expect(tags.every((t) => t.published?.getTime() === eth.publishedAt.getTime())).toBe(true);
    expect(eth.topicText).toBe("Ethereum Rollups");
    // "Link the word" and the banks' "link" are not the token; LINK and $LINK are.
    const link = (await item("chainlink-ccip-banks"))!;
    const [cl] = await database.db
      .select()
      .from(contentTopic)
      .innerJoin(newsTopic, eq(newsTopic.id, contentTopic.topicId))
      .where(sql`${contentTopic.contentId} = ${link.id} and ${newsTopic.slug} = 'chainlink'`);
    // Title: Chainlink, LINK; body: LINK, Chainlink, LINK, $LINK; "Link the word" and "link" are not counted.
    expect(cl!.content_topic.mentionCount).toBe(6);
    const drift = await database.db.execute(
      sql`select t.slug from news_topic t
        left join (select topic_id, count(*)::int c, sum(mention_count)::int o from content_topic group by topic_id) m
          on m.topic_id = t.id
        where t.content_count <> coalesce(m.c, 0) or t.occurrences <> coalesce(m.o, 0)`,
    );
    expect((drift as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  it("re-running never duplicates and leaves counters unchanged", async () => {
    const before = await snapshot();
    const again = await runIngest(database.db, config, { all: true, now: new Date(now.getTime() + 60_000) });
    expect(again.itemsNew).toBe(0);
    expect(again.itemsUpdated).toBe(0);
    expect(await snapshot()).toEqual(before);
    // The broken feed failed twice now: its backoff doubled.
    const broken = await channelRow("e-broken");
    expect(broken.failureCount).toBe(2);
    expect(broken.nextFetchAt!.getTime()).toBe(now.getTime() + 60_000 + 30 * 60_000);
  });

  it("only reads channels that are due unless asked for all", async () => {
    const run = await runIngest(database.db, config, { now: new Date(now.getTime() + 5 * 60_000) });
    expect(run.results).toEqual([]);
  });

  it("backfills plain text, title key and topic names of seeded items, once", async () => {
    const [ch] = await database.db.select().from(newsChannel).where(eq(newsChannel.slug, "b-wire"));
    const [seeded] = await database.db
      .insert(contentItem)
      .values({
        channelId: ch!.id,
        title: "Seeded: Lido & Aave!",
        slug: "seeded-lido-aave",
        canonicalUrl: "https://seed.test/1",
        bodyHtml: "<p>Lido &amp; Aave</p><p>second</p>",
        publishedAt: now,
      })
      .returning();
    const [lido] = await database.db.select().from(newsTopic).where(eq(newsTopic.slug, "lido"));
    await database.db
      .insert(contentTopic)
      .values({ contentId: seeded!.id, topicId: lido!.id, mentionCount: 1, firstPosition: 8, publishedAt: now });
    const run = await runIngest(database.db, config, { now: new Date(now.getTime() + 6 * 60_000) });
    expect(run.backfilled).toBe(1);
    const [after] = await database.db.select().from(contentItem).where(eq(contentItem.id, seeded!.id));
    expect(after).toMatchObject({ textPlain: "Lido & Aave\nsecond", titleKey: "seeded lido aave", topicText: "Lido" });
    expect((await runIngest(database.db, config, { now })).backfilled).toBe(0);
  });
});
