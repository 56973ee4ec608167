import { describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { apiAt } from "../lib/api";
import { newContext, screenshot, signInByEmail, withBrowser } from "../lib/browser";

// /sagas: the index of Sagas (running, upcoming, past) and, one click away, a Saga's leaderboard in numeric order.
// A newcomer found /sagas to be a 404 and the demo's leaderboard sorted as text (500 above 1,825).

const baseUrl = inject("baseUrl");
const api = apiAt(baseUrl);
let browser: Browser;
withBrowser((b) => (browser = b));

const DAY = 86_400_000;
let upcoming = "";

/** The demo admin is an operator: schedules a Saga that starts in three weeks, once for the file. */
async function scheduleSaga() {
  if (upcoming) return upcoming;
  const context = await newContext(browser, baseUrl);
  const admin = await signInByEmail(context, baseUrl, "admin@demo.local");
  const run = Date.now().toString(36);
  const first = new Date(Date.now() + 21 * DAY);
  first.setUTCHours(0, 0, 0, 0);
  await api(admin, "post", "/api/v1/operator/seasons", {
    name: `Saga Later ${run}`,
    slug: `saga-later-${run}`,
    number: 90,
    starts_at: first.toISOString(),
    weeks: 4,
    hq_pool: 1000,
  });
  await context.close();
  upcoming = `Saga Later ${run}`;
  return upcoming;
}

const number = (text: string) => Number(text.replace(/[^\d]/g, ""));

describe("sagas", () => {
  for (const size of [
    { name: "desktop", viewport: { width: 1440, height: 900 }, mobile: false },
    { name: "phone", viewport: { width: 390, height: 844 }, mobile: true },
  ]) {
    it(`lists the Sagas and opens one with its standings in order (${size.name})`, async () => {
      const later = await scheduleSaga();
      const context = await newContext(browser, baseUrl, size);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("response", (r) => r.status() >= 400 && errors.push(`${r.status()} ${r.url()}`));

      await page.goto("/sagas");
      await page.getByRole("heading", { level: 1, name: "Sagas" }).waitFor();
      const running = page.getByRole("region", { name: "Running now" });
      const card = running.getByRole("link", { name: /Saga One/ });
      await card.waitFor();
      expect(await card.innerText()).toMatch(/Running/);
      // What is coming up says when it starts, never "Running" (other journeys may schedule Sagas too).
      const comingUp = page.getByRole("region", { name: "Coming up" }).getByRole("link");
      await comingUp.filter({ hasText: later }).waitFor();
      for (const saga of await comingUp.all()) {
        const text = await saga.innerText();
        expect(text).toMatch(/Starts [A-Z][a-z]{2} \d{1,2}, \d{4}/);
        expect(text).not.toMatch(/Running/);
      }
      await screenshot(page, `sagas-index-${size.name}`);

      await card.click();
      await page.waitForURL(`${baseUrl}/sagas/saga-one`);
      const board = page.getByRole("list", { name: "Leaderboard" });
      await board.getByRole("listitem").first().waitFor();
      const rows = await board.getByRole("listitem").allInnerTexts();
      const boosted = rows.map((r) => number(r.split("\n").at(-2) ?? ""));
      expect(boosted.length).toBeGreaterThanOrEqual(3);
      for (let i = 1; i < boosted.length; i++) expect(boosted[i - 1]).toBeGreaterThanOrEqual(boosted[i]!);
      expect(rows[0]).toContain("Ada Quester");
      await screenshot(page, `saga-one-${size.name}`);

      await page.getByRole("link", { name: "All Sagas" }).click();
      await page.waitForURL(`${baseUrl}/sagas`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
