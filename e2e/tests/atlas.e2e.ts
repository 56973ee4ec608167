import { describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { newContext, screenshot, submitEmailCode, withBrowser } from "../lib/browser";

const baseUrl = inject("baseUrl");
let browser: Browser;
withBrowser((b) => (browser = b));

describe("atlas", () => {
  it("browse, read with highlighting, follow after sign-in, like and save, bubbles", async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();

    // The explore feed and the Trending Topics panel, as a visitor.
    await page.goto("/atlas");
    const feed = page.getByRole("list", { name: "Explore feed" });
    await feed.getByRole("article").first().waitFor();
    expect(await feed.getByRole("article").count()).toBeGreaterThan(0);
    const trending = page.getByRole("list", { name: "Trending topics" });
    await trending.getByRole("listitem").first().waitFor();
    expect(await trending.getByRole("listitem").count()).toBeLessThanOrEqual(8);
    await page.getByText("Sign in to follow topics").waitFor();
    await screenshot(page, "atlas-feed");

    // Open the first article that has topics.
    const card = feed
      .getByRole("article")
      .filter({ has: page.getByRole("list", { name: "Topics" }).getByRole("link") })
      .first();
    const titleLink = card.getByRole("heading").getByRole("link");
    const title = (await titleLink.innerText()).trim();
    await titleLink.click();
    await page.waitForURL(/\/atlas\?article=/);
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    const articleUrl = new URL(page.url());

    // Highlighting wraps topic occurrences in <mark>, and unwraps them again.
    const body = page.getByRole("region", { name: "Article text" });
    const marks = body.locator("mark");
    expect(await marks.count()).toBe(0);
    await page.getByRole("switch", { name: "Highlight topics" }).click();
    await marks.first().waitFor();
    const allMarks = await marks.count();
    expect(allMarks).toBeGreaterThan(0);
    await page.getByRole("switch", { name: "First occurrence only" }).click();
    const topicsList = page.getByRole("list", { name: "Topics in this article" });
    const topicCount = await topicsList.getByRole("listitem").count();
    await expect.poll(() => marks.count()).toBeLessThanOrEqual(Math.max(topicCount, 1));
    await screenshot(page, "atlas-article-highlighted");
    await page.getByRole("switch", { name: "Highlight topics" }).click();
    await expect.poll(() => marks.count()).toBe(0);

    // Following a topic signed out leads to sign-in with the article as redirect_url.
    const firstTopic = topicsList.getByRole("listitem").first();
    const topicName = (await firstTopic.getByRole("link").innerText()).trim();
    await firstTopic.getByRole("button", { name: `Follow ${topicName}` }).click();
    await page.waitForURL(/\/sign-in\?/);
    const redirect = new URL(page.url()).searchParams.get("redirect_url");
    expect(redirect).toContain(`article=${articleUrl.searchParams.get("article")}`);

    const email = `atlas-reader-${Date.now()}@example.com`;
    await submitEmailCode(page, email);
    await page.waitForURL(/\/atlas\?article=/);
    await page.getByRole("heading", { level: 1, name: title }).waitFor();

    // Now the follow works, flips at once and says so.
    const follow = page
      .getByRole("list", { name: "Topics in this article" })
      .getByRole("button", { name: `Follow ${topicName}` });
    await follow.click();
    await expect.poll(() => follow.getAttribute("aria-pressed")).toBe("true");
    await page.getByText("Topic followed successfully").waitFor();
    expect(await follow.innerText()).toContain("Following");

    // Like and save the article.
    const like = page.getByRole("button", { name: `Like ${title}` });
    await like.click();
    await expect.poll(() => like.getAttribute("aria-pressed")).toBe("true");
    await page.getByText("Content liked successfully").waitFor();
    const save = page.getByRole("button", { name: `Save ${title}` });
    await save.click();
    await expect.poll(() => save.getAttribute("aria-pressed")).toBe("true");
    await page.getByText("Content saved successfully").waitFor();

    // The saved article is under Saved; the followed topic feeds Following.
    await page.goto("/atlas?tab=saved");
    const saved = page.getByRole("list", { name: "Saved feed" });
    await saved.getByRole("heading", { name: title }).waitFor();
    await page.getByRole("tab", { name: "Following" }).click();
    await page.getByRole("list", { name: "Following feed" }).getByRole("article").first().waitFor();
    await screenshot(page, "atlas-following");

    // The bubble view draws the topics as focusable circles with details.
    await page.goto("/atlas/topics?view=bubble");
    const bubbles = page.getByRole("group", { name: /Topic bubbles/ });
    await bubbles.waitFor();
    const circles = bubbles.getByRole("link");
    expect(await circles.count()).toBeGreaterThan(0);
    await circles.first().focus();
    await page.getByRole("tooltip").waitFor();
    await page.getByRole("button", { name: "Zoom in" }).click();
    await screenshot(page, "atlas-bubbles");
    await circles.first().press("Enter");
    await page.waitForURL(/\/atlas\/topics\/[^?]+/);
    await page.getByRole("heading", { level: 1 }).waitFor();

    await context.close();
  });
});
