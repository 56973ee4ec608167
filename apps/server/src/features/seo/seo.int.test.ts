import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import type { TestApp } from "../../test/harness";
import { createDraft, createPublished, type Cast, createPublishedWithBanner } from "../../test/mission-kit";
import { ENTRY_SCRIPT, withWebApp } from "../../test/web-app-kit";
import { addChannel, addItem, addTopic } from "../news/index";
import { createSitemapService } from "./sitemap";

// Link previews and crawlers against the real server and database, with a stand-in for the built web
// app (test/web-app-kit.ts). What a page carries for its first render is in first-load.int.test.ts.

const BOT = { "user-agent": "Twitterbot/1.0", accept: "*/*" };
const ORIGIN = "http://localhost:3000";

let t: TestApp;
let cast: Cast;
let webDist: string;
withWebApp((s) => ({ t, cast, webDist } = s));

function head(html: string) {
  const { document } = parseHTML(html);
  const meta = (key: string) =>
    document.querySelector(`meta[property="${key}"]`)?.getAttribute("content") ??
    document.querySelector(`meta[name="${key}"]`)?.getAttribute("content") ??
    null;
  return {
    title: document.querySelector("title")?.textContent ?? null,
    titleCount: document.querySelectorAll("title").length,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
    scripts: [...document.querySelectorAll("script[src]")].map((s) => s.getAttribute("src")),
    hasRoot: Boolean(document.getElementById("root")),
    meta,
  };
}

async function page(url: string, headers: Record<string, string> = BOT) {
  const res = await t.app.inject({ method: "GET", url, headers });
  return { res, h: head(res.body) };
}

