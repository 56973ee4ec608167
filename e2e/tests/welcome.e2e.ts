import { describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { newContext, screenshot, signInByEmail, signInOnPage, withBrowser } from "../lib/browser";

const baseUrl = inject("baseUrl");
let browser: Browser;
withBrowser((b) => (browser = b));

describe("welcome modal (docs/product/screens.md#welcome-modal)", () => {
  it("not for visitors or on sign-in; once per browser for a signed-in user, half width on wide screens", async () => {
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

    await signInOnPage(page, baseUrl, "e2e-welcome@example.com");

    await welcome.waitFor();
    // Measured once the pop-in animation (a slight scale-up) has settled.
    await expect.poll(async () => (await welcome.boundingBox())!.width).toBeCloseTo(1280 * 0.5, -1);
    // Offline-safe video: the app's own poster and a link; nothing is fetched from YouTube until play is pressed.
    expect(await welcome.locator("iframe").count()).toBe(0);
    const poster = welcome.getByRole("button", { name: "Play the welcome video" }).locator("img");
    await expect
      .poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(await welcome.getByRole("link", { name: /Watch it on YouTube/ }).getAttribute("href")).toMatch(
      /^https:\/\/www\.youtube\.com\/watch\?v=/,
    );
    expect(youtubeRequests).toEqual([]);
    await screenshot(page, "welcome-modal");
    await welcome.getByRole("button", { name: "Play the welcome video" }).click();
    expect(await welcome.locator("iframe").getAttribute("src")).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
    );
    await page.keyboard.press("Escape");
    await expect.poll(() => welcome.count()).toBe(0);

    await page.reload();
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await page.waitForTimeout(500);
    expect(await welcome.count()).toBe(0);
    await context.close();
  });

  // At most one announcement a visit, and never over what the person is doing: the welcome modal's code is held back
  // until the newcomer has opened an objective drawer; it must not open over the drawer, but on the next page. The
  // Saga announcement then waits for another visit (a new tab), where it opens by itself.
  for (const size of [
    { name: "desktop", viewport: { width: 1440, height: 900 }, mobile: false },
    { name: "phone", viewport: { width: 390, height: 844 }, mobile: true },
  ]) {
    it(`takes turns and waits for an open drawer (${size.name})`, async () => {
      const context = await newContext(browser, baseUrl, { showWelcome: true, ...size });
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let heldRequests = 0;
      await context.route(/\/assets\/welcome-modal-[^/]*\.js$/, async (route) => {
        heldRequests++;
        await held;
        await route.continue();
      });
      const page = await signInByEmail(context, baseUrl, `e2e-turns-${size.name}-${Date.now()}@example.com`);
      const welcome = page.getByRole("dialog", { name: "Welcome to QuestHQ" });

      await page.goto("/missions/base-builders-onboarding");
      await page.locator("main ol li button").first().click();
      const drawer = page.getByRole("dialog").first();
      await drawer.waitFor();
      const drawerName = await drawer.getAttribute("aria-labelledby");
      release();
      await page.waitForTimeout(1_500);
      expect(heldRequests).toBeGreaterThan(0);
      expect(await welcome.count()).toBe(0);
      expect(await page.getByRole("dialog").first().getAttribute("aria-labelledby")).toBe(drawerName);
      await screenshot(page, `announcements-drawer-${size.name}`);

      // The next page, with nothing under way: the welcome modal has its turn.
      await page.keyboard.press("Escape");
      await drawer.waitFor({ state: "hidden" });
      await page.getByRole("link", { name: "QuestHQ home" }).click();
      await welcome.waitFor();
      await screenshot(page, `announcements-welcome-${size.name}`);
      await welcome.getByRole("button", { name: "Maybe later" }).click();
      await welcome.waitFor({ state: "hidden" });

      // Same visit: no second announcement, even on another page.
      const saga = (p: typeof page) => p.getByRole("dialog", { name: /is live$/ });
      await page.goto("/explore");
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      await page.waitForTimeout(1_500);
      expect(await saga(page).count()).toBe(0);

      // A new visit: the Saga announcement, whose button leads to the week's challenges.
      const next = await context.newPage();
      await next.goto("/explore");
      await saga(next).waitFor();
      expect(await next.getByRole("dialog").count()).toBe(1);
      await screenshot(next, `announcements-saga-${size.name}`);
      await saga(next).getByRole("link", { name: "Complete Challenges" }).click();
      await next.waitForURL(/\/dashboard\?tab=challenges$/);
      await context.close();
    });
  }
});
