import type { Page } from "playwright-core";

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
