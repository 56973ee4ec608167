import { describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { newContext, withBrowser } from "../lib/browser";

// A first visit paints the whole page from the answers the server wrote into it
// (apps/server/src/features/seo/first-load.ts): no API round trip before the page shows its content. If the web
// app's requests drift from the server's list, the app still works but asks the API, and this journey says which.

const baseUrl = inject("baseUrl");
let browser: Browser;
withBrowser((b) => (browser = b));

/** Opens `path` in a fresh visitor's tab; the API GETs it made until `ready` is visible. */
async function apiCallsUntil(page: Page, path: string, ready: (page: Page) => Promise<unknown>): Promise<string[]> {
  const calls: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith("/api/") && !url.pathname.startsWith("/api/v1/og/"))
      calls.push(`${r.method()} ${url.pathname}${url.search}`);
  });
  await page.goto(path);
  await ready(page);
  return calls;
}

describe("a first visit", () => {
  it("shows the Atlas, Explore and a mission without asking the API first", async () => {
    const missions = (await (await fetch(`${baseUrl}/api/v1/missions?sort=featured`)).json()) as {
      data: { slug: string; title: string }[];
    };
    const mission = missions.data[0]!;
    const context = await newContext(browser, baseUrl, { mobile: true });

    const atlas = await apiCallsUntil(await context.newPage(), "/atlas", (p) =>
      p.getByRole("article").first().waitFor(),
    );
    expect(atlas).toEqual([]);

    const explore = await apiCallsUntil(await context.newPage(), "/explore", (p) =>
      p
        .getByRole("link", { name: new RegExp(mission.title) })
        .first()
        .waitFor(),
    );
    expect(explore).toEqual([]);

    const calls = await apiCallsUntil(await context.newPage(), `/missions/${mission.slug}`, async (p) => {
      await p.getByRole("heading", { level: 1, name: mission.title }).waitFor();
      await p.getByRole("heading", { name: "Objectives" }).waitFor();
    });
    expect(calls).toEqual([]);
    await context.close();
  });
});
