import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { fileURLToPath } from "node:url";
import { describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { apiAt } from "../lib/api";
import { ALLOWLIST, liveFor, multiEntryRaffleOnBase, publishMission } from "../lib/missions";
import { connectInPopup, openObjective } from "../lib/objectives";
import { downloadExport, newContext, screenshot, signInByEmail, withBrowser } from "../lib/browser";

// The whole mission journey of Missions part 2, in Chromium against the built app with the
// sandbox providers: the organization publishes a mission; a user links a sandbox X account
// through the popup flow, completes a Twitter, a link and a client-validation objective (all
// verified by the server), enters with paid entries; the organization ends entries, draws and
// exports the winners; the user sees Winner and the next steps; the draw verifies in the
// browser and with `npm run verify-draw`.

const baseUrl = inject("baseUrl");
const api = apiAt(baseUrl);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const WALLET = "0x8ba1f109551bD432803012645Ac136ddd64DBA72";
let browser: Browser;
withBrowser((b) => (browser = b));

/** The organization's side, through the API: a live raffle with three objectives. */
async function publishGenesisRaffle(admin: Page, title: string) {
  return publishMission(
    api,
    admin,
    multiEntryRaffleOnBase(title, "<p>Follow, read, check your wallet, enter.</p>"),
    [
      { template: "twitter_follow", values: { username: "@jack" } },
      {
        template: "link_click",
        values: { title: "Read the launch post", description: "Open it", url: "https://docs.questhq.xyz/launch" },
      },
      { template: "client_validation", values: { key: "okx" } },
    ],
    [
      {
        kind: "raffle",
        title: "Genesis pass",
        about: "<p>One pass</p>",
        blockchain_chain_id: 8453,
        selection_process: "raffle",
        number_of_winners: 1,
        winner_next_steps: "<p>Claim your pass in the Discord #winners channel.</p>",
      },
    ],
  );
}

describe("mission participation journey", () => {
  it("goes from publish to a verified draw and a CSV of winners", async () => {
    const adminContext = await newContext(browser, baseUrl);
    const admin = await signInByEmail(adminContext, baseUrl, "admin@demo.local");
    const title = `E2E raffle ${Date.now().toString(36)}`;
    const mission = await publishGenesisRaffle(admin, title);

    const userContext = await newContext(browser, baseUrl);
    // The OKX wallet extension, as the client-validation objective looks for it.
    await userContext.addInitScript(() => Object.defineProperty(window, "okxwallet", { value: { isOkxWallet: true } }));
    const user = await signInByEmail(userContext, baseUrl, "ben@demo.local");
    await user.goto(`/missions/${mission.slug}`);
    await user.getByRole("heading", { name: title }).waitFor();

    // Twitter: connect a sandbox X account in the 800×800 popup, then verify the follow.
    let drawer = await connectInPopup(user, "Follow @jack on Twitter", "Twitter", async (popup) => {
      // The popup opens at once (so blockers allow it) and then loads the provider's page.
      await popup.getByRole("button", { name: "Authorize app" }).waitFor();
      expect(await popup.title()).toContain("Sandbox X");
      await popup.getByRole("radio", { name: /@sandbox_ben/ }).check();
      await popup.getByRole("button", { name: "Authorize app" }).click();
    });
    await drawer.getByText("Sandbox").first().waitFor();
    // The user follows @jack on (sandbox) X; Verify then asks X's API, as it would in production.
    await drawer.getByRole("button", { name: "Do it on Sandbox X" }).click();
    await user.getByText("Sandbox X: @sandbox_ben now follows @jack.").waitFor();
    await drawer.getByRole("button", { name: "Verify" }).click();
    await user.getByText("Objective has been completed!").waitFor();
    await user.keyboard.press("Escape");

    // A link: opened (dwell time), then verified.
    drawer = await openObjective(user, "Read the launch post");
    const [tab] = await Promise.all([
      userContext.waitForEvent("page"),
      drawer.getByRole("link", { name: "Open link" }).click(),
    ]);
    await tab.close();
    const verifyLink = drawer.getByRole("button", { name: "Verify", exact: true });
    await verifyLink.waitFor({ timeout: 15_000 });
    await expect.poll(() => verifyLink.isEnabled(), { timeout: 15_000 }).toBe(true);
    await verifyLink.click();
    await drawer.getByText("Completed", { exact: true }).first().waitFor();
    await user.keyboard.press("Escape");

    // Client validation sees the OKX wallet.
    drawer = await openObjective(user, "Verify with the OKX Wallet");
    await drawer.getByRole("button", { name: "Verify" }).click();
    await drawer.getByText("Completed", { exact: true }).first().waitFor();
    await user.keyboard.press("Escape");

    // Ben holds a Whale key and has 1,000 $HQ staked in the demo: 3 + 1 more free raffle entries than the mission's 1.
    // Enter with 6 entries: 5 free + 1 × 200 $HQ, confirmed in the spend modal.
    const form = user.getByRole("form", { name: "Mission entry" });
    await form.getByLabel("Wallet address").fill(WALLET);
    const entries = form.getByRole("textbox", { name: "Entries" });
    await form
      .getByTestId("extra-free-entries")
      .getByText("Includes 4 extra free entries: 3 from your membership and 1 from your staked $HQ.")
      .waitFor();
    await entries.fill("6");
    await entries.blur();
    await form.getByRole("button", { name: "Enter For 200 $HQ" }).click();
    const spend = user.getByRole("dialog", { name: "Confirm $HQ spend" });
    await spend.getByRole("button", { name: "Spend 200 $HQ" }).click();
    await user.getByText("You have added entries to the raffle!").waitFor();
    await user.getByText("Results pending").first().waitFor();
    await screenshot(user, "participation-entered");

    // The organization ends entries and draws in Mission Control.
    await admin.goto("/organizations");
    const section = admin.getByRole("region", { name: "QuestHQ Demo" });
    // On a live mission the action says that drawing ends entries first.
    await section.getByRole("button", { name: `End entries and draw ${title}` }).click();
    const drawDialog = admin.getByRole("alertdialog", { name: /^(End entries and draw winners|Draw winners)$/ });
    await drawDialog.getByRole("button", { name: "End entries now" }).click();
    await admin
      .getByRole("alertdialog", { name: "End entries now?" })
      .getByRole("button", { name: "End entries" })
      .click();
    await expect
      .poll(() => drawDialog.getByRole("button", { name: "Draw winners" }).isEnabled(), { timeout: 15_000 })
      .toBe(true);
    await drawDialog.getByRole("button", { name: "Draw winners" }).click();
    await admin.getByText("Winners have been drawn.").waitFor();

    // The user is the winner and reads the next steps.
    await user.reload();
    await user.getByText("Winner", { exact: true }).first().waitFor();
    await user.getByRole("button", { name: "View Winner Next Steps" }).click();
    await user
      .getByRole("dialog", { name: "Winner next steps" })
      .getByText("Claim your pass in the Discord #winners channel.")
      .waitFor();
    await screenshot(user, "participation-winner");
    await user.keyboard.press("Escape");
    // The reward code (docs/product/missions.md#reward-codes): the winner's own code for the prize, to copy; the export
    // below carries it too.
    const rewardCode = await user.getByText(/^QHQ-[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/).innerText();
    await userContext.grantPermissions(["clipboard-read", "clipboard-write"]);
    await user.getByRole("button", { name: "Copy code" }).click();
    await user.getByRole("button", { name: "Copied" }).waitFor();
    expect(await user.evaluate(() => navigator.clipboard.readText())).toBe(rewardCode);
    await screenshot(user, "participation-winner-code");

    // Export the winners as CSV.
    await section.getByRole("button", { name: `Export winners ${title}` }).click();
    const exportDialog = admin.getByRole("dialog", { name: "Export winners" });
    await exportDialog.getByRole("checkbox", { name: "Email address" }).check();
    await exportDialog.getByRole("checkbox", { name: "Twitter username" }).check();
    const download = await downloadExport(admin, exportDialog);
    expect(download.suggestedFilename()).toMatch(/^mission-winners-E2E-raffle-\w+-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, "utf8");
    expect(csv).toContain(WALLET);
    expect(csv).toContain("ben@demo.local");
    expect(csv).toContain("sandbox_ben");
    expect(csv.split("\n")[0]).toContain("Reward code");
    expect(csv).toContain(rewardCode);
    await admin.getByText("CSV file downloaded successfully!").waitFor();

    // Anyone can check the draw: in the browser, and from the published data with the CLI.
    const visitor = await (await newContext(browser, baseUrl)).newPage();
    await visitor.goto(`/missions/${mission.slug}/draw`);
    await visitor.getByRole("button", { name: "Verify in your browser" }).click();
    await visitor
      .getByText("Verified: the published entry list and seed reproduce these winners.")
      .waitFor({ timeout: 30_000 });
    const { stdout } = await promisify(execFile)(
      "npx",
      ["tsx", "scripts/verify-draw.ts", mission.slug, "--url", baseUrl],
      { cwd: root },
    );
    expect(stdout).toContain("VERIFIED");
  }, 150_000);

  it("verifies a Discord server join against the sandbox Discord, linked in the popup", async () => {
    const adminContext = await newContext(browser, baseUrl);
    const admin = await signInByEmail(adminContext, baseUrl, "admin@demo.local");
    const mission = await publishMission(
      api,
      admin,
      { title: `E2E Discord ${Date.now().toString(36)}`, blockchain: 8453, ...liveFor(1) },
      [
        {
          template: "discord_join",
          values: {
            discordName: "QuestHQ Guild",
            discordServerId: "123456789012345678",
            discordServerInviteUrl: "https://discord.gg/questhq",
          },
        },
      ],
      [ALLOWLIST],
    );

    const context = await newContext(browser, baseUrl);
    const user = await signInByEmail(context, baseUrl, "cleo@demo.local");
    await user.goto(`/missions/${mission.slug}`);
    const drawer = await connectInPopup(user, "Join QuestHQ Guild on Discord", "Discord", async (popup) => {
      const authorize = popup.locator("form[data-account]").first().getByRole("button", { name: "Authorize" });
      await authorize.waitFor();
      await authorize.click();
    });
    await drawer.getByRole("button", { name: "Do it on Sandbox Discord" }).click();
    await user.getByText("Sandbox Discord: you joined QuestHQ Guild.").waitFor();
    await drawer.getByRole("button", { name: "Verify" }).click();
    await user.getByText("Objective has been completed!").waitFor();
    await drawer.getByText("Completed", { exact: true }).first().waitFor();
  }, 120_000);
});
