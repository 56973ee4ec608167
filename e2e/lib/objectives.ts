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

/**
 * Opens the objective's drawer, presses "Connect <provider>", lets `authorize` answer the provider's popup and waits
 * for the popup to close; returns the drawer, still open.
 */
export async function connectInPopup(
  page: Page,
  title: string,
  provider: string,
  authorize: (popup: Page) => Promise<unknown>,
) {
  const drawer = await openObjective(page, title);
  const [popup] = await Promise.all([
    page.waitForEvent("popup"),
    drawer.getByRole("button", { name: `Connect ${provider}` }).click(),
  ]);
  await authorize(popup);
  await popup.waitForEvent("close");
  return drawer;
}

/** A sandbox provider's sign-in popup (Discord, Google…): `button` on the form of the account with id `account`. */
export const authorizeAccount = (account: string | number, button: string) => (popup: Page) =>
  popup.locator(`form[data-account="${account}"]`).getByRole("button", { name: button }).click();

/** Sandbox X's popup: a new sandbox account by `username`, then Authorize app. */
export const authorizeNewXAccount = (username: string) => async (popup: Page) => {
  await popup.getByLabel("Or another sandbox username").fill(username);
  await popup.getByRole("button", { name: "Authorize app" }).click();
};

/** Links a new sandbox X account from the objective's drawer; the drawer closes once it shows the account. */
export async function linkNewXAccount(page: Page, title: string, username: string) {
  const drawer = await connectInPopup(page, title, "Twitter", authorizeNewXAccount(username));
  await drawer.getByText("Sandbox").first().waitFor();
  await page.keyboard.press("Escape");
}

/** The mission page's entry form: the wallet address, then Enter For Free, until the entry is pending results. */
export async function enterForFree(page: Page, wallet: string) {
  const form = page.getByRole("form", { name: "Mission entry" });
  await form.getByLabel("Wallet address").fill(wallet);
  await form.getByRole("button", { name: "Enter For Free" }).click();
  await page.getByText("Results pending").first().waitFor();
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
