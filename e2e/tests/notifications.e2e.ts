import type { Browser } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { apiAt, demoOrganization } from "../lib/api";
import { newContext, screenshot, signInByEmail, withBrowser, expectNoSeriousViolations } from "../lib/browser";
import { liveFor, onePassRaffle, publishMission } from "../lib/missions";
import { enterForFree, openLinkAndVerify, openObjective } from "../lib/objectives";

// The notification centre (docs/product/notifications.md): an entrant keeps a page open while the organizer draws;
// the bell counts the win within seconds, its notification opens the next step and is read after it.

const baseUrl = inject("baseUrl");
const call = apiAt(baseUrl);
const RUN = Date.now().toString(36);
const TITLE = `Bell raffle ${RUN}`;
const OBJECTIVE = `Read the rules ${RUN}`;
let browser: Browser;
withBrowser((b) => (browser = b));

describe("the notification bell", () => {
  it("counts a win within seconds and opens its next step", { timeout: 180_000 }, async () => {
    const adminContext = await newContext(browser, baseUrl);
    const admin = await signInByEmail(adminContext, baseUrl, "admin@demo.local");
    const demo = await demoOrganization(call, admin);
    const mission = await publishMission(
      call,
      admin,
      { organization_id: demo.id, title: TITLE, description: "<p>One read.</p>", blockchain: 8453, ...liveFor(3) },
      [{ template: "link_click", values: { title: OBJECTIVE, description: "Open it", url: "https://questhq.xyz/r" } }],
      [onePassRaffle("Bell pass")],
    );

    const context = await newContext(browser, baseUrl, { viewport: { width: 1440, height: 900 } });
    const page = await signInByEmail(context, baseUrl, `bell-${RUN}@example.com`);
    await page.goto(`/missions/${mission.slug}`);
    await openLinkAndVerify(context, await openObjective(page, OBJECTIVE));
    await page.keyboard.press("Escape");
    await enterForFree(page, "0x8ba1f109551bD432803012645Ac136ddd64DBA72");
    const bell = page.getByRole("button", { name: /^Notifications/ });
    await expect.poll(() => bell.getAttribute("aria-label")).toBe("Notifications");

    // The organizer ends the mission and draws; the open page hears of it without a reload.
    await call(admin, "post", `/api/v1/missions/${mission.id}/close`);
    await call(admin, "post", `/api/v1/missions/${mission.id}/draw`);
    await expect.poll(() => bell.getAttribute("aria-label"), { timeout: 15_000 }).toBe("Notifications, 1 unread");

    await bell.click();
    const popover = page.getByRole("dialog", { name: "Notifications" });
    const win = popover.getByRole("link", { name: new RegExp(`You won Bell pass in "${TITLE}"`) });
    await win.waitFor();
    await expectNoSeriousViolations(page);
    await screenshot(page, "notifications-bell-open");
    await win.click();
    await page.waitForURL(`${baseUrl}/missions/${mission.slug}`);
    await expect.poll(() => bell.getAttribute("aria-label"), { timeout: 10_000 }).toBe("Notifications");

    // The page lists it, read; on a phone too, without sideways scrolling.
    await page.goto("/notifications");
    await page.getByRole("link", { name: /You won Bell pass/ }).waitFor();
    await expectNoSeriousViolations(page);
    await context.close();
    const phone = await newContext(browser, baseUrl, { mobile: true, viewport: { width: 390, height: 844 } });
    const phonePage = await signInByEmail(phone, baseUrl, `bell-${RUN}@example.com`);
    await phonePage.goto("/notifications");
    await phonePage.getByRole("link", { name: /You won Bell pass/ }).waitFor();
    expect(await phonePage.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoSeriousViolations(phonePage);
    await screenshot(phonePage, "notifications-page-phone");
    await phone.close();
    await adminContext.close();
  });
});
