import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { NEWS_MESSAGES, type NewsChannelView } from "@questhq/core";
import { Client, createTestApp, signInWithEmail, type TestApp } from "../../test/harness";
import { contentItem, contentLike, newsTopic } from "../../db/schema/index";
import { addChannel, addItem, addTopic } from "./news-fixtures";

let t: TestApp;
let users: Client[] = [];
beforeAll(async () => {
  t = await createTestApp();
  users = [];
  for (let i = 0; i < 50; i++) users.push(await signInWithEmail(t, `crowd-${i}@example.com`));
}, 120_000);
afterAll(async () => t?.close());

describe("likes and bookmarks", () => {
  it("answer the new state and the catalogue's messages, and repeating changes nothing", async () => {
    const ch = await addChannel(t.database.db);
    const item = await addItem(t.database.db, { channelId: ch.id });
    const u = users[0]!;
    const steps: [string, "POST" | "DELETE", object, string][] = [
      ["like", "POST", { like_count: 1, is_liked: true }, NEWS_MESSAGES.liked],
      ["like", "POST", { like_count: 1, is_liked: true }, NEWS_MESSAGES.liked],
      ["bookmark", "POST", { bookmark_count: 1, is_bookmarked: true, is_liked: true }, NEWS_MESSAGES.saved],
      ["bookmark", "POST", { bookmark_count: 1, is_bookmarked: true }, NEWS_MESSAGES.saved],
      ["like", "DELETE", { like_count: 0, is_liked: false, bookmark_count: 1 }, NEWS_MESSAGES.unliked],
      ["like", "DELETE", { like_count: 0, is_liked: false }, NEWS_MESSAGES.unliked],
      ["bookmark", "DELETE", { bookmark_count: 0, is_bookmarked: false }, NEWS_MESSAGES.unsaved],
      ["bookmark", "DELETE", { bookmark_count: 0, is_bookmarked: false }, NEWS_MESSAGES.unsaved],
    ];
    for (const [what, method, state, message] of steps) {
      const res = await u.request(method, `/api/v1/news/${item.id}/${what}/`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ content: { id: item.id, ...state }, message });
    }
    expect([NEWS_MESSAGES.liked, NEWS_MESSAGES.unliked, NEWS_MESSAGES.saved, NEWS_MESSAGES.unsaved]).toEqual([
      "Content liked successfully",
      "Content unliked successfully",
      "Content saved successfully",
      "Content removed from saved",
    ]);
    const feed =
      (await u.post(`/api/v1/news/${item.id}/like/`)) && (await u.get(`/api/v1/news/feed/?channel_id=${ch.id}`)).json();
    expect(feed.data[0]).toMatchObject({ id: item.id, is_liked: true, like_count: 1, is_bookmarked: false });
  });

  it("keeps like_count exact under 50 parallel likes, repeated likes and 50 parallel unlikes", async () => {
    const ch = await addChannel(t.database.db);
    const item = await addItem(t.database.db, { channelId: ch.id });
    const count = async () =>
      (
        await t.database.db.select({ n: contentItem.likeCount }).from(contentItem).where(eq(contentItem.id, item.id))
      )[0]!.n;
    const rows = async () =>
      (await t.database.db.select().from(contentLike).where(eq(contentLike.contentId, item.id))).length;

    const liked = await Promise.all(
      [...users, ...users.slice(0, 20)].map((u) => u.post(`/api/v1/news/${item.id}/like/`)),
    );
    expect(liked.every((r) => r.statusCode === 200)).toBe(true);
    expect(await count()).toBe(50);
    expect(await rows()).toBe(50);

    // Half unlike while the other half like again: only real deletions move the counter.
    const mixed = await Promise.all(
      users.map((u, i) =>
        i % 2 ? u.delete(`/api/v1/news/${item.id}/like/`) : u.post(`/api/v1/news/${item.id}/like/`),
      ),
    );
    expect(mixed.every((r) => r.statusCode === 200)).toBe(true);
    expect(await count()).toBe(25);

    const unliked = await Promise.all([...users, ...users].map((u) => u.delete(`/api/v1/news/${item.id}/like/`)));
    expect(unliked.every((r) => r.statusCode === 200)).toBe(true);
    expect(await count()).toBe(0);
    expect(await rows()).toBe(0);
  });
});

