import { describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { newContext, screenshot, signInByEmail, withBrowser } from "../lib/browser";

// The operator area from the demo admin's side (an operator in the demo): a new Saga, a week's
// challenge through the mission objective form, and a preview of its settlement; a plain user is refused.

const baseUrl = inject("baseUrl");
const RUN = Date.now().toString(36);
let browser: Browser;
withBrowser((b) => (browser = b));

describe("operator area", () => {
  it("creates a Saga and a challenge, previews the table; refuses a plain user", { timeout: 120_000 }, async () => {
    const context = await newContext(browser, baseUrl);
    const admin = await signInByEmail(context, baseUrl, "admin@demo.local");
    await admin.setViewportSize({ width: 1440, height: 900 });
    await admin.goto("/operator");
    await admin.getByRole("heading", { name: "Sagas" }).waitFor();
    await admin.getByRole("button", { name: /Saga One/ }).waitFor();

    const form = admin.getByRole("form", { name: "Create a Saga" });
    await form.getByLabel("Name").fill(`Saga ${RUN}`);
    await form.getByLabel("Slug").fill("Not A Slug");
    await form.getByLabel("First day (UTC)").fill("2026-01-05");
    await form.getByRole("button", { name: "Create Saga" }).click();
    await admin.getByText("Use 3 to 60 lowercase letters, digits and hyphens.").waitFor();
    await form.getByLabel("Slug").fill(`saga-${RUN}`);
    // Twelve weeks from 5 January 2026 are over: said plainly, next to the field, and nothing is created.
    await form.getByRole("button", { name: "Create Saga" }).click();
    await form.getByText(/^This Saga would already be over \(its last week ends Mar 30, 2026 \(UTC\)\)/).waitFor();
    const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await form.getByLabel("First day (UTC)").fill(inAMonth);
    await form.getByRole("button", { name: "Create Saga" }).click();
    await admin.getByRole("heading", { name: "Week 1", exact: true }).waitFor();

    await admin.getByRole("button", { name: "Add a challenge" }).first().click();
    await admin
      .getByRole("button", { name: /Follow on Twitter/ })
      .first()
      .click();
    await admin.getByLabel("Username").fill("questhq");
    await admin.getByText("Username must start with '@'.").waitFor();
    await admin.getByLabel("Username").fill("@questhq");
    await admin.getByLabel("Credits", { exact: true }).fill("50");
    await admin.getByRole("button", { name: "Save objective" }).click();
    await admin.getByText("Follow @questhq on Twitter").first().waitFor();
    await admin.getByRole("button", { name: "Preview the table" }).click();
    await admin.getByText(/0 accounts · 0 boosted credits/).waitFor();
    expect(await admin.getByRole("button", { name: "Settle now" }).isDisabled()).toBe(true);
    await screenshot(admin, "operator-area");

    // Background jobs: every job the server schedules is listed with its last and next run, at both widths.
    const answer = await admin.request.get("/api/v1/operator/jobs");
    expect(answer.status()).toBe(200);
    const jobs = ((await answer.json()) as { data: { name: string }[] }).data.map((j) => j.name);
    expect(jobs).toEqual(expect.arrayContaining(["verification-retries", "news-ingest", "chain-indexer"]));
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await admin.setViewportSize({ width, height });
      const section = admin.getByRole("region", { name: "Background jobs" });
      const list = width >= 1024 ? section.getByRole("table") : section.getByRole("list");
      for (const name of jobs) await list.getByText(name, { exact: true }).waitFor();
      expect(await list.getByText("Last run").count()).toBeGreaterThan(0);
      expect(await list.getByText("Next run").count()).toBeGreaterThan(0);
      expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await screenshot(admin, `operator-jobs-${width}`);
    }

    const other = await signInByEmail(await newContext(browser, baseUrl), baseUrl, `plain-${RUN}@example.com`);
    await other.goto("/operator");
    await other.getByText("Only platform operators can do this.").waitFor();
  });
});
