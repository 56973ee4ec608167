import { describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { apiAt } from "../lib/api";
import { ALLOWLIST, liveFor, publishMission } from "../lib/missions";
import { newContext, screenshot, signInByEmail, withBrowser } from "../lib/browser";

// The small things a newcomer trips on (issue 12): each test is one of them, seen in Chromium.

const baseUrl = inject("baseUrl");
const api = apiAt(baseUrl);
let browser: Browser;
withBrowser((b) => (browser = b));

describe("skip-objectives modal", () => {
  it("shows the price per objective and a total the server really charges", async () => {
    const admin = await signInByEmail(await newContext(browser, baseUrl), baseUrl, "admin@demo.local");
    const title = `E2E skip ${Date.now().toString(36)}`;
    const mission = await publishMission(
      api,
      admin,
      { title, blockchain: 8453, ...liveFor(1) },
      [
        { template: "twitter_follow", values: { username: "@jack" } },
        { template: "twitter_follow", values: { username: "@questhq" } },
        { template: "client_validation", values: { key: "okx" } },
      ],
      [ALLOWLIST],
    );

    // Ada has $HQ deposited in the demo, and holds a Whale key: half price (5 $HQ an objective).
    const user = await signInByEmail(await newContext(browser, baseUrl), baseUrl, "ada@demo.local");
    await user.goto(`/missions/${mission.slug}`);
    await user.getByRole("button", { name: "Skip Twitter objectives" }).click();
    const modal = user.getByRole("dialog", { name: "Skip objectives" });
    await modal.getByText("Price per objective").waitFor();
    await expect.poll(() => modal.getByTestId("skip-total").innerText()).toBe("10 $HQ");
    await modal.getByText("Your membership takes 50% off.").waitFor();
    expect(await modal.getByText("10,000 $HQ").count()).toBe(0);
    await screenshot(user, "skip-objectives-modal");
    await modal.getByRole("button", { name: "Skip for 10 $HQ" }).click();
    await user.getByText("Successfully skipped 2 objectives!").waitFor();
  });
});

describe("Mission Control on wide screens", () => {
  it("shows every row's actions without clipping from 1280 to 1920 px", async () => {
    const page = await signInByEmail(await newContext(browser, baseUrl), baseUrl, "admin@demo.local");
    for (const width of [1280, 1440, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/organizations");
      const section = page.getByRole("region", { name: "QuestHQ Demo" });
      const table = section.locator("table");
      await table.waitFor();
      // Nothing scrolls sideways, and every action button lies inside the table's box.
      expect(await table.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth)).toBe(0);
      const box = (await table.boundingBox())!;
      const buttons = table.locator("td:last-child button");
      expect(await buttons.count()).toBeGreaterThan(5);
      for (const b of await buttons.all()) {
        const r = (await b.boundingBox())!;
        expect(r.x + r.width).toBeLessThanOrEqual(box.x + box.width);
      }
      await screenshot(page, `mission-control-${width}`);
    }
  });
});

describe("a new organization's page", () => {
  it("lists its missions and offers its members Create mission for this organization", async () => {
    const id = Date.now().toString(36);
    const context = await newContext(browser, baseUrl);
    const founder = await signInByEmail(context, baseUrl, `founder-${id}@example.com`);
    // A second organization, so the wizard has to pick the right one rather than the only one.
    await api(founder, "post", "/api/v1/organizations", { name: `Other ${id}`, slug: `other-${id}` });
    const org = await api<{ id: string; slug: string }>(founder, "post", "/api/v1/organizations", {
      name: `Guild ${id}`,
      slug: `guild-${id}`,
    });

    const visitor = await (await newContext(browser, baseUrl)).newPage();
    await visitor.goto(`/organizations/${org.slug}`);
    await visitor.getByText("No missions yet").waitFor();
    expect(await visitor.getByRole("link", { name: "Create mission" }).count()).toBe(0);

    await founder.goto(`/organizations/${org.slug}`);
    await founder.getByText("No missions yet").waitFor();
    await screenshot(founder, "organization-page-empty");
    await founder.getByRole("link", { name: "Create mission" }).first().click();
    await founder.waitForURL(/\/create-mission\?organizationId=/);
    await expect.poll(() => founder.getByLabel("Organization").inputValue()).toBe(org.id);

    // A draft shows to members only; once published, to everyone.
    const mission = await api<{ id: string; slug: string }>(founder, "post", "/api/v1/missions", {
      organization_id: org.id,
      title: `Guild quest ${id}`,
      blockchain: 8453,
      ...liveFor(1),
    });
    await founder.goto(`/organizations/${org.slug}`);
    await founder
      .getByRole("link", { name: new RegExp(`Guild quest ${id}`) })
      .first()
      .waitFor();
    await visitor.reload();
    await visitor.getByText("No missions yet").waitFor();
    await api(founder, "post", "/api/v1/objectives", {
      mission: mission.id,
      template: "link_click",
      values: { title: "Read", description: "Read it", url: "https://example.com/read" },
    });
    await api(founder, "post", "/api/v1/rewards", { mission: mission.id, ...ALLOWLIST });
    await api(founder, "post", `/api/v1/missions/${mission.id}/publish`);
    await visitor.reload();
    await visitor
      .getByRole("link", { name: new RegExp(`Guild quest ${id}`) })
      .first()
      .waitFor();
    await screenshot(visitor, "organization-page-missions");
  });
});
