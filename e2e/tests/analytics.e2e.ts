import { readFile } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { apiAt, demoOrganization } from "../lib/api";
import { newContext, screenshot, signInByEmail, withBrowser, expectNoSeriousViolations } from "../lib/browser";
import { liveFor, onePassRaffle, publishMission } from "../lib/missions";
import { enterForFree, openLinkAndVerify, openObjective } from "../lib/objectives";

// The organizer's funnel (docs/product/analytics.md#the-funnel) from what three new people really did in a browser:
// one only looks at the mission, one completes two of its three objectives, one completes all three and enters. The
// figures, their table, the CSV download and the page's accessibility at desktop and phone widths.

const baseUrl = inject("baseUrl");
const call = apiAt(baseUrl);
const RUN = Date.now().toString(36);
const WALLET = "0x8ba1f109551bD432803012645Ac136ddd64DBA72";
const OBJECTIVES = [`Read the launch post ${RUN}`, `Read the roadmap ${RUN}`, `Read the FAQ ${RUN}`];
let browser: Browser;
withBrowser((b) => (browser = b));

/** A new person signs in, opens the mission page and completes the first `done` objectives (entering if all). */
async function person(label: string, slug: string, done: number) {
  const context = await newContext(browser, baseUrl, { isPersonsBrowser: true });
  const page = await signInByEmail(context, baseUrl, `analytics-${label}-${RUN}@example.com`);
  await page.goto(`/missions/${slug}`);
  await page.getByRole("heading", { name: `Launch week ${RUN}` }).waitFor();
  for (const title of OBJECTIVES.slice(0, done)) {
    await openLinkAndVerify(context, await openObjective(page, title));
    await page.keyboard.press("Escape");
  }
  if (done === OBJECTIVES.length) await enterForFree(page, WALLET);
  await context.close();
}

/** The funnel's table alternative, as [step, count] rows. */
async function funnelTable(page: Page): Promise<string[][]> {
  const table = page.getByRole("table", { name: /^Funnel/ });
  await table.waitFor();
  return table
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((r) => [...r.querySelectorAll("th, td")].slice(0, 2).map((c) => c.textContent?.trim() ?? "")),
    );
}

const EXPECTED = [
  ["Visitors", "3"],
  ["Signed-in visitors", "3"],
  ["Started", "2"],
  [`Completed: ${OBJECTIVES[0]}`, "2"],
  [`Completed: ${OBJECTIVES[1]}`, "2"],
  [`Completed: ${OBJECTIVES[2]}`, "1"],
  ["Completed every objective", "1"],
  ["Entered", "1"],
  ["Winners", "0"],
  ["Collected the reward on chain", "0"],
];

describe("mission analytics", () => {
  it("shows the funnel of three people at three depths, as bars, as a table and as a CSV", {
    timeout: 300_000,
  }, async () => {
    const adminContext = await newContext(browser, baseUrl, { viewport: { width: 1440, height: 900 } });
    const admin = await signInByEmail(adminContext, baseUrl, "admin@demo.local");
    const demo = await demoOrganization(call, admin);
    const mission = await publishMission(
      call,
      admin,
      {
        organization_id: demo.id,
        title: `Launch week ${RUN}`,
        description: "<p>Three reads.</p>",
        blockchain: 8453,
        ...liveFor(3),
      },
      OBJECTIVES.map((title, i) => ({
        template: "link_click",
        values: { title, description: "Open it", url: `https://questhq.xyz/read/${i}` },
      })),
      [onePassRaffle("Launch pass")],
    );

    await person("looker", mission.slug, 0);
    await person("halfway", mission.slug, 2);
    await person("entrant", mission.slug, 3);

    // The organization's page → Analytics → the mission in the overview.
    await admin.goto(`/organizations/${demo.slug}`);
    await admin.getByRole("link", { name: "Analytics", exact: true }).click();
    await admin.waitForURL(`${baseUrl}/organizations/${demo.slug}/analytics`);
    await admin.getByRole("link", { name: `Launch week ${RUN}` }).click();
    await admin.waitForURL(`${baseUrl}/organizations/${demo.slug}/missions/${mission.id}/analytics`);
    await admin.getByRole("heading", { name: `Launch week ${RUN}` }).waitFor();
    // The figures are added by the roll-up jobs (every second in this run); the page is reloaded until they are in.
    const funnel = admin.getByRole("region", { name: "Funnel" });
    await expect
      .poll(
        async () => {
          await admin.reload();
          await funnel.getByRole("button", { name: /Show as table/ }).click();
          return funnelTable(admin);
        },
        { timeout: 60_000, interval: 2_000 },
      )
      .toEqual(EXPECTED);
    await screenshot(admin, "analytics-funnel-table-desktop");

    // The CSV download says the same.
    const [download] = await Promise.all([
      admin.waitForEvent("download"),
      funnel.getByRole("button", { name: /Download CSV/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^mission-analytics-funnel-.*\.csv$/);
    const csv = await readFile((await download.path())!, "utf8");
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "Step,Count,Share of first step (%),Drop-off from previous step,Drop-off from previous step (%)",
    );
    expect(lines.slice(1).map((l) => l.split(",").slice(0, 2))).toEqual(EXPECTED);

    // The bars again, then the time series with its own table; the page passes axe with both.
    await funnel.getByRole("button", { name: /Show as bars/ }).click();
    const overTime = admin.getByRole("region", { name: "Over time" });
    await overTime.getByRole("img").first().waitFor();
    await expectNoSeriousViolations(admin);
    await screenshot(admin, "analytics-desktop");
    await overTime.getByRole("button", { name: /Show as table/ }).click();
    await overTime.getByRole("table").waitFor();
    await expectNoSeriousViolations(admin);
    await adminContext.close();

    // On a phone: nothing wider than the screen, and axe again.
    const phone = await newContext(browser, baseUrl, { mobile: true, viewport: { width: 390, height: 844 } });
    const phoneAdmin = await signInByEmail(phone, baseUrl, "admin@demo.local");
    await phoneAdmin.goto(`/organizations/${demo.slug}/missions/${mission.id}/analytics`);
    await phoneAdmin.getByRole("region", { name: "Funnel" }).getByText("Completed every objective").waitFor();
    const widths = await phoneAdmin.evaluate(() => ({
      doc: document.documentElement.scrollWidth,
      view: window.innerWidth,
    }));
    expect(widths.doc).toBeLessThanOrEqual(widths.view);
    await expectNoSeriousViolations(phoneAdmin);
    await screenshot(phoneAdmin, "analytics-phone");
    await phone.close();
  });
});
