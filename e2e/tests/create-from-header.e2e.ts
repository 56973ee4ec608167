import { describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { newContext, screenshot, signInByEmail, withBrowser } from "../lib/browser";

// Creating a mission starts from the header on any screen: an organization's admin goes straight to the wizard with
// their organization chosen; someone without one creates it first and the wizard follows.

const baseUrl = inject("baseUrl");
let browser: Browser;
withBrowser((b) => (browser = b));

describe("create from the header", () => {
  it("takes an organization admin from Create to the mission wizard (1440x900)", async () => {
    const context = await newContext(browser, baseUrl, { viewport: { width: 1440, height: 900 } });
    const page = await signInByEmail(context, baseUrl, "admin@demo.local");
    await page.getByRole("banner").getByRole("button", { name: "Create" }).click();
    const chooser = page.getByRole("dialog", { name: "What do you want to create?" });
    await screenshot(page, "create-chooser");
    await chooser.getByRole("link", { name: /Create a mission/ }).click();
    await page.waitForURL(`${baseUrl}/create-mission`);
    await page.getByRole("heading", { name: "Create a mission" }).waitFor();
    const organization = page.getByLabel("Organization");
    await organization.waitFor();
    expect(await organization.locator("option:checked").innerText()).toBe("QuestHQ Demo");
    await context.close();
  });

  it("takes an admin there from the phone menu (390x844)", async () => {
    const context = await newContext(browser, baseUrl, { viewport: { width: 390, height: 844 }, mobile: true });
    const page = await signInByEmail(context, baseUrl, "admin@demo.local");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Create Mission" }).click();
    await page.waitForURL(`${baseUrl}/create-mission`);
    const organization = page.getByLabel("Organization");
    await organization.waitFor();
    expect(await organization.locator("option:checked").innerText()).toBe("QuestHQ Demo");
    await screenshot(page, "create-mission-phone");
    await context.close();
  });

  for (const size of [
    { name: "desktop", viewport: { width: 1440, height: 900 }, mobile: false },
    { name: "phone", viewport: { width: 390, height: 844 }, mobile: true },
  ]) {
    it(`has someone without an organization create one, then continues to the mission (${size.name})`, async () => {
      const context = await newContext(browser, baseUrl, size);
      const run = `${size.name}-${Date.now()}`;
      const page = await signInByEmail(context, baseUrl, `e2e-founder-${run}@example.com`);
      if (size.mobile) {
        await page.getByRole("button", { name: "Open menu" }).click();
        await page.getByRole("dialog").getByRole("link", { name: "Create Mission" }).click();
        await page.getByText("Create an organization first").waitFor();
        await page.getByRole("link", { name: "Create an organization" }).click();
      } else {
        await page.getByRole("banner").getByRole("button", { name: "Create" }).click();
        const chooser = page.getByRole("dialog", { name: "What do you want to create?" });
        const mission = chooser.getByRole("link", { name: /Create a mission/ });
        await mission.getByText("First the organization that runs it").waitFor();
        await mission.click();
      }
      await page.waitForURL(`${baseUrl}/create-organization?next=mission`);
      await page.getByText("your mission comes next").waitFor();
      await page.getByLabel("Organization name").fill(`Founders ${run}`);
      await page.getByLabel("Slug").fill(`founders-${run}`);
      await page
        .getByRole("main")
        .getByRole("button", { name: /Create/ })
        .last()
        .click();
      await page.waitForURL(`${baseUrl}/create-mission`);
      const organization = page.getByLabel("Organization");
      await organization.waitFor();
      expect(await organization.locator("option:checked").innerText()).toBe(`Founders ${run}`);
      await screenshot(page, `create-mission-after-organization-${size.name}`);
      await context.close();
    });
  }
});
