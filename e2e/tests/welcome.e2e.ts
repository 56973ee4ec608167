import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, newContext, readCodeFromMailbox, screenshot } from "../lib/browser";

const baseUrl = inject("baseUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe("welcome modal (spec §2)", () => {
  it("never for visitors or on sign-in; once per browser for a signed-in user, half width on wide screens", async () => {
    const context = await newContext(browser, baseUrl, { showWelcome: true });
    const page = await context.newPage();
    const welcome = page.getByRole("dialog", { name: "Welcome to QuestHQ" });

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
    await screenshot(page, "welcome-modal");
    await page.keyboard.press("Escape");
    await expect.poll(() => welcome.count()).toBe(0);

    await page.reload();
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await page.waitForTimeout(500);
    expect(await welcome.count()).toBe(0);
    await context.close();
  });
});
