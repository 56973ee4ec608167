import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NEWS_NOT_FOUND, SEARCH_MIN_MESSAGE, type NewsArticleView, type NewsItemView } from "@questhq/core";
import { Client, createTestApp, signInWithEmail, type TestApp } from "../../test/harness";
import { addChannel, addItem, addTopic } from "./news-fixtures";

let t: TestApp;
let visitor: Client;
type Item = Awaited<ReturnType<typeof addItem>>;
const items: Item[] = [];
let channelA: { id: string };
let channelB: { id: string };
let btc: { id: string; slug: string };
let eth: { id: string };
let manyTopicsItem: Item;
const topics7: { id: string; name: string }[] = [];

const base = Date.parse("2025-03-01T12:00:00Z");
const byRecent = (a: Item, b: Item) => b.publishedAt.getTime() - a.publishedAt.getTime() || (a.id < b.id ? 1 : -1);

beforeAll(async () => {
  t = await createTestApp();
  visitor = new Client(t.app);
  const db = t.database.db;
  channelA = await addChannel(db, "Alpha", 10);
  channelB = await addChannel(db, "Beta", 3);
  btc = await addTopic(db, "Bitcoin", { entityType: "tokens" });
  eth = await addTopic(db, "Ethereum", { entityType: "tokens" });
  for (let i = 0; i < 35; i++) {
    // Every fifth pair shares a timestamp so the id tie-break is exercised.
    const minutes = i % 5 === 1 ? i - 1 : i;
    const topics = [
      ...(i % 3 === 0 ? [{ id: btc.id, name: "Bitcoin", mentions: 2 }] : []),
      ...(i % 2 === 0 ? [{ id: eth.id, name: "Ethereum" }] : []),
    ];
    items.push(
      await addItem(db, {
        channelId: i % 2 === 0 ? channelA.id : channelB.id,
        publishedAt: new Date(base - minutes * 60_000),
        format: i % 5 === 0 ? "video" : "article",
        likeCount: (i * 7) % 11,
        topics,
      }),
    );
  }
  for (let k = 0; k < 7; k++) topics7.push(await addTopic(db, `Topic ${k}`));
  manyTopicsItem = await addItem(db, {
    channelId: channelA.id,
    title: "Crowded story",
    text: "Lots of names",
    publishedAt: new Date(base - 100 * 60_000),
    topics: topics7.map((tp, k) => ({ ...tp, mentions: k + 1, position: 100 - k })),
  });
  items.push(manyTopicsItem);
});
afterAll(async () => t?.close());

