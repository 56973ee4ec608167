import { describe, expect, it } from "vitest";
import { loadEnv } from "../../env";
import { withTestApp, type TestApp } from "../../test/harness";
import { REWARD_GUIDE_LINKS } from "@questhq/core";
import { GUIDE_PAGES, renderMarkdown } from "./render-guide";

let t: TestApp;
withTestApp((app) => (t = app));

describe("the user guide at /docs", () => {
  it("serves every guide page as HTML with the table of contents and working links between pages", async () => {
    const home = await t.app.inject({ method: "GET", url: "/docs" });
    expect(home.statusCode).toBe(200);
    expect(home.headers["content-type"]).toContain("text/html");
    expect(home.body).toContain("<h1>Getting started</h1>");
    expect(home.body).toContain('<a href="/docs/staking">Staking $HQ</a>');
    for (const slug of GUIDE_PAGES) {
      const res = await t.app.inject({ method: "GET", url: `/docs/${slug}` });
      expect(res.statusCode, slug).toBe(200);
      expect(res.body).toContain(`<a href="/docs/${slug}" aria-current="page">`);
      // Guide files link to each other as `x.md` (readable on a code host); served pages link to /docs/x.
      expect(res.body).not.toMatch(/href="[a-z-]+\.md"/);
    }
    // The mint errors link to sections of the rewards page by anchor (core REWARD_GUIDE_LINKS).
    const rewards = await t.app.inject({ method: "GET", url: "/docs/rewards" });
    for (const link of Object.values(REWARD_GUIDE_LINKS)) expect(rewards.body).toContain(`id="${link.split("#")[1]}"`);
    const missing = await t.app.inject({ method: "GET", url: "/docs/no-such-page" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe("not_found");
  });

  it("makes the Documentation link point at the served guide unless DOCS_URL says otherwise", async () => {
    const config = (await t.app.inject({ method: "GET", url: "/api/v1/config" })).json().data;
    expect(config.docsUrl).toBe("http://localhost:3000/docs");
    expect(loadEnv({ PUBLIC_URL: "https://quests.example/" }).DOCS_URL).toBe("https://quests.example/docs");
    expect(loadEnv({ DOCS_URL: "https://help.example/guide" }).DOCS_URL).toBe("https://help.example/guide");
  });

  it("keeps only formatting in rendered markdown", () => {
    const html = renderMarkdown(
      "# T\n\n<script>alert(1)</script>\n\n" +
        "[x](javascript:alert(1)) <img src=x onerror=alert(1)> [ok](https://a.example)",
    );
    expect(html).not.toContain("<script");
    expect(html).not.toContain("javascript:");
    expect(html).not.toContain("onerror");
    expect(html).toContain('<a href="https://a.example">ok</a>');
  });
});
