import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { apiAt, demoOrganization } from "../lib/api";
import { liveFor, publishMission } from "../lib/missions";
import { downloadExport, newContext, screenshot, signInByEmail, withBrowser } from "../lib/browser";

// Wallet collection: the organizer sets a wallet deadline on a Solana reward; the winner is reminded that
// collection is ending, submits a Solana wallet on /enter-wallet (a wrong one first gets the entry wallet message of
// docs/product/missions.md#entry-wallet), and the organizer's CSV export carries it. The demo's winner (Ada) finds her
// win and its deadline (docs/product/limits.md#interface-timings) there too.

const baseUrl = inject("baseUrl");
const api = apiAt(baseUrl);
const RUN = Date.now().toString(36);
const ENTRY_WALLET = "7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV";
const PAYOUT_WALLET = "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM";
const EVM_WALLET = "0x8ba1f109551bD432803012645Ac136ddd64DBA72";
const DAY = 86_400_000;

/** axe-core's serious and critical findings (WCAG 2.x A/AA and best practices), as "rule: elements" lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
let browser: Browser;
withBrowser((b) => (browser = b));

/** A live "All" mission with a Solana reward whose wallet deadline is five days away. */
async function publishSolanaMission(admin: Page, title: string) {
  const mission = await publishMission(
    api,
    admin,
    {
      title,
      description: "<p>Check your wallet, win a Solana pass.</p>",
      blockchain: 8453,
      free_entries: 1,
      ...liveFor(3),
    },
    [{ template: "client_validation", values: { key: "okx" } }],
    [
      {
        kind: "allowlist",
        title: "Solana pass",
        blockchain_chain_id: -1,
        selection_process: "All",
        wallet_deadline: new Date(Date.now() + 5 * DAY).toISOString(),
      },
    ],
  );
  return { ...mission, objectiveId: mission.objectiveIds[0]! };
}

