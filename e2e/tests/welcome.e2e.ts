import { describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { newContext, readCodeFromMailbox, screenshot, withBrowser } from "../lib/browser";

const baseUrl = inject("baseUrl");
let browser: Browser;
withBrowser((b) => (browser = b));

describe("welcome modal (spec §2)", () => {
  it("never for visitors or on sign-in; once per browser for a signed-in user, half width on wide screens", async () => {
    const context = await newContext(browser, baseUrl, { showWelcome: true });
    const page = await context.newPage();
    const welcome = page.getByRole("dialog", { name: "Welcome to QuestHQ" });
    // The test machine has no network, like an offline user: YouTube requests are refused and recorded.
    const youtubeRequests: string[] = [];
    await context.route(/youtube(-nocookie)?\.com/, (route) => {
      youtubeRequests.push(route.request().url());
      return route.abort();
    });

    await page.goto("/");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    expect(await welcome.count()).toBe(0);

    await page.goto("/sign-in");
    await page.getByLabel("Email address").fill("e2e-welcome@example.com");
    await page.getByRole("button", { name: "Send code" }).click();
    await page.getByLabel("Verification code").waitFor();
    await page.getByLabel("Verification code").fill(await readCodeFromMailbox(context, "e2e-welcome@example.com"));
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL(`${baseUrl}/`);

    await welcome.waitFor();
    // Measured once the pop-in animation (a slight scale-up) has settled.
    await expect.poll(async () => (await welcome.boundingBox())!.width).toBeCloseTo(1280 * 0.5, -1);
    // Offline-safe video: the app's own poster and a link; nothing is fetched from YouTube until play is pressed.
    expect(await welcome.locator("iframe").count()).toBe(0);
    const poster = welcome.getByRole("button", { name: "Play the welcome video" }).locator("img");
    await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await welcome.getByRole("link", { name: /Watch it on YouTube/ }).getAttribute("href")).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=/);
    expect(youtubeRequests).toEqual([]);
    await screenshot(page, "welcome-modal");
    await welcome.getByRole("button", { name: "Play the welcome video" }).click();
    expect(await welcome.locator("iframe").getAttribute("src")).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    await page.keyboard.press("Escape");
    await expect.poll(() => welcome.count()).toBe(0);

    await page.reload();
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await page.waitForTimeout(500);
    expect(await welcome.count()).toBe(0);
    await context.close();
  });
});
