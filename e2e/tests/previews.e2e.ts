import { describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { newContext, screenshot, withBrowser } from "../lib/browser";

// Shared links and crawlers against the built app: a crawler's head, the tab titles a person sees,
// and the app's own 404 page served with a real 404 status.

const baseUrl = inject("baseUrl");
let browser: Browser;
withBrowser((b) => (browser = b));

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? null;

describe("link previews and page titles", () => {
  it("unfurl a seeded mission for a crawler and title every page in the browser", async () => {
    const missions = (await (await fetch(`${baseUrl}/api/v1/missions?limit=1`)).json()) as {
      data: { slug: string; title: string }[];
    };
    const mission = missions.data[0]!;

    const crawled = await fetch(`${baseUrl}/missions/${mission.slug}`, {
      headers: { "user-agent": "Twitterbot/1.0", accept: "*/*" },
    });
    expect(crawled.status).toBe(200);
    const html = await crawled.text();
    expect(meta(html, "og:url")).toBe(`${baseUrl}/missions/${mission.slug}`);
    expect(meta(html, "twitter:card")).toBe("summary_large_image");
    const image = await fetch(meta(html, "og:image")!.replace(/&amp;/g, "&"));
    expect(image.headers.get("content-type")).toBe("image/png");

    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await page.goto("/explore");
    await expect.poll(() => page.title()).toBe("Explore missions · QuestHQ");
    await page.goto(`/missions/${mission.slug}`);
    await page.getByRole("heading", { level: 1, name: mission.title }).waitFor();
    await expect.poll(() => page.title()).toBe(`${mission.title} · QuestHQ`);

    const missing = await page.goto("/no-such-page");
    expect(missing?.status()).toBe(404);
    await page.getByRole("heading", { name: "This page wandered off the map" }).waitFor();
    await expect.poll(() => page.title()).toBe("Page not found · QuestHQ");
    await screenshot(page, "not-found");
    await context.close();
  });
});