describe("following channels and topics", () => {
  it("answers the follow state and messages, idempotently, and shows it in lists", async () => {
    const ch = await addChannel(t.database.db, "Most Followed", 1_000_000);
    const u = users[1]!;
    const steps: ["POST" | "DELETE", boolean, number, string][] = [
      ["POST", true, 1_000_001, NEWS_MESSAGES.channelFollowed],
      ["POST", true, 1_000_001, NEWS_MESSAGES.channelFollowed],
      ["DELETE", false, 1_000_000, NEWS_MESSAGES.channelUnfollowed],
      ["DELETE", false, 1_000_000, NEWS_MESSAGES.channelUnfollowed],
      ["POST", true, 1_000_001, NEWS_MESSAGES.channelFollowed],
    ];
    for (const [method, isFollowed, n, message] of steps) {
      const res = await u.request(method, `/api/v1/news/channels/${ch.id}/follow/`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ data: { id: ch.id, is_followed: isFollowed, follower_count: n }, message });
    }
    const list = (await u.get("/api/v1/news/channels/?sort=popular&limit=5")).json();
    expect(list.data[0]).toMatchObject({
      id: ch.id,
      name: "Most Followed",
      follower_count: 1_000_001,
      is_followed: true,
    });
    expect(list.data[0]).toHaveProperty("site_url");
    expect((await new Client(t.app).get("/api/v1/news/channels/")).json().data[0].is_followed).toBe(false);
    expect(NEWS_MESSAGES.channelFollowed).toBe("Channel followed successfully");
    expect(NEWS_MESSAGES.topicUnfollowed).toBe("Topic unfollowed successfully");
  });

  it("keeps follower_count exact under concurrent follows and unfollows of a topic", async () => {
    const topic = await addTopic(t.database.db, "Crowded topic");
    const followers = async () =>
      (await t.database.db.select({ n: newsTopic.followerCount }).from(newsTopic).where(eq(newsTopic.id, topic.id)))[0]!
        .n;
    const on = await Promise.all(
      [...users, ...users.slice(0, 10)].map((u) => u.post(`/api/v1/news/topics/${topic.id}/follow/`)),
    );
    expect(on.every((r) => r.statusCode === 200 && r.json().message === NEWS_MESSAGES.topicFollowed)).toBe(true);
    expect(await followers()).toBe(50);
    const off = await Promise.all(
      [...users.slice(0, 30), ...users.slice(0, 30)].map((u) => u.delete(`/api/v1/news/topics/${topic.id}/follow/`)),
    );
    expect(off.every((r) => r.statusCode === 200)).toBe(true);
    expect(await followers()).toBe(20);
    const one = (await users[40]!.get(`/api/v1/news/topics/slug/${topic.slug}/`)).json().data;
    expect(one).toMatchObject({ id: topic.id, follower_count: 20, is_followed: true });
    expect((await users[0]!.get(`/api/v1/news/topics/slug/${topic.slug}/`)).json().data.is_followed).toBe(false);
  });
});

describe("popular channels", () => {
  it("defaults to 5 and pages by `next`", async () => {
    for (let i = 0; i < 6; i++) await addChannel(t.database.db);
    const first = (await new Client(t.app).get("/api/v1/news/channels/")).json();
    expect(first.data).toHaveLength(5);
    const counts = (first.data as NewsChannelView[]).map((c) => c.follower_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const second = (await new Client(t.app).get(first.next.replace("http://localhost:3000", ""))).json();
    const ids = [...first.data, ...second.data].map((c: NewsChannelView) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