/** Follows `next` links until the end, asserting each is absolute and that no page repeats an item. */
async function walk(c: Client, first: string): Promise<NewsItemView[]> {
  const seen: NewsItemView[] = [];
  let url: string | null = first;
  for (let guard = 0; url && guard < 100; guard++) {
    const res = await c.get(url.replace("http://localhost:3000", ""));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { data: NewsItemView[]; next: string | null };
    if (body.next) expect(body.next).toMatch(/^http:\/\/localhost:3000\/api\/v1\/news\//);
    seen.push(...body.data);
    url = body.next;
  }
  const ids = seen.map((i) => i.id);
  expect(new Set(ids).size).toBe(ids.length);
  return seen;
}

describe("explore feed", () => {
  it("pages through every item by `next` without duplicates or gaps, newest first", async () => {
    const seen = await walk(visitor, "/api/v1/news/feed/?limit=7");
    expect(seen.map((i) => i.id)).toEqual([...items].sort(byRecent).map((i) => i.id));
  });

  it("answers /news/ like /news/feed/, 10 items by default, and ignores a cache buster", async () => {
    const a = (await visitor.get("/api/v1/news/")).json();
    const b = (await visitor.get("/api/v1/news/feed/?_=1712345&cb=x&t=9")).json();
    expect(a.data).toHaveLength(10);
    expect(a.data.map((i: NewsItemView) => i.id)).toEqual(b.data.map((i: NewsItemView) => i.id));
    expect(new URL(b.next).searchParams.get("_")).toBe("1712345");
  });

  it("shapes items with channel, counts, visitor flags and the top 5 topics by mention count", async () => {
    const seen = await walk(visitor, "/api/v1/news/feed/?limit=50");
    const item = seen.find((i) => i.id === manyTopicsItem.id)!;
    expect(item).toMatchObject({
      slug: manyTopicsItem.slug,
      title: "Crowded story",
      content_format: "article",
      canonical_url: manyTopicsItem.canonicalUrl,
      channel: { id: channelA.id, name: "Alpha" },
      is_liked: false,
      is_bookmarked: false,
      published_at: manyTopicsItem.publishedAt.toISOString(),
    });
    expect(item.topics.map((x) => x.mention_count)).toEqual([7, 6, 5, 4, 3]);
    expect(item.topics[0]).toMatchObject({ id: topics7[6]!.id, name: "Topic 6", entity_type: "general" });
  });

  it("filters by format, channel and topic (paged), and sorts by popularity", async () => {
    const videos = await walk(visitor, "/api/v1/news/feed/?content_format=video&limit=3");
    expect(videos.map((i) => i.id).sort()).toEqual(
      items
        .filter((i) => i.contentFormat === "video")
        .map((i) => i.id)
        .sort(),
    );
    const all = await walk(visitor, "/api/v1/news/feed/?content_format=all&limit=50");
    expect(all).toHaveLength(items.length);

    const beta = await walk(visitor, `/api/v1/news/feed/?channel_id=${channelB.id}&limit=4`);
    expect(beta.map((i) => i.id)).toEqual(
      items
        .filter((i) => i.channelId === channelB.id)
        .sort(byRecent)
        .map((i) => i.id),
    );

    const tagged = await walk(visitor, `/api/v1/news/feed/?topic_id=${btc.id}&limit=3`);
    const expected = items.filter((_, i) => i < 35 && i % 3 === 0).sort(byRecent);
    expect(tagged.map((i) => i.id)).toEqual(expected.map((i) => i.id));
    const viaSlug = await walk(visitor, `/api/v1/news/topics/slug/${btc.slug}/content/?limit=4`);
    expect(viaSlug.map((i) => i.id)).toEqual(expected.map((i) => i.id));
    const taggedPopular = await walk(visitor, `/api/v1/news/feed/?topic_id=${btc.id}&sort=popular&limit=2`);
    expect(taggedPopular.map((i) => i.id).sort()).toEqual(expected.map((i) => i.id).sort());

    const popular = await walk(visitor, "/api/v1/news/feed/?sort=popular&limit=6");
    const wanted = [...items].sort((a, b) => b.likeCount - a.likeCount || byRecent(a, b));
    expect(popular.map((i) => i.id)).toEqual(wanted.map((i) => i.id));
  });

  it("honours offset on a first request only", async () => {
    const all = (await visitor.get("/api/v1/news/feed/?limit=50")).json().data as NewsItemView[];
    const res = (await visitor.get("/api/v1/news/feed/?offset=5&limit=3")).json();
    expect(res.data.map((i: NewsItemView) => i.id)).toEqual(all.slice(5, 8).map((i) => i.id));
    expect(new URL(res.next).searchParams.has("offset")).toBe(false);
  });
});

describe("the article view", () => {
  it("answers the body and every topic by mention count with position and follow state", async () => {
    const user = await signInWithEmail(t, "reader@example.com");
    expect((await user.post(`/api/v1/news/topics/${topics7[3]!.id}/follow/`)).statusCode).toBe(200);
    const res = await user.get(`/api/v1/news/${manyTopicsItem.slug}/`);
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json().data as NewsArticleView;
    expect(a).toMatchObject({ id: manyTopicsItem.id, body_html: "<p>Lots of names</p>", text_plain: "Lots of names" });
    expect(a.topics.map((x) => x.name)).toEqual([
      "Topic 6",
      "Topic 5",
      "Topic 4",
      "Topic 3",
      "Topic 2",
      "Topic 1",
      "Topic 0",
    ]);
    expect(a.topics[3]).toMatchObject({ mention_count: 4, first_position: 97, is_followed: true });
    expect(a.topics.filter((x) => x.is_followed)).toHaveLength(1);
    const anon = (await visitor.get(`/api/v1/news/${manyTopicsItem.slug}`)).json().data as NewsArticleView;
    expect(anon.topics.every((x) => !x.is_followed)).toBe(true);
  });
});

describe("following and saved feeds", () => {
  it("lists items from followed channels or topics, paged", async () => {
    const user = await signInWithEmail(t, "follower@example.com");
    expect((await user.get("/api/v1/news/feed/following/")).json().data).toEqual([]);
    expect((await user.post(`/api/v1/news/channels/${channelB.id}/follow/`)).statusCode).toBe(200);
    expect((await user.post(`/api/v1/news/topics/${eth.id}/follow/`)).statusCode).toBe(200);
    const seen = await walk(user, "/api/v1/news/feed/following/?limit=4");
    const expected = items.filter((it, i) => it.channelId === channelB.id || (i < 35 && i % 2 === 0)).sort(byRecent);
    expect(seen.map((i) => i.id)).toEqual(expected.map((i) => i.id));
    const videos = await walk(user, "/api/v1/news/feed/following/?content_format=video");
    expect(videos.map((i) => i.id)).toEqual(expected.filter((i) => i.contentFormat === "video").map((i) => i.id));
  });

  it("lists saved items newest bookmark first", async () => {
    const user = await signInWithEmail(t, "saver@example.com");
    const picks = [items[20]!, items[3]!, items[11]!];
    for (const p of picks) {
      expect((await user.post(`/api/v1/news/${p.id}/bookmark/`)).statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 5));
    }
    const seen = await walk(user, "/api/v1/news/feed/bookmarked/?limit=2");
    expect(seen.map((i) => i.id)).toEqual([...picks].reverse().map((i) => i.id));
    expect(seen.every((i) => i.is_bookmarked && i.bookmark_count === 1)).toBe(true);
    await user.delete(`/api/v1/news/${items[3]!.id}/bookmark/`);
    expect((await user.get("/api/v1/news/feed/bookmarked/")).json().data.map((i: NewsItemView) => i.id)).toEqual([
      items[11]!.id,
      items[20]!.id,
    ]);
  });
});