describe("wallet collection", () => {
  it("reminds a winner, takes their Solana wallet on /enter-wallet and exports it", async () => {
    const adminContext = await newContext(browser, baseUrl);
    const admin = await signInByEmail(adminContext, baseUrl, "admin@demo.local");
    const title = `E2E Solana pass ${RUN}`;
    const mission = await publishSolanaMission(admin, title);

    // The user completes the objective and enters with a wallet (the entry form is another journey's subject).
    const userContext = await newContext(browser, baseUrl, { viewport: { width: 1440, height: 900 } });
    const user = await signInByEmail(userContext, baseUrl, `wallet-winner-${RUN}@example.com`);
    await api(user, "post", `/api/v1/missions/${mission.id}/participate`, {
      objective_id: mission.objectiveId,
      client_signal: { okx_wallet_present: true },
    });
    await api(user, "post", `/api/v1/missions/${mission.id}/complete`, { wallet_address: ENTRY_WALLET, quantity: 1 });
    await api(admin, "post", `/api/v1/missions/${mission.id}/close`);
    await api(admin, "post", `/api/v1/missions/${mission.id}/draw`);

    // Signed in with a wallet to confirm before an approaching deadline: the reminder.
    await user.goto("/explore");
    const reminder = user.getByRole("dialog", { name: "Wallet collection is ending" });
    await reminder.waitFor();
    expect(await reminder.getByTestId("reminder-deadline").innerText()).toMatch(/\d{4} at \d{1,2}:\d{2} [AP]M \w+/);
    await reminder.getByText(title).waitFor();
    await screenshot(user, "enter-wallet-reminder");
    await reminder.getByRole("link", { name: "Enter wallet" }).click();
    await user.waitForURL(`${baseUrl}/enter-wallet?mission=${mission.slug}`);

    // The won reward is preselected, with its chain, deadline and the wallet entered with.
    await user.getByRole("heading", { name: "Submit your wallet" }).waitFor();
    const option = user.getByRole("radio", { name: new RegExp(title) });
    expect(await option.isChecked()).toBe(true);
    const form = user.getByRole("region", { name: "Solana pass" });
    expect(await form.getByTestId("current-wallet").innerText()).toContain(ENTRY_WALLET);
    const field = form.getByLabel("Solana wallet address");

    // A wrong address: the catalogue's message (docs/product/missions.md#entry-wallet), verbatim, and nothing saved.
    await field.fill(EVM_WALLET);
    await form.getByRole("button", { name: "Save wallet" }).click();
    await form.getByText("Please enter a valid Solana Wallet Address.", { exact: true }).waitFor();
    expect(await form.getByTestId("current-wallet").innerText()).toContain(ENTRY_WALLET);

    // Keyboard only: fix the address and submit with Enter.
    await field.focus();
    await user.keyboard.press("ControlOrMeta+A");
    await user.keyboard.type(PAYOUT_WALLET);
    expect(await form.getByText("Please enter a valid Solana Wallet Address.").count()).toBe(0);
    await user.keyboard.press("Enter");
    await user.getByText("Your wallet has been saved.").waitFor();
    await expect.poll(() => form.getByTestId("current-wallet").innerText()).toContain(PAYOUT_WALLET);
    await option.locator("xpath=ancestor::label").getByText("Wallet submitted").waitFor();
    await screenshot(user, "enter-wallet-desktop");

    // The reminder showed once for this deadline: a new visit does not show it again.
    await user.goto("/explore");
    await user.getByRole("heading", { level: 1 }).first().waitFor();
    await user.waitForTimeout(1500);
    expect(await user.getByRole("dialog", { name: "Wallet collection is ending" }).count()).toBe(0);

    // On a phone the page fits the screen.
    await user.setViewportSize({ width: 390, height: 844 });
    await user.goto(`/enter-wallet?mission=${mission.slug}`);
    await user.getByRole("region", { name: "Solana pass" }).waitFor();
    expect(await user.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(user, "enter-wallet-phone");

    // The organizer's export has the submitted wallet, not the entry's.
    await admin.goto("/organizations");
    const section = admin.getByRole("region", { name: "QuestHQ Demo" });
    await section.getByRole("button", { name: `Export winners ${title}` }).click();
    const exportDialog = admin.getByRole("dialog", { name: "Export winners" });
    // The demo admin holds a Whale key: contact columns (an organizer tool of Pro and Whale) are open to them.
    await expect.poll(() => exportDialog.getByRole("checkbox", { name: /^Email address/ }).isEnabled()).toBe(true);
    const download = await downloadExport(admin, exportDialog);
    const csv = readFileSync((await download.path())!, "utf8");
    expect(csv).toContain(PAYOUT_WALLET);
    expect(csv).not.toContain(ENTRY_WALLET);
    expect(csv).toContain(`wallet-winner-${RUN}@example.com`);
    await adminContext.close();
    await userContext.close();
  }, 120_000);

  it("shows the demo winner her win with the deadline in her time zone, and takes her confirmation", async () => {
    const context = await newContext(browser, baseUrl, {
      viewport: { width: 1440, height: 900 },
      timezoneId: "America/New_York",
    });
    const ada = await signInByEmail(context, baseUrl, "ada@demo.local");
    await ada.goto("/enter-wallet?mission=layer-two-launch-week");
    const form = ada.getByRole("region", { name: "Launch Week loot boxes" });
    await form.waitFor();
    expect(await form.getByTestId("wallet-deadline").innerText()).toBe("Sunday, January 24, 2027 at 2:00 PM EST");
    expect(await form.getByTestId("current-wallet").innerText()).toContain(
      "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
    );
    await screenshot(ada, "enter-wallet-demo");
    expect(await seriousViolations(ada)).toEqual([]);
    await ada.setViewportSize({ width: 390, height: 844 });
    expect(await seriousViolations(ada)).toEqual([]);
    await ada.setViewportSize({ width: 1440, height: 900 });
    await form.getByRole("button", { name: "Confirm wallet" }).click();
    await ada.getByText("Your wallet has been saved.").waitFor();
    await ada
      .getByRole("radio", { name: /Layer Two Launch Week/ })
      .locator("xpath=ancestor::label")
      .getByText("Wallet submitted")
      .waitFor();
    await context.close();
  });

  it("the organizer sets the wallet deadline in the reward step (own time zone), after the mission's end", async () => {
    const context = await newContext(browser, baseUrl, {
      viewport: { width: 1440, height: 900 },
      timezoneId: "America/New_York",
    });
    const admin = await signInByEmail(context, baseUrl, "admin@demo.local");
    const org = await demoOrganization(api, admin);
    const draft = await api<{ id: string }>(admin, "post", "/api/v1/missions", {
      organization_id: org.id,
      title: `E2E wallet deadline ${RUN}`,
      blockchain: 8453,
      start_date: new Date(Date.now() + DAY).toISOString(),
      end_date: "2026-12-20T17:00:00.000Z",
    });
    await admin.goto(`/create-mission/reward?missionId=${draft.id}`);
    await admin.getByLabel("Reward title").fill("Solana pass");
    await admin.getByLabel("Blockchain").selectOption("-1");
    await admin.getByLabel("Selection process").selectOption("All");
    await admin.getByLabel("Number of winners").fill("10");
    const deadline = admin.getByLabel("Wallet collection deadline (optional)");
    await admin.getByText("In your time zone (America/New_York)", { exact: false }).waitFor();
    // Noon in New York on the mission's last day is before its end (17:00 UTC): refused, with the reason.
    await deadline.fill("2026-12-20T11:00");
    await admin.getByText("The wallet deadline must be after the mission's end date.").waitFor();
    await deadline.fill("2027-01-24T14:00");
    expect(await admin.getByText("The wallet deadline must be after the mission's end date.").count()).toBe(0);
    await screenshot(admin, "enter-wallet-reward-step");
    await admin.getByRole("button", { name: "Save reward" }).click();
    await admin.waitForURL(/\/create-mission\/review\?missionId=/);
    // 2 PM in New York is 19:00 UTC in January (EST).
    const saved = await api<{ wallet_deadline: string | null }>(admin, "get", `/api/v1/missions/${draft.id}/reward`);
    expect(saved.wallet_deadline).toBe("2027-01-24T19:00:00.000Z");

    // The organizer won nothing: the page says so. A visitor is sent to sign in first.
    await admin.goto("/enter-wallet");
    await admin.getByText("No rewards waiting for a wallet").waitFor();
    await screenshot(admin, "enter-wallet-empty");
    const visitor = await context.browser()!.newPage();
    await visitor.goto(`${baseUrl}/enter-wallet?mission=layer-two-launch-week`);
    await visitor.waitForURL(/\/sign-in\?redirect_url=/);
    await visitor.close();
    await context.close();
  });
});
