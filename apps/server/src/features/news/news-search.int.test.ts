import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEARCH_MIN_MESSAGE, type NewsItemView, type NewsTopicView } from "@questhq/core";
import { Client, createTestApp, type TestApp } from "../../test/harness";
import { addChannel, addItem, addTopic } from "./news-fixtures";

let t: TestApp;
let c: Client;
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  c = new Client(t.app);
  const db = t.database.db;
  const ch = await addChannel(db);
  const video = await addChannel(db);
  const eth = await addTopic(db, "Ethereum", { entityType: "tokens", aliases: ["Ether"] });
  const now = Date.now();
  // Title match beats a body-only match; among equals, the newer one comes first.
  ids.title = (
    await addItem(db, {
      channelId: ch.id,
      title: "Ethereum upgrade lands on mainnet",
      text: "The Ethereum network upgraded.",
      publishedAt: new Date(now - 5000),
    })
  ).id;
  ids.body = (
    await addItem(db, {
      channelId: ch.id,
      title: "Markets wrap",
      text: "Traders also watched ethereum briefly.",
      publishedAt: new Date(now - 1000),
    })
  ).id;
  ids.topic = (
    await addItem(db, {
      channelId: video.id,
      title: "Staking yields compared",
      text: "Validators earn ether.",
      format: "video",
      topics: [{ id: eth.id, name: "Ethereum" }],
      publishedAt: new Date(now - 3000),
    })
  ).id;
  ids.other = (
    await addItem(db, { channelId: ch.id, title: "Solana outage report", text: "Validators restarted the chain." })
  ).id;
  ids.sol = (
    await addItem(db, { channelId: ch.id, title: "SOL rallies after the outage", text: "A quick recovery." })
  ).id;
  for (let i = 0; i < 25; i++)
    await addItem(db, {
      channelId: ch.id,
      title: `Bitcoin halving note ${i}`,
      text: "bitcoin supply",
      publishedAt: new Date(now - i * 1000),
    });

  const entity = ["tokens", "people", "exchanges", "general"];
  for (let i = 0; i < 45; i++)
    await addTopic(db, `Catalogue ${String(i).padStart(2, "0")}`, {
      entityType: entity[i % 4],
      contentCount: (i * 13) % 17,
    });
});
afterAll(async () => t?.close());

const search = async (q: string) => {
  const res = await c.get(`/api/v1/news/search/?${q}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: NewsItemView[]; next: string | null };
};

describe("search", () => {
  it("ranks by full text over title, topic names and text", async () => {
    const r = await search("search=ethereum");
    expect(r.data.map((i) => i.id)).toEqual([ids.title, ids.topic, ids.body]);
    expect(r.next).toBeNull();
  });

  it("applies the feed filters to search", async () => {
    expect((await search("search=ethereum&content_format=video")).data.map((i) => i.id)).toEqual([ids.topic]);
  });

  it("pages ranked results by `next` without duplicates", async () => {
    const first = await search("search=bitcoin%20halving&limit=10");
    expect(first.data).toHaveLength(10);
    const seen = [...first.data];
    let next = first.next;
    while (next) {
      const page = await search(new URL(next).search.slice(1));
      seen.push(...page.data);
      next = page.next;
    }
    expect(new Set(seen.map((i) => i.id)).size).toBe(25);
  });

  it("falls back to trigram similarity for a typo and for one short word", async () => {
    expect((await search("search=etherium")).data.map((i) => i.id)).toContain(ids.title);
    const sol = (await search("search=sol")).data.map((i) => i.id);
    expect(sol).toContain(ids.sol);
    expect(sol).toContain(ids.other);
    expect((await search("search=zzqqxx")).data).toEqual([]);
  });

  it("refuses fewer than 2 characters with the catalogue's message", async () => {
    for (const q of ["search=e", "search=%20e%20", ""]) {
      const res = await c.get(`/api/v1/news/search/?${q}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(SEARCH_MIN_MESSAGE);
    }
  });
});

describe("topics", () => {
  it("lists popular topics for the Trending panel", async () => {
    const r = (await c.get("/api/v1/news/topics/?limit=8&sort=popular")).json();
    expect(r.data).toHaveLength(8);
    const counts = (r.data as NewsTopicView[]).map((x) => x.content_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(r.data[0]).toEqual(
      expect.objectContaining({
        id: expect.any(String),
        slug: expect.any(String),
        name: expect.any(String),
        entity_type: expect.any(String),
        is_followed: false,
      }),
    );
  });

  it("pages the catalogue 20 at a time with entity type and search filters", async () => {
    const walk = async (q: string) => {
      const seen: NewsTopicView[] = [];
      let url: string | null = `/api/v1/news/topics/?${q}`;
      while (url) {
        const res = await c.get(url.replace("http://localhost:3000", ""));
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json() as { data: NewsTopicView[]; next: string | null };
        expect(body.data.length).toBeLessThanOrEqual(20);
        seen.push(...body.data);
        url = body.next;
      }
      expect(new Set(seen.map((x) => x.id)).size).toBe(seen.length);
      return seen;
    };
    const first = (await c.get("/api/v1/news/topics/")).json();
    expect(first.data).toHaveLength(20);
    expect(await walk("sort=popular")).toHaveLength(46);
    const people = await walk("entity_type=people&sort=name");
    expect(people.map((x) => x.name)).toEqual([
      "Catalogue 01",
      "Catalogue 05",
      "Catalogue 09",
      "Catalogue 13",
      "Catalogue 17",
      "Catalogue 21",
      "Catalogue 25",
      "Catalogue 29",
      "Catalogue 33",
      "Catalogue 37",
      "Catalogue 41",
    ]);
    expect((await walk("search=logue%203&limit=2")).map((x) => x.name).sort()).toEqual([
      "Catalogue 30",
      "Catalogue 31",
      "Catalogue 32",
      "Catalogue 33",
      "Catalogue 34",
      "Catalogue 35",
      "Catalogue 36",
      "Catalogue 37",
      "Catalogue 38",
      "Catalogue 39",
    ]);
    expect((await walk("search=ether")).map((x) => x.name)).toEqual(["Ethereum"]);
  });
});