describe("mission pages", () => {
  it("answer a crawler sending Accept */* with the mission's own head", async () => {
    const { mission } = await createPublished(cast, {
      title: "Lumen testnet launch",
      description: "<p>Bridge to <strong>Lumen</strong> &amp; claim a pass.</p>",
    });
    const { res, h } = await page(`/missions/${mission.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(h.title).toBe("Lumen testnet launch · QuestHQ");
    expect(h.titleCount).toBe(1);
    expect(h.meta("og:title")).toBe("Lumen testnet launch");
    expect(h.meta("og:description")).toBe("Bridge to Lumen & claim a pass.");
    expect(h.meta("description")).toBe("Bridge to Lumen & claim a pass.");
    expect(h.meta("og:url")).toBe(`${ORIGIN}/missions/${mission.slug}`);
    expect(h.canonical).toBe(`${ORIGIN}/missions/${mission.slug}`);
    expect(h.meta("og:type")).toBe("website");
    expect(h.meta("og:site_name")).toBe("QuestHQ");
    expect(h.meta("og:image")).toMatch(
      new RegExp(`^${ORIGIN}/api/v1/og/missions/${mission.id}\\.png\\?v=[0-9a-f]{32}$`),
    );
    expect(h.meta("og:image:width")).toBe("1200");
    expect(h.meta("twitter:card")).toBe("summary_large_image");
    expect(h.meta("twitter:title")).toBe("Lumen testnet launch");
    expect(h.meta("twitter:image")).toBe(h.meta("og:image"));
    expect(h.meta("robots")).toBeNull();
    // The SPA still boots from the same document.
    expect(h.hasRoot).toBe(true);
    expect(h.scripts).toEqual([ENTRY_SCRIPT]);

    // No Accept header at all, a HEAD request, and the mission's id instead of its slug.
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: `/missions/${mission.slug}`,
          headers: { "user-agent": "TelegramBot" },
        })
      ).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: "HEAD", url: `/missions/${mission.slug}` })).statusCode).toBe(200);
    const byId = await page(`/missions/${mission.id}/`);
    expect(byId.h.canonical).toBe(`${ORIGIN}/missions/${mission.slug}`);
    const draw = await page(`/missions/${mission.slug}/draw`);
    expect(draw.res.statusCode).toBe(200);
    expect(draw.h.title).toBe("Fair draw: Lumen testnet launch · QuestHQ");
  });

  it("unfurl with the mission's raster banner when it has one", async () => {
    const m = await createPublishedWithBanner(cast);
    const { h } = await page(`/missions/${m.slug}`);
    expect(h.meta("og:image")).toBe(`${ORIGIN}${m.banner_url}`);
    expect(h.meta("twitter:card")).toBe("summary_large_image");
  });

  it("are a 404 with noindex while a draft, without leaking the draft's title", async () => {
    const draft = await createDraft(cast.admin, cast.orgId, { title: "Secret launch plan" });
    const { res, h } = await page(`/missions/${draft.slug}`);
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(h.meta("robots")).toBe("noindex");
    expect(res.body).not.toContain("Secret launch plan");
    expect(h.hasRoot).toBe(true);
    expect((await t.app.inject({ method: "GET", url: `/api/v1/og/missions/${draft.id}.png` })).statusCode).toBe(404);
  });

  it("escape titles from users: a title closing the title tag stays text", async () => {
    const title = `</title><script>alert(1)</script> "quoted" & 'single'`;
    const { mission } = await createPublished(cast, { title, description: `<p>x</p>` });
    const { res, h } = await page(`/missions/${mission.slug}`);
    expect(res.statusCode).toBe(200);
    expect(h.title).toBe(`${title} · QuestHQ`);
    expect(h.meta("og:title")).toBe(title);
    expect(h.scripts).toEqual([ENTRY_SCRIPT]);
    expect(res.body).not.toContain("<script>alert(1)");
    expect(res.body).toContain("&lt;/title&gt;&lt;script&gt;");
  });
});

describe("generated cards", () => {
  it("are 1200x630 PNGs, stored by content hash and cached for good at their versioned URL", async () => {
    const { mission } = await createPublished(cast, { title: "Card mission" });
    const imageUrl = head((await page(`/missions/${mission.slug}`)).res.body).meta("og:image") as string;
    const res = await t.app.inject({ method: "GET", url: imageUrl.slice(ORIGIN.length), headers: BOT });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    const png = res.rawPayload;
    expect(png.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
    expect(png.subarray(12, 16).toString("ascii")).toBe("IHDR");
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
    const stored = readdirSync(path.join(t.env.DATA_DIR, "og-cards")).filter((f) => f.endsWith(".png"));
    expect(stored.length).toBeGreaterThan(0);

    // Without the current version the same bytes are served, cached only for an hour.
    const old = await t.app.inject({ method: "GET", url: `/api/v1/og/missions/${mission.id}.png?v=old` });
    expect(old.headers["cache-control"]).toBe("public, max-age=3600");
    expect(old.rawPayload.equals(png)).toBe(true);

    // Editing the title gives the card a new address.
    expect(
      (await cast.admin.put(`/api/v1/missions/${mission.id}`, { title: "Card mission, renamed" })).statusCode,
    ).toBe(200);
    const renamed = head((await page(`/missions/${mission.slug}`)).res.body).meta("og:image");
    expect(renamed).not.toBe(imageUrl);

    const site = await t.app.inject({ method: "GET", url: "/api/v1/og/site.png" });
    expect(site.statusCode).toBe(200);
    expect(site.rawPayload.readUInt32BE(16)).toBe(1200);
  });

  it("answer unknown missions in the error model", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/v1/og/missions/00000000-0000-4000-8000-000000000000.png",
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe("not_found");
  });
});

describe("Atlas and organization pages", () => {
  it("give an article its own head at /atlas?article=slug", async () => {
    const channel = await addChannel(t.database.db, "Chain Daily");
    const item = await addItem(t.database.db, {
      channelId: channel.id,
      title: "Base passes 10M users",
      text: "Long text",
    });
    const { res, h } = await page(`/atlas?article=${item.slug}`);
    expect(res.statusCode).toBe(200);
    expect(h.title).toBe("Base passes 10M users · QuestHQ");
    expect(h.meta("og:type")).toBe("article");
    expect(h.meta("og:description")).toBe(item.summary);
    expect(h.meta("og:url")).toBe(`${ORIGIN}/atlas?article=${item.slug}`);
    expect(h.meta("og:image")).toMatch(/^http:\/\/localhost:3000\/api\/v1\/og\/site\.png\?v=/);
    expect(h.meta("twitter:card")).toBe("summary_large_image");
    expect((await page("/atlas?article=no-such-story")).res.statusCode).toBe(404);
    expect((await page("/atlas?article=")).res.statusCode).toBe(200);
    const atlas = await page("/atlas");
    expect(atlas.res.statusCode).toBe(200);
    expect(atlas.h.title).toBe("Atlas · QuestHQ");
  });

  it("give a topic its own head", async () => {
    const topic = await addTopic(t.database.db, "Ethereum", { entityType: "blockchain", contentCount: 12 });
    const { res, h } = await page(`/atlas/topics/${topic.slug}`);
    expect(res.statusCode).toBe(200);
    expect(h.meta("og:title")).toBe("Ethereum");
    expect(h.meta("og:description")).toContain("12 stories");
    expect(h.meta("og:url")).toBe(`${ORIGIN}/atlas/topics/${topic.slug}`);
    expect(h.meta("twitter:card")).toBe("summary_large_image");
    expect(h.meta("og:image")).toMatch(new RegExp(`^${ORIGIN}/api/v1/og/topics/${topic.slug}\\.png\\?v=[0-9a-f]{32}$`));
    const card = await t.app.inject({ method: "GET", url: (h.meta("og:image") as string).slice(ORIGIN.length) });
    expect(card.headers["content-type"]).toBe("image/png");
    expect(card.rawPayload.readUInt32BE(16)).toBe(1200);
    expect((await page("/atlas/topics/no-such-topic")).res.statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/v1/og/topics/no-such-topic.png" })).statusCode).toBe(404);
  });

  it("give an organization its own head", async () => {
    const org = (await cast.admin.get(`/api/v1/organizations`))
      .json()
      .data.find((o: { id: string }) => o.id === cast.orgId) as { slug: string; name: string };
    const { res, h } = await page(`/organizations/${org.slug}`);
    expect(res.statusCode).toBe(200);
    expect(h.meta("og:title")).toBe(org.name);
    expect(h.meta("og:url")).toBe(`${ORIGIN}/organizations/${org.slug}`);
    expect(h.meta("og:image")).toMatch(
      new RegExp(`^${ORIGIN}/api/v1/og/organizations/${org.slug}\\.png\\?v=[0-9a-f]{32}$`),
    );
    expect(h.meta("twitter:card")).toBe("summary_large_image");
    const card = await t.app.inject({ method: "GET", url: (h.meta("og:image") as string).slice(ORIGIN.length) });
    expect(card.headers["content-type"]).toBe("image/png");
    expect(card.rawPayload.readUInt32BE(20)).toBe(630);
    expect((await page("/organizations/no-such-org")).res.statusCode).toBe(404);
  });
});

describe("other paths", () => {
  it("give static pages their title and keep private ones out of search", async () => {
    const explore = await page("/explore");
    expect(explore.res.statusCode).toBe(200);
    expect(explore.h.title).toBe("Explore missions · QuestHQ");
    expect(explore.h.meta("robots")).toBeNull();
    const home = await page("/");
    expect(home.res.statusCode).toBe(200);
    expect(home.h.title).toBe("QuestHQ");
    const settings = await page("/settings");
    expect(settings.res.statusCode).toBe(200);
    expect(settings.h.meta("robots")).toBe("noindex");
  });

  it("answer an unknown page with a real 404 carrying the app's HTML", async () => {
    for (const url of ["/no-such-page", "/missions", "/missions/a/b/c", "/atlas/topics/x/y", "/explore/more"]) {
      const { res, h } = await page(url, { accept: "text/html" });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).toMatch(/^text\/html/);
      expect(h.hasRoot, url).toBe(true);
      expect(h.meta("robots"), url).toBe("noindex");
      expect(h.title, url).toBe("Page not found · QuestHQ");
    }
  });

  it("keep the JSON 404 of the error model outside the pages", async () => {
    for (const url of ["/api/unknown", "/api/v1/nope", "/assets/missing.js", "/sandbox/nope/nothing", "/dev/nope"]) {
      const res = await t.app.inject({ method: "GET", url, headers: { accept: "text/html,*/*" } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).toMatch(/^application\/json/);
      expect(res.json().error.code, url).toBe("not_found");
    }
    const post = await t.app.inject({
      method: "POST",
      url: "/no-such-page",
      headers: { accept: "text/html", origin: ORIGIN },
      payload: {},
    });
    expect(post.statusCode).toBe(404);
    expect(post.json().error.code).toBe("not_found");
  });
});

describe("crawler files", () => {
  it("serve robots.txt with the sitemap's absolute URL", async () => {
    const res = await t.app.inject({ method: "GET", url: "/robots.txt" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    const lines = res.body.split("\n");
    expect(lines[0]).toBe("User-agent: *");
    for (const line of [
      "Disallow: /api/",
      "Disallow: /dev/",
      "Disallow: /sandbox/",
      "Disallow: /settings$",
      "Disallow: /edit-mission/",
      "Allow: /api/v1/og/",
      "Sitemap: http://localhost:3000/sitemap.xml",
    ]) {
      expect(lines).toContain(line);
    }
    // Organization pages stay crawlable although the organizations list is private.
    expect(lines).toContain("Disallow: /organizations$");
    expect(lines).not.toContain("Disallow: /organizations");
    // A private page under a public one is disallowed alone, not with every page that shares its prefix.
    expect(lines).toContain("Disallow: /organizations/*/developers$");
    expect(lines).not.toContain("Disallow: /organizations/");
  });

  it("list published missions, topics with stories and articles in sitemap.xml", async () => {
    const { mission } = await createPublished(cast, { title: "Sitemap mission" });
    const draft = await createDraft(cast.admin, cast.orgId, { title: "Sitemap draft" });
    const topic = await addTopic(t.database.db, "Solana", { contentCount: 3 });
    const empty = await addTopic(t.database.db, "Nobody mentions this", { contentCount: 0 });
    const channel = await addChannel(t.database.db);
    const item = await addItem(t.database.db, { channelId: channel.id, title: "Sitemap story" });
    const res = await t.app.inject({ method: "GET", url: "/sitemap.xml", headers: BOT });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/xml; charset=utf-8");
    const { document } = parseHTML(res.body);
    const locs = [...document.querySelectorAll("loc")].map((l) => l.textContent);
    expect(locs).toContain(`${ORIGIN}/missions/${mission.slug}`);
    expect(locs).toContain(`${ORIGIN}/atlas/topics/${topic.slug}`);
    expect(locs).toContain(`${ORIGIN}/atlas?article=${item.slug}`);
    expect(locs).toContain(`${ORIGIN}/explore`);
    expect(locs).not.toContain(`${ORIGIN}/missions/${draft.slug}`);
    expect(locs).not.toContain(`${ORIGIN}/atlas/topics/${empty.slug}`);
    expect(locs).not.toContain(`${ORIGIN}/settings`);
    expect(res.body).toMatch(/<url><loc>[^<]+<\/loc><lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod><\/url>/);

    expect((await t.app.inject({ method: "GET", url: "/sitemaps/missions-1.xml" })).body).toContain(
      `/missions/${mission.slug}<`,
    );
    expect((await t.app.inject({ method: "GET", url: "/sitemaps/pages.xml" })).body).toContain(
      `<loc>${ORIGIN}/atlas</loc>`,
    );
    expect((await t.app.inject({ method: "GET", url: "/sitemaps/missions-999.xml" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/sitemaps/secrets-1.xml" })).statusCode).toBe(404);
  });

  it("serve a real favicon.ico", async () => {
    const res = await t.app.inject({ method: "GET", url: "/favicon.ico" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/x-icon");
    const ico = res.rawPayload;
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    const firstOffset = ico.readUInt32LE(6 + 12);
    expect(ico.subarray(firstOffset, firstOffset + 8).toString("hex")).toBe("89504e470d0a1a0a");
    expect(existsSync(webDist)).toBe(true);
  });
});

describe("sitemaps of a large site", () => {
  it("become an index of child files read by keyset, each page disjoint and together complete", async () => {
    for (let i = 0; i < 4; i++) await createPublished(cast, { title: `Paged mission ${i}` });
    const db = t.database.db;
    const locsOf = (xml: string | null) =>
      [...parseHTML(xml as string).document.querySelectorAll("loc")].map((l) => l.textContent as string);
    const all = new Set(locsOf(await createSitemapService(db, ORIGIN).page("missions", 1)));
    expect(all.size).toBeGreaterThanOrEqual(5);

    const small = createSitemapService(db, ORIGIN, { pageSize: 2 });
    const index = parseHTML(await small.root()).document;
    expect(index.querySelector("sitemapindex")).toBeTruthy();
    const children = [...index.querySelectorAll("loc")].map((l) => l.textContent as string);
    expect(children[0]).toBe(`${ORIGIN}/sitemaps/pages.xml`);
    const missionPages = children.filter((c) => c.startsWith(`${ORIGIN}/sitemaps/missions-`));
    expect(missionPages).toHaveLength(Math.ceil(all.size / 2));

    const seen: string[] = [];
    for (let p = 1; p <= missionPages.length; p++) {
      const locs = locsOf(await small.page("missions", p));
      expect(locs.length).toBeLessThanOrEqual(2);
      seen.push(...locs);
    }
    expect(seen.sort()).toEqual([...all].sort());
    expect(await small.page("missions", missionPages.length + 1)).toBeNull();
  });
});
