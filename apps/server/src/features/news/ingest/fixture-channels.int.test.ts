import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { startFakeProviders } from "@questhq/fakes";
import { eq, inArray } from "drizzle-orm";
import { withTestApp, type TestApp } from "../../../test/harness";
import { contentItem, contentTopic, newsChannel, newsTopic } from "../../../db/schema/news";
import { FIXTURE_CHANNEL_SLUGS, ensureFixtureChannels, removeFixtureChannels } from "./fixture-channels";

let t: TestApp;
withTestApp((app) => (t = app));

describe("sandbox fixture channels", () => {
  it("are removed with their items when fixtures are off, keeping topic counters and other channels", async () => {
    const db = t.database.db;
    await ensureFixtureChannels(db, t.env);
    const [fixture] = await db.select().from(newsChannel).where(eq(newsChannel.slug, FIXTURE_CHANNEL_SLUGS[0]!));
    const [real] = await db
      .insert(newsChannel)
      .values({
        slug: "real-news",
        name: "Real News",
        feedFormat: "rss",
        siteUrl: "https://real.example/",
        feedUrl: "https://real.example/feed",
      })
      .returning();
    const [topic] = await db
      .insert(newsTopic)
      .values({ slug: "ethereum-test", name: "Ethereum Test", contentCount: 2, occurrences: 5 })
      .returning();
    const items = await db
      .insert(contentItem)
      .values([
        {
          channelId: fixture!.id,
          title: "Fixture item",
          slug: "fixture-item",
          canonicalUrl: "https://fixture.example/1",
          publishedAt: new Date(),
        },
        {
          channelId: real!.id,
          title: "Real item",
          slug: "real-item",
          canonicalUrl: "https://real.example/1",
          publishedAt: new Date(),
        },
      ])
      .returning();
    await db
      .insert(contentTopic)
      .values(items.map((i, n) => ({ contentId: i.id, topicId: topic!.id, mentionCount: n === 0 ? 3 : 2 })));

    expect(await removeFixtureChannels(db)).toBe(FIXTURE_CHANNEL_SLUGS.length);
    expect(
      await db
        .select()
        .from(newsChannel)
        .where(inArray(newsChannel.slug, [...FIXTURE_CHANNEL_SLUGS])),
    ).toEqual([]);
    expect((await db.select().from(contentItem)).map((i) => i.slug)).toEqual(["real-item"]);
    const [after] = await db.select().from(newsTopic).where(eq(newsTopic.id, topic!.id));
    expect({ items: after!.contentCount, mentions: after!.occurrences }).toEqual({ items: 1, mentions: 2 });
    // Nothing left to remove the second time.
    expect(await removeFixtureChannels(db)).toBe(0);
  });
});

describe("fixture feeds", () => {
  it("serve every picture their items name under {{BASE}}/img (no broken images in the sandbox Atlas)", async () => {
    const files = path.resolve(
      path.dirname(fileURLToPath(import.meta.url)),
      "../../../../../../packages/fakes/src/feeds/files",
    );
    const texts = [
      ...readdirSync(files).filter((f) => f.includes(".")),
      ...readdirSync(path.join(files, "articles")).map((f) => `articles/${f}`),
    ].map((f) => readFileSync(path.join(files, f), "utf8"));
    const images = [
      ...new Set(texts.flatMap((text) => [...text.matchAll(/\{\{BASE\}\}(\/img\/[\w.-]+)/g)].map((m) => m[1]!))),
    ];
    expect(images.length).toBeGreaterThanOrEqual(2);
    const fakes = await startFakeProviders();
    try {
      for (const image of images) {
        const res = await fetch(`${fakes.url}/feeds${image}`);
        expect(res.status, image).toBe(200);
        expect(res.headers.get("content-type"), image).toMatch(/^image\//);
      }
      expect((await fetch(`${fakes.url}/feeds/img/nothing.svg`)).status).toBe(404);
    } finally {
      await fakes.close();
    }
  });
});
