import { expect } from "vitest";
import type { BrowserContext, Locator, Page } from "playwright-core";

// The completeObjective drawer, as journeys drive it on a mission page or the dashboard's challenges.

/** Opens the objective's drawer by its title. */
export async function openObjective(page: Page, title: string) {
  await page.getByRole("button", { name: title }).first().click();
  const drawer = page.getByRole("dialog", { name: title });
  await drawer.waitFor();
  return drawer;
}

/** "Do it on Sandbox …", then Verify; the drawer closes afterwards. */
export async function doAndVerify(page: Page, title: string, provider: string, done: string | RegExp) {
  const drawer = await openObjective(page, title);
  await drawer.getByRole("button", { name: `Do it on Sandbox ${provider}` }).click();
  await page.getByText(done).first().waitFor();
  await drawer.getByRole("button", { name: "Verify" }).click();
  await drawer.getByText("Completed", { exact: true }).first().waitFor();
  await page.keyboard.press("Escape");
  await drawer.waitFor({ state: "hidden" });
}

/** In a link objective's open drawer: opens the link (a new tab, closed again), then Verify once it is enabled. */
export async function openLinkAndVerify(context: BrowserContext, drawer: Locator) {
  const [tab] = await Promise.all([
    context.waitForEvent("page"),
    drawer.getByRole("link", { name: "Open link" }).click(),
  ]);
  await tab.close();
  const verify = drawer.getByRole("button", { name: "Verify", exact: true });
  await expect.poll(() => verify.isEnabled(), { timeout: 15_000 }).toBe(true);
  await verify.click();
  await drawer.getByText("Completed", { exact: true }).first().waitFor();
}
