import { describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { newContext, screenshot, signInByEmail, withBrowser } from "../lib/browser";

// The modals (docs/product/screens.md#modals) no other journey opens: support (from the header and the phone menu), the
// Saga's "how it pays out" drawer, and buy tickets (its tiers and prices; the purchase itself is not wired, as the
// product says).

const baseUrl = inject("baseUrl");
let browser: Browser;
withBrowser((b) => (browser = b));

describe("the product's other modals", () => {
  it("opens support from the header (1440x900) and from the phone menu (390x844)", async () => {
    const desktop = await newContext(browser, baseUrl, { viewport: { width: 1440, height: 900 } });
    const page = await desktop.newPage();
    await page.goto("/explore");
    await page.getByRole("banner").getByRole("button", { name: "Support" }).click();
    const support = page.getByRole("dialog", { name: "Need help?" });
    await support.waitFor();
    const links = support.getByRole("link");
    expect(await links.count()).toBe(2);
    for (const link of await links.all()) {
      expect(await link.getAttribute("target")).toBe("_blank");
      expect(await link.getAttribute("href")).toMatch(/^https?:\/\//);
    }
    await screenshot(page, "support-modal");
    await page.keyboard.press("Escape");
    await support.waitFor({ state: "hidden" });
    await desktop.close();

    const phone = await newContext(browser, baseUrl, { viewport: { width: 390, height: 844 }, mobile: true });
    const small = await phone.newPage();
    await small.goto("/explore");
    await small.getByRole("button", { name: "Open menu" }).click();
    await small.getByRole("dialog").getByRole("button", { name: "Support" }).click();
    await small.getByRole("dialog", { name: "Need help?" }).waitFor();
    await phone.close();
  });

  it("explains how a Saga pays out from the week's challenges", async () => {
    const context = await newContext(browser, baseUrl, { viewport: { width: 1440, height: 900 } });
    const page = await signInByEmail(context, baseUrl, "ben@demo.local");
    await page.goto("/dashboard?tab=challenges");
    await page.getByRole("button", { name: "How stars and boosters work" }).click();
    const drawer = page.getByRole("dialog", { name: "How Sagas pay out" });
    await drawer.waitFor();
    expect(await drawer.innerText()).toMatch(/boost/i);
    await screenshot(page, "saga-learn-more");
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "hidden" });
    await context.close();
  });

  it("shows the ticket tiers with their prices, and says purchases are not available yet", async () => {
    const context = await newContext(browser, baseUrl, { viewport: { width: 390, height: 844 }, mobile: true });
    const page = await signInByEmail(context, baseUrl, "ada@demo.local");
    await page.goto("/missions/arbitrum-summer-raffle");
    // On a phone the entry form opens in its own drawer.
    await page.getByRole("button", { name: "Enter mission" }).click();
    await page.getByRole("dialog", { name: "Enter mission" }).getByRole("button", { name: "Buy tickets" }).click();
    const modal = page.getByRole("dialog", { name: "Buy tickets" });
    await modal.waitFor();
    const text = await modal.innerText();
    for (const tier of ["Standard", "Premium", "VIP", "Custom", "$50", "$90", "$180 (save 10%)"]) {
      expect(text).toContain(tier);
    }
    await modal.getByText("Ticket purchases are not available yet").first().waitFor();
    expect(await modal.getByRole("button", { name: "Buy tickets" }).isDisabled()).toBe(true);
    await screenshot(page, "buy-tickets");
    await modal.getByRole("button", { name: "Close" }).first().click();
    await modal.waitFor({ state: "hidden" });
    await context.close();
  });
});
