import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NewsItemView } from "@questhq/core";
import type { Db } from "../../db/client";
import { contentItem, newsTopic } from "../../db/schema/index";
import { Client, createTestApp, type TestApp } from "../../test/harness";
import { backfillDerivedText } from "./ingest/backfill";
import { insertItem, updateItem, type ItemDraft } from "./ingest/save-item";
import { addChannel, addItem, addTopic } from "./news-fixtures";

// The precomputed ranks of search (search_term_content, kept by database triggers) must equal, row for row, what
// ranking every match gives: after inserts, a publisher's edit, a backfill, likes, a deletion and a new topic.

let t: TestApp;
let db: Db;
let channelId: string;
const now = Date.now();

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  channelId = (await addChannel(db)).id;
  const eth = await addTopic(db, "Ethereum", { aliases: ["Ether", "ETH"] });
  await addTopic(db, "Uniswap Labs");
  await addTopic(db, "The");
  await addItem(db, {
    channelId,
    title: "Ethereum upgrade lands",
    text: "Ethereum developers shipped it.",
    topics: [{ id: eth.id, name: "Ethereum" }],
    publishedAt: new Date(now - 1000),
  });
  await addItem(db, {
    channelId,
    title: "Markets wrap",
    text: "Ether slipped; ethereum's fees fell; ethereum ethereum.",
    publishedAt: new Date(now - 2000),
  });
  await addItem(db, {
    channelId,
    title: "Uniswap Labs ships a wallet",
    text: "The labs at Uniswap shipped.",
    publishedAt: new Date(now - 3000),
  });
  await addItem(db, { channelId, title: "Nothing to see", text: "Quiet day.", publishedAt: new Date(now - 4000) });
});
afterAll(async () => t?.close());

type Ranked = { id: string; rank: number };
const rowsOf = <T>(result: unknown) => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

/** For each precomputed term: its rows in the search's order, and every match ranked the full way, in that order. */
async function bothWays(): Promise<Record<string, { stored: Ranked[]; ranked: Ranked[] }>> {
  const terms = rowsOf<{ term: string }>(await db.execute(sql`select term from search_term order by term`));
  const out: Record<string, { stored: Ranked[]; ranked: Ranked[] }> = {};
  for (const { term } of terms) {
    const stored = rowsOf<Ranked>(
      await db.execute(sql`select content_id as id, rank from search_term_content where term = ${term}
                             order by rank desc, published_at desc, content_id desc`),
    );
    const ranked = rowsOf<Ranked>(
      await db.execute(sql`select id, ts_rank_cd(search_vector, ${term}::tsquery) as rank from content_item
                            where search_vector @@ ${term}::tsquery
                            order by rank desc, published_at desc, id desc`),
    );
    out[term] = { stored, ranked };
  }
  return out;
}

async function expectInStep() {
  for (const [term, { stored, ranked }] of Object.entries(await bothWays())) expect(stored, term).toEqual(ranked);
}

const draft = (over: Partial<ItemDraft>): ItemDraft => ({
  channelId,
  title: "Draft",
  slug: `draft-${Math.random().toString(36).slice(2)}`,
  summary: "",
  bodyHtml: "",
  textPlain: "",
  titleKey: "draft",
  canonicalUrl: `https://news.example/draft-${Math.random().toString(36).slice(2)}`,
  imageUrl: null,
  author: null,
  publishedAt: new Date(now - 500),
  contentFormat: "article",
  mentions: [],
  topicText: "",
  ...over,
});

describe("precomputed search ranks", () => {
  it("hold the single-word terms of topic names, aliases and cashtags, not phrases or stop words", async () => {
    const terms = rowsOf<{ term: string; lexeme: string }>(
      await db.execute(sql`select term, lexeme from search_term order by term`),
    );
    expect(terms).toEqual([
      { term: "'eth'", lexeme: "eth" },
      { term: "'ether'", lexeme: "ether" },
      { term: "'ethereum'", lexeme: "ethereum" },
    ]);
    const all = await bothWays();
    expect(Object.values(all).map((x) => x.stored.length)).toEqual([0, 1, 2]);
    await expectInStep();
  });

  it("follow new items, a publisher's edit, a backfill, a deletion, and leave likes alone", async () => {
    expect(await insertItem(db, draft({ title: "Ether ETF", textPlain: "Ether and ethereum." }))).toBe(true);
    await expectInStep();
    const [edited] = await db.select().from(contentItem).where(eq(contentItem.title, "Nothing to see"));
    await updateItem(db, edited!.id, draft({ title: "Ethereum after all", textPlain: "ethereum ".repeat(6) }));
    await expectInStep();
    expect((await bothWays())["'ethereum'"]!.stored[0]!.id).toBe(edited!.id);
    // Items from before derived text existed: the backfill fills their text, which the ranks must follow.
    await db.insert(contentItem).values({
      channelId,
      title: "Old import",
      slug: "old-import",
      canonicalUrl: "https://news.example/old",
      bodyHtml: "<p>Ethereum</p>",
      publishedAt: new Date(now - 9000),
    });
    await backfillDerivedText(db);
    await expectInStep();
    // A like rewrites nothing (the same row versions: the trigger did not even fire).
    const versions = async () =>
      rowsOf<{ v: string }>(await db.execute(sql`select ctid::text as v from search_term_content order by 1`));
    const before = await versions();
    await db.update(contentItem).set({ likeCount: 7, bookmarkCount: 2 });
    expect(await versions()).toEqual(before);
    await db.delete(contentItem).where(eq(contentItem.id, edited!.id));
    await expectInStep();
    expect((await bothWays())["'ethereum'"]!.stored.map((r) => r.id)).not.toContain(edited!.id);
  });

  it("take in a new topic's words with the items that already match them, and a topic's new alias", async () => {
    const uni = await addTopic(db, "Uniswap");
    expect((await bothWays())["'uniswap'"]!.stored).toHaveLength(1);
    await db
      .update(newsTopic)
      .set({ aliases: ["Markets"] })
      .where(eq(newsTopic.id, uni.id));
    expect((await bothWays())["'market'"]!.stored).toHaveLength(1);
    await expectInStep();
  });

  it("answer a search for such a word as ranking every match does, page after page", async () => {
    for (let i = 0; i < 14; i++)
      await addItem(db, {
        channelId,
        title: `Note ${i}`,
        text: "ethereum ".repeat(1 + (i % 4)),
        publishedAt: new Date(now - 20_000 - i),
      });
    const c = new Client(t.app);
    const seen: string[] = [];
    let url: string | null = "/api/v1/news/search/?search=Ethereum&limit=5";
    while (url) {
      const res = await c.get(url.replace("http://localhost:3000", ""));
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json() as { data: NewsItemView[]; next: string | null };
      seen.push(...page.data.map((i) => i.id));
      url = page.next;
    }
    expect(seen).toEqual((await bothWays())["'ethereum'"]!.ranked.map((r) => r.id));
  });
});
