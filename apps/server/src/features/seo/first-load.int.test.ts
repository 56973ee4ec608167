import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import type { TestApp } from "../../test/harness";
import { createPublished, type Cast, createPublishedWithBanner } from "../../test/mission-kit";
import { MISSION_ROUTE_FILES, withWebApp } from "../../test/web-app-kit";

// A page's first load (first-load.ts, route-assets.ts): the public API answers an anonymous visitor's page is
// sent with, and the preloads of its hero image and route scripts.

let t: TestApp;
let cast: Cast;
withWebApp((s) => ({ t, cast } = s));

async function page(url: string, headers: Record<string, string>) {
  return { res: await t.app.inject({ method: "GET", url, headers }) };
}

/** The API answers a page was sent with (features/seo/first-load.ts), or null when it has none. */
function bootAnswers(html: string): Record<string, unknown> | null {
  const { document } = parseHTML(html);
  const text = document.getElementById("questhq-boot")?.textContent;
  return text ? (JSON.parse(text) as { answers: Record<string, unknown> }).answers : null;
}

async function apiJson(url: string) {
  const res = await t.app.inject({ method: "GET", url, headers: { accept: "application/json" } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as unknown;
}

describe("a page's first load", () => {
  it("carries a visitor's first API answers as the API gives them, preloads the banner and route scripts", async () => {
    const m = await createPublishedWithBanner(cast, { title: "Boot mission" });

    const { res: pageRes } = await page(`/missions/${m.slug}`, { accept: "text/html" });
    expect(pageRes.headers.vary).toMatch(/\bCookie\b/);
    const answers = bootAnswers(pageRes.body);
    expect(answers).not.toBeNull();
    const base = `/api/v1/missions/${m.id}`;
    expect(Object.keys(answers!).sort()).toEqual(
      [
        "/api/auth/get-session",
        "/api/v1/config",
        `/api/v1/missions/${m.slug}`,
        `${base}/objectives`,
        `${base}/reward`,
        `${base}/suggested`,
      ].sort(),
    );
    for (const url of [
      "/api/v1/config",
      `/api/v1/missions/${m.slug}`,
      `${base}/objectives`,
      `${base}/reward`,
      `${base}/suggested`,
    ]) {
      expect(answers![url], url).toEqual(await apiJson(url));
    }
    expect(answers!["/api/auth/get-session"]).toBeNull();

    const { document } = parseHTML(pageRes.body);
    const preload = document.querySelector('link[rel="preload"][as="image"]');
    expect(preload?.getAttribute("href")).toBe(m.banner_url);
    expect(preload?.getAttribute("fetchpriority")).toBe("high");
    const modules = [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute("href"));
    expect(modules).toEqual(MISSION_ROUTE_FILES.map((f) => `/${f}`));
  });

  it("carries nothing personal: a signed-in visitor's page has no answers in it", async () => {
    const { mission } = await createPublished(cast);
    const cookie = [...cast.admin.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const res = await t.app.inject({
      method: "GET",
      url: `/missions/${mission.slug}`,
      headers: { accept: "text/html", cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(bootAnswers(res.body)).toBeNull();
    expect(res.body).not.toContain("questhq-boot");
  });

  it("keeps text from users inside the data block: a title closing the script tag is data", async () => {
    const title = `</script><script>alert(1)</script><!-- x`;
    const { mission } = await createPublished(cast, { title });
    const { res } = await page(`/missions/${mission.slug}`, { accept: "text/html" });
    expect(res.body).not.toContain("</script><script>alert(1)");
    const answers = bootAnswers(res.body)!;
    expect((answers[`/api/v1/missions/${mission.slug}`] as { data: { title: string } }).data.title).toBe(title);
  });

  it("answers the Explore and Atlas first views, and only the app's own answers for a filtered view", async () => {
    await createPublished(cast);
    const explore = bootAnswers((await page("/explore", { accept: "text/html" })).res.body)!;
    expect(explore["/api/v1/missions?sort=featured"]).toEqual(await apiJson("/api/v1/missions?sort=featured"));

    const atlas = bootAnswers((await page("/atlas", { accept: "text/html" })).res.body)!;
    for (const url of [
      "/api/v1/news/feed/?limit=10",
      "/api/v1/news/channels/?limit=50&sort=popular",
      "/api/v1/news/topics/?limit=8&sort=popular",
    ]) {
      expect(atlas[url], url).toEqual(await apiJson(url));
    }
    const filtered = bootAnswers((await page("/explore?sort=newest", { accept: "text/html" })).res.body)!;
    expect(Object.keys(filtered).sort()).toEqual(["/api/auth/get-session", "/api/v1/config"]);
    // A page that is not found gets nothing.
    expect(bootAnswers((await page("/missions/no-such-mission", { accept: "text/html" })).res.body)).toBeNull();
  });
});
