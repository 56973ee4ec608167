import { describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { apiAt } from "../lib/api";
import { ALLOWLIST, liveFor, publishMission } from "../lib/missions";
import { newContext, screenshot, signInByEmail, withBrowser } from "../lib/browser";

// Buying Pro as a new user, without keys: the demo's Stripe is the sandbox fake, whose hosted checkout and
// portal pages are real pages the browser goes through, and whose signed webhooks reach the server. The
// fake's clock is then moved past the paid month (its control API), as a month passing would.

const baseUrl = inject("baseUrl");
const api = apiAt(baseUrl);
let browser: Browser;
withBrowser((b) => (browser = b));

const DAY = 24 * 60 * 60;

/** A live mission with two Twitter/X objectives (something to skip), created by the demo admin. */
async function missionWithTwitterObjectives(): Promise<string> {
  const admin = await signInByEmail(await newContext(browser, baseUrl), baseUrl, "admin@demo.local");
  const mission = await publishMission(
    api,
    admin,
    { title: `Members skip for less ${Date.now()}`, blockchain: 8453, ...liveFor(1) },
    ["@jack", "@questhq"].map((username) => ({ template: "twitter_follow", values: { username } })),
    [ALLOWLIST],
  );
  await admin.context().close();
  return mission.slug;
}

/** The tier badge of the header's account menu ("Tier: Pro" to a screen reader). */
async function headerTier(page: Page): Promise<string> {
  await page.getByRole("button", { name: /^Account menu for / }).click();
  const badge = page.getByRole("menu").getByText(/^Tier: /);
  await badge.waitFor();
  const text = (await badge.locator("xpath=..").innerText()).replace(/\s+/g, " ").trim();
  await page.keyboard.press("Escape");
  await page.getByRole("menu").waitFor({ state: "hidden" });
  return text;
}

async function skipPrice(page: Page, slug: string): Promise<string> {
  await page.goto(`/missions/${slug}`);
  await page.getByRole("button", { name: "Skip Twitter objectives" }).click();
  const modal = page.getByRole("dialog", { name: "Skip objectives" });
  await modal.getByText("Price per objective").waitFor();
  const price = await modal.getByText("Price per objective").locator("xpath=following-sibling::dd").innerText();
  await page.keyboard.press("Escape");
  await modal.waitFor({ state: "hidden" });
  return price;
}

describe("membership", () => {
  it("buys Pro at the sandbox checkout, uses it, cancels in the portal, keeps it to period end, loses it", async () => {
    const slug = await missionWithTwitterObjectives();
    const context = await newContext(browser, baseUrl, { viewport: { width: 1440, height: 900 } });
    const page = await signInByEmail(context, baseUrl, `pro-${Date.now()}@example.com`);
    expect(await skipPrice(page, slug)).toBe("10 $HQ");

    // The header's membership button (Join Now without a subscription: docs/product/screens.md#membership-button) leads
    // to the plans.
    await page.getByRole("link", { name: "Join Now" }).click();
    await page.waitForURL(`${baseUrl}/membership`);
    const proCard = page.getByTestId("plan-card-Pro");
    await expect.poll(() => proCard.innerText()).toContain("$29");
    await screenshot(page, "membership-plans");

    await page.getByTestId("plan-action-Pro").click();
    const modal = page.getByRole("dialog", { name: "Pro subscription" });
    expect(await modal.getByTestId("pro-modal-price").innerText()).toContain("$29");
    await modal.getByTestId("pro-modal-continue").click();
    await page.waitForURL(/\/sandbox\/stripe\/checkout\/cs_test_/);
    await page.getByLabel("Cardholder name").fill("Pat Pro");
    await screenshot(page, "membership-sandbox-checkout");
    await page.getByRole("button", { name: "Subscribe" }).click();

    // Back on /membership: the plan appears once the webhook has been applied.
    await page.waitForURL(/\/membership/);
    await page.getByTestId("checkout-banner").getByText("You're on Pro").waitFor({ timeout: 30_000 });
    await page.getByRole("link", { name: "Upgrade" }).waitFor();
    await expect.poll(() => headerTier(page)).toContain("Pro");
    await screenshot(page, "membership-pro-welcome");

    await page.goto("/settings");
    await expect.poll(() => page.getByTestId("subscription-plan").innerText()).toContain("Pro");
    expect(await page.getByTestId("subscription-status").innerText()).toBe("Active");
    expect(await page.getByTestId("subscription-payment-method").first().innerText()).toBe("Visa •••• 4242");
    await screenshot(page, "membership-settings-pro");

    // A Pro entitlement: 25% off skipping X objectives.
    expect(await skipPrice(page, slug)).toBe("7.5 $HQ");

    // Cancel in the sandbox portal, then come back: still Pro, ending at the period end.
    await page.goto("/settings");
    await page.getByTestId("manage-billing").click();
    await page.waitForURL(/\/sandbox\/stripe\/portal\//);
    await page.getByRole("button", { name: "Cancel plan" }).click();
    await page.getByRole("button", { name: "Renew plan" }).waitFor();
    await screenshot(page, "membership-sandbox-portal");
    await page.getByRole("link", { name: "Return to QuestHQ" }).click();
    await page.waitForURL(/\/settings/);
    await expect.poll(() => page.getByText("Ends on").count()).toBeGreaterThan(0);
    expect(await page.getByTestId("subscription-plan").innerText()).toContain("Pro");
    expect(await skipPrice(page, slug)).toBe("7.5 $HQ");

    // A month later, Stripe ends the subscription: Free again, the discount gone, Join Now back.
    await api(page, "post", "/sandbox/stripe/__control/advance", { seconds: 32 * DAY });
    await api(page, "post", "/sandbox/stripe/__control/wait-for-deliveries");
    await page.goto("/settings");
    await expect.poll(() => page.getByTestId("subscription-plan").innerText()).toContain("Free");
    await page.getByRole("link", { name: "Join Now" }).waitFor();
    expect(await headerTier(page)).toContain("Free");
    expect(await skipPrice(page, slug)).toBe("10 $HQ");
    await context.close();
  });

  it("shows the plans stacked on a phone, and the catalogue's words when checkout cannot start", async () => {
    const context = await newContext(browser, baseUrl, { viewport: { width: 390, height: 844 }, mobile: true });
    const page = await signInByEmail(context, baseUrl, `phone-${Date.now()}@example.com`);
    await page.goto("/membership");
    const cards = ["Member", "Pro", "Whale"].map((t) => page.getByTestId(`plan-card-${t}`));
    await cards[2]!.waitFor();
    const boxes = await Promise.all(cards.map(async (c) => (await c.boundingBox())!));
    // One column: each card below the previous, none wider than the screen.
    for (let i = 1; i < boxes.length; i++)
      expect(boxes[i]!.y).toBeGreaterThan(boxes[i - 1]!.y + boxes[i - 1]!.height - 1);
    for (const b of boxes) expect(b.x + b.width).toBeLessThanOrEqual(390);
    await screenshot(page, "membership-phone");

    // The sandbox Stripe refuses the next calls: the page says what docs/product/errors.md#membership-and-billing says.
    await api(page, "post", "/sandbox/stripe/__control/mode", { mode: "down", times: 3 });
    await page.getByTestId("plan-action-Member").click();
    await page.getByText("Failed to start checkout process.").first().waitFor();
    await api(page, "post", "/sandbox/stripe/__control/mode", { mode: "ok" });
    await context.close();
  });
});