describe("errors", () => {
  it("401 for signed-out following/saved feeds and every mutation", async () => {
    const id = items[0]!.id;
    for (const [method, url] of [
      ["GET", "/api/v1/news/feed/following/"],
      ["GET", "/api/v1/news/feed/bookmarked/"],
      ["POST", `/api/v1/news/${id}/like/`],
      ["DELETE", `/api/v1/news/${id}/like/`],
      ["POST", `/api/v1/news/${id}/bookmark/`],
      ["DELETE", `/api/v1/news/${id}/bookmark/`],
      ["POST", `/api/v1/news/channels/${channelA.id}/follow/`],
      ["DELETE", `/api/v1/news/channels/${channelA.id}/follow/`],
      ["POST", `/api/v1/news/topics/${btc.id}/follow/`],
      ["DELETE", `/api/v1/news/topics/${btc.id}/follow/`],
    ] as const) {
      const res = await visitor.request(method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().error.code).toBe("unauthorized");
    }
  });

  it("404 for unknown content, topics and channels", async () => {
    const user = await signInWithEmail(t, "lost@example.com");
    const unknown = "00000000-0000-4000-8000-000000000000";
    const cases: [string, string, string][] = [
      ["GET", "/api/v1/news/no-such-story/", NEWS_NOT_FOUND.content],
      ["GET", "/api/v1/news/topics/slug/no-such-topic/", NEWS_NOT_FOUND.topic],
      ["GET", "/api/v1/news/topics/slug/no-such-topic/content/", NEWS_NOT_FOUND.topic],
      ["POST", `/api/v1/news/${unknown}/like/`, NEWS_NOT_FOUND.content],
      ["DELETE", `/api/v1/news/not-a-uuid/bookmark/`, NEWS_NOT_FOUND.content],
      ["POST", `/api/v1/news/channels/${unknown}/follow/`, NEWS_NOT_FOUND.channel],
      ["POST", `/api/v1/news/topics/not-a-uuid/follow/`, NEWS_NOT_FOUND.topic],
    ];
    for (const [method, url, message] of cases) {
      const res = await user.request(method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error.message).toBe(message);
    }
    expect(NEWS_NOT_FOUND.topic).toBe("Topic not found.");
  });

  it("400 for bad parameters and tampered cursors, never a 500", async () => {
    const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const popularKey = ["99999999999", "2025-01-01 00:00:00+00", items[0]!.id];
    const bad = [
      "/api/v1/news/feed/?search=a",
      "/api/v1/news/feed/?limit=51",
      "/api/v1/news/feed/?limit=0",
      "/api/v1/news/feed/?content_format=gif",
      "/api/v1/news/feed/?channel_id=nope",
      "/api/v1/news/feed/?sort=oldest",
      "/api/v1/news/feed/?offset=-1",
      "/api/v1/news/feed/?next=garbage",
      `/api/v1/news/feed/?next=${cursor({ m: "recent", k: ["2025-13-01 00:00:00+00", "x"] })}`,
      `/api/v1/news/feed/?next=${cursor({ m: "recent", k: ["2025-01-01 00:00:00+00", "not-a-uuid"] })}`,
      `/api/v1/news/feed/?sort=popular&next=${cursor({ m: "popular", k: popularKey })}`,
      "/api/v1/news/search/",
      "/api/v1/news/search/?search=%00x",
      "/api/v1/news/topics/?entity_type=dragons",
      "/api/v1/news/topics/?next=e30",
      "/api/v1/news/channels/?limit=100",
    ];
    for (const url of bad) {
      const res = await visitor.get(url);
      expect(res.statusCode, `${url} ${res.body}`).toBe(400);
      expect(res.json().error.message).toBeTruthy();
    }
    const short = await visitor.get("/api/v1/news/feed/?search=a");
    expect(short.json().error.message).toBe(SEARCH_MIN_MESSAGE);
    expect(SEARCH_MIN_MESSAGE).toBe("Search must be at least 2 characters.");
  });
});
