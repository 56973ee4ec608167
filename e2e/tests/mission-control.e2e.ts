import { describe, expect, inject, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { apiAt, demoOrganization } from "../lib/api";
import { newContext, screenshot, signInByEmail, withBrowser } from "../lib/browser";

// Mission Control (/organizations): the archive mission modal; archiving is irreversible
// (docs/product/missions.md#archiving) and only organization admins archive
// (docs/product/organizations.md#members-and-admins). The demo seed makes admin@demo.local
// admin of "QuestHQ Demo" and nebula@demo.local a plain member of it (and admin of Nebula Labs).

const baseUrl = inject("baseUrl");
let browser: Browser;
withBrowser((b) => (browser = b));

const signIn = (context: BrowserContext, email: string) => signInByEmail(context, baseUrl, email);

/** A fresh draft of the demo organization, so archiving it leaves the seeded missions to other journeys. */
async function createDraft(page: Page, title: string): Promise<{ id: string; slug: string }> {
  const demo = await demoOrganization(apiAt(baseUrl), page);
  const res = await page.request.post("/api/v1/missions", {
    headers: { origin: baseUrl },
    data: {
      organization_id: demo.id,
      title,
      description: "<p>Made by the Mission Control browser test.</p>",
      blockchain: 1,
      free_entries: 1,
      is_multi_entry_enabled: false,
      start_date: new Date(Date.now() + 86_400_000).toISOString(),
      end_date: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: { id: string; slug: string } }).data;
}

describe("Mission Control missions", () => {
  it("the demo admin archives a mission through the archive modal and it shows Archived", async () => {
    const context = await newContext(browser, baseUrl);
    const page = await signIn(context, "admin@demo.local");
    const title = `E2E archive target ${Date.now().toString(36)}`;
    const mission = await createDraft(page, title);

    await page.goto("/organizations");
    const section = page.getByRole("region", { name: "QuestHQ Demo" });
    const row = section.locator(`tr[data-mission-id="${mission.id}"]`);
    await row.getByText("Draft", { exact: true }).waitFor();

    // Cancel backs out and changes nothing.
    await row.getByRole("button", { name: `Archive ${title}` }).click();
    const dialog = page.getByRole("alertdialog", { name: "Archive mission" });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(
      "Archiving is permanent: the mission leaves Explore, stops accepting entries and can no longer be edited. " +
        "This cannot be undone.",
    );
    expect(await dialog.getByTestId("archive-mission-title").innerText()).toBe(title);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    await row.getByText("Draft", { exact: true }).waitFor();

    await row.getByRole("button", { name: `Archive ${title}` }).click();
    await dialog.waitFor();
    await screenshot(page, "mission-control-archive-modal");
    await dialog.getByRole("button", { name: "Archive mission" }).click();
    await page.getByText("Mission has been archived!").waitFor();
    await dialog.waitFor({ state: "hidden" });

    await row.getByText("Archived", { exact: true }).waitFor();
    expect(await row.getByRole("button").count()).toBe(0);
    const saved = (await (await page.request.get(`/api/v1/missions/${mission.id}`)).json()) as {
      data: { status: string };
    };
    expect(saved.data.status).toBe("archived");

    // The Archived filter finds it; after a reload it is still archived (the server said so, not the screen).
    await page.reload();
    await section.getByRole("radio", { name: /^Archived/ }).click();
    await section.locator(`tr[data-mission-id="${mission.id}"]`).getByText("Archived", { exact: true }).waitFor();
    await screenshot(page, "mission-control-archived");
    await context.close();
  });

  it("a member who is not an admin can edit missions but sees no Archive action", async () => {
    const context = await newContext(browser, baseUrl);
    const page = await signIn(context, "nebula@demo.local");
    await page.goto("/organizations");

    const memberSection = page.getByRole("region", { name: "QuestHQ Demo" });
    await memberSection.getByRole("link", { name: "Optimism Explorer Badge" }).first().waitFor();
    await memberSection
      .getByText("Only organization admins can draw winners, export them and archive missions.")
      .waitFor();
    expect(await memberSection.getByRole("button", { name: /^Edit / }).count()).toBeGreaterThan(0);
    expect(await memberSection.getByRole("button", { name: /^Archive/ }).count()).toBe(0);

    // In the organization Nebula administers, the same person does get Archive.
    const adminSection = page.getByRole("region", { name: "Nebula Labs" });
    await adminSection.getByRole("table").waitFor();
    expect(await adminSection.getByRole("button", { name: /^Archive/ }).count()).toBeGreaterThan(0);
    await screenshot(page, "mission-control-member");
    await context.close();
  });

  it("on a phone the row actions sit in a keyboard-operable menu, without Archive for members", async () => {
    const context = await newContext(browser, baseUrl, { mobile: true });
    const page = await signIn(context, "nebula@demo.local");
    await page.goto("/organizations");
    const memberSection = page.getByRole("region", { name: "QuestHQ Demo" });
    const trigger = memberSection.getByRole("button", { name: "Actions for Optimism Explorer Badge" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await menu.waitFor();
    expect(await menu.getByRole("menuitem").allInnerTexts()).toEqual(["Edit", "Pause", "Analytics"]);
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await context.close();
  });
});
