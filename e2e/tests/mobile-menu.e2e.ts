import { describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { newContext, screenshot, signInByEmail, withBrowser } from "../lib/browser";

const baseUrl = inject("baseUrl");
let browser: Browser;
withBrowser((b) => (browser = b));

async function drawerItems(page: import("playwright-core").Page) {
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog");
  await drawer.waitFor();
  const names = await drawer
    .locator("a, button")
    .evaluateAll((els) =>
      els.map((e) => (e.getAttribute("aria-label") ?? e.textContent ?? "").replace(/\s+/g, " ").trim()),
    );
  return { drawer, names };
}

describe("mobile menu drawer at phone width (375 px)", () => {
  it("signed out: Atlas, Explore, Bridge & Swap, Documentation, Support, Sign In", async () => {
    const context = await newContext(browser, baseUrl, { mobile: true });
    const page = await context.newPage();
    await page.goto("/");
    const { names } = await drawerItems(page);
    for (const item of ["Atlas", "Explore", "Bridge & Swap", "Documentation", "Support", "Sign In"]) {
      expect(
        names.some((n) => n.includes(item)),
        `${item} in ${JSON.stringify(names)}`,
      ).toBe(true);
    }
    expect(names.some((n) => n.includes("Log out"))).toBe(false);
    await screenshot(page, "mobile-drawer-signed-out");
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    await context.close();
  });

  it("signed in: profile header, Credits and $HQ tiles, staking, the account's pages and Log out", async () => {
    const context = await newContext(browser, baseUrl, { mobile: true });
    const page = await signInByEmail(context, baseUrl, "admin@demo.local");
    const { drawer, names } = await drawerItems(page);
    await drawer.getByText("Demo Admin").first().waitFor();
    await drawer.getByText("Credits").first().waitFor();
    await drawer.getByText("$HQ Balance").first().waitFor();
    for (const item of [
      "Deposit $HQ",
      "Withdraw $HQ",
      "Dashboard",
      "Create Mission",
      "Mission Control",
      "Settings",
      "Log out",
      "Atlas",
      "Explore",
    ]) {
      expect(
        names.some((n) => n.includes(item)),
        `${item} in ${JSON.stringify(names)}`,
      ).toBe(true);
    }
    await screenshot(page, "mobile-drawer-signed-in");

    // Create Mission clears the saved create-mission form state.
    await page.evaluate(() => sessionStorage.setItem("createMission:details", '{"title":"stale"}'));
    await page.evaluate(() => localStorage.setItem("createMission:details", '{"title":"stale"}'));
    await drawer.getByRole("link", { name: /Create Mission/ }).click();
    await page.waitForURL(`${baseUrl}/create-mission`);
    const left = await page.evaluate(() => [
      sessionStorage.getItem("createMission:details"),
      localStorage.getItem("createMission:details"),
    ]);
    expect(left).toEqual([null, null]);

    await page.getByRole("button", { name: "Open menu" }).click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: /Log out/ })
      .click();
    await expect.poll(() => page.evaluate(async () => (await fetch("/api/v1/users/me")).status)).toBe(401);
    await context.close();
  });
});
