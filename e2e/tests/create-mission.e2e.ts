import { describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { apiAt } from "../lib/api";
import { draftMission } from "../lib/missions";
import { newContext, screenshot, signInByEmail, withBrowser } from "../lib/browser";

// The journey: the demo organization admin builds a mission in the wizard with a
// Twitter follow, a Discord role, a Steam playtime and an on-chain hold-NFT objective and a
// raffle reward with an image, publishes it, finds it on /explore filtered by its chain, and a
// visitor reports it. The field rules' messages (docs/product/objectives.md#field-rules) are checked verbatim on the
// way. The admin also deletes a draft's reward, which the published mission's reward step does not allow.

const baseUrl = inject("baseUrl");
const api = apiAt(baseUrl);
const TITLE = "E2E Scroll Expedition";
// Scroll: no demo mission uses it, so the chain filter must narrow Explore to this one mission.
const CHAIN_ID = "534352";
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

let browser: Browser;
withBrowser((b) => (browser = b));

const showsText = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).first().waitFor({ timeout: 10_000 });

function localInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

async function saveObjective(page: Page) {
  await page.getByRole("button", { name: "Save objective" }).click();
  await showsText(page, "Objective has been created!");
}

describe("create a mission end to end", () => {
  let slug = "";

  it("an organization admin builds and publishes a mission through the wizard", async () => {
    const context = await newContext(browser, baseUrl);
    const page = await signInByEmail(context, baseUrl, "admin@demo.local");

    // Details.
    await page.goto("/create-mission");
    await page.getByLabel("Title").fill("ab");
    await showsText(page, "Title must be at least 3 characters.");
    await page.getByLabel("Title").fill(TITLE);
    await page.getByRole("textbox", { name: "Description" }).click();
    await page.keyboard.type("Explore Scroll with us.");
    await page.getByLabel("Banner image").setInputFiles({ name: "banner.png", mimeType: "image/png", buffer: PNG });
    await page.getByLabel("Blockchain").selectOption(CHAIN_ID);
    await page.getByLabel("Start date").fill(localInput(new Date(Date.now() - 60 * 60_000)));
    await page.getByLabel("End date").fill(localInput(new Date(Date.now() + 10 * 86_400_000)));
    await page.getByRole("button", { name: "Save and continue" }).click();
    await showsText(page, "Mission has been created!");
    // The draft's id is in the address, so the step is the same page anywhere.
    await page.waitForURL(/\/create-mission\/objectives\?missionId=[0-9a-f-]{36}$/);

    // Twitter follow, with the username rules of docs/product/objectives.md#twitter-fields.
    await page.getByRole("button", { name: /Follow on Twitter/ }).click();
    await page.getByLabel("Username").fill("questhq");
    await showsText(page, "Username must start with '@'.");
    await page.getByLabel("Username").fill("@quest-hq");
    await showsText(page, "Username can only contain alphanumeric characters and underscores after '@'.");
    await page.getByLabel("Username").fill("@questhq");
    await saveObjective(page);

    // Discord role.
    await page.getByRole("button", { name: "Add objective" }).click();
    await page.getByRole("button", { name: /Get a Discord role/ }).click();
    await page.getByLabel("Server name").fill("QuestHQ");
    await page.getByLabel("Server ID").fill("123");
    await showsText(page, "Invalid Discord server ID");
    await page.getByLabel("Server ID").fill("123456789012345678");
    await page.getByLabel("Invite link").fill("https://discord.gg/questhq");
    await page.getByLabel("Role ID").fill("223456789012345678");
    await page.getByRole("button", { name: "Save objective" }).click();
    await showsText(page, "Role name cannot be empty.");
    await page.getByLabel("Role name").fill("Explorer");
    await saveObjective(page);

    // Steam playtime.
    await page.getByRole("button", { name: "Add objective" }).click();
    await page.getByRole("searchbox").fill("play");
    await page.getByRole("button", { name: /Play a game/ }).click();
    await page.getByLabel("Game", { exact: true }).fill("Counter-Strike 2");
    await page.getByLabel("Steam store link").fill("https://store.steampowered.com/app/730/");
    await page.getByLabel("Game ID", { exact: true }).fill("730");
    await page.getByLabel("Playtime (minutes)").fill("-3");
    await showsText(page, "Duration of playtime must be a positive number");
    await page.getByLabel("Playtime (minutes)").fill("120");
    await saveObjective(page);

    // On-chain: hold an NFT.
    await page.getByRole("button", { name: "Add objective" }).click();
    await page.getByRole("searchbox").fill("");
    await page.getByRole("button", { name: /Hold an NFT/ }).click();
    await page.getByLabel("Title", { exact: true }).fill("Hold a Scroll Pass");
    await page.getByLabel("Blockchain").selectOption(CHAIN_ID);
    await page.getByLabel("Description", { exact: true }).fill("Hold at least one Scroll Pass.");
    await page.getByLabel("Contract address").fill("0x123");
    await showsText(page, "Invalid EVM address");
    await page.getByLabel("Contract address").fill("0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d");
    await page.getByLabel("URL", { exact: true }).fill("https://opensea.io/collection/scroll-pass");
    await saveObjective(page);

    const list = page.locator('ol[aria-label="Mission objectives"] > li');
    await expect.poll(() => list.count()).toBe(4);
    await screenshot(page, "create-mission-objectives");
    // A new tab (no sessionStorage of this one) opened on the step's address shows the same draft; without an
    // id it explains itself instead of showing an error.
    const tab = await context.newPage();
    await tab.goto(page.url());
    await expect
      .poll(() => tab.locator('ol[aria-label="Mission objectives"] > li').count(), { timeout: 10_000 })
      .toBe(4);
    await tab.close();
    const bare = await context.newPage();
    await bare.goto("/create-mission/review");
    await bare.getByText("No mission draft to continue").waitFor();
    await bare.close();
    await page.getByRole("button", { name: "Continue to reward" }).click();
    await page.waitForURL(/\/create-mission\/reward\?missionId=/);

    // Raffle reward with an image.
    await page.getByLabel("Reward title").fill("Scroll Explorer Pass");
    await page.getByLabel("Blockchain").selectOption(CHAIN_ID);
    await page.getByLabel("Selection process").selectOption("raffle");
    await page.getByLabel("Number of winners").fill("0");
    await showsText(page, "Number of winners must be at least 1.");
    await page.getByLabel("Number of winners").fill("25");
    await page.getByRole("textbox", { name: "Winner next steps" }).click();
    await page.keyboard.type("Submit your wallet within 7 days.");
    await page.getByLabel("Reward asset").setInputFiles({ name: "prize.png", mimeType: "image/png", buffer: PNG });
    await page.getByRole("button", { name: "Save reward" }).click();
    await showsText(page, "Mission Reward has been created!");
    await page.waitForURL(/\/create-mission\/review\?missionId=/);

    // Review survives a reload, and opens in a new tab from its address; then publish.
    await page.reload();
    const reviewTab = await context.newPage();
    await reviewTab.goto(page.url());
    await reviewTab.getByRole("button", { name: "Publish mission" }).waitFor();
    await reviewTab.close();
    await page.getByRole("button", { name: "Publish mission" }).click();
    await showsText(page, "Mission has been published!");
    await page.waitForURL(/\/missions\/e2e-scroll-expedition/);
    slug = new URL(page.url()).pathname.split("/").pop()!;
    await page.getByRole("heading", { name: TITLE }).waitFor();
    await screenshot(page, "create-mission-published");

    const mission = (await (await page.request.get(`/api/v1/missions/${slug}`)).json()).data;
    expect(mission).toMatchObject({ status: "published", blockchain: Number(CHAIN_ID), objective_count: 4 });
    const objectives = (await (await page.request.get(`/api/v1/missions/${slug}/objectives`)).json()).data as {
      template: string;
    }[];
    expect(objectives.map((o) => o.template)).toEqual([
      "twitter_follow",
      "discord_role",
      "steam_playtime",
      "onchain_holding_nft",
    ]);
    const reward = (await (await page.request.get(`/api/v1/missions/${slug}/reward`)).json()).data;
    expect(reward).toMatchObject({ selection_process: "raffle", number_of_winners: 25, reward_asset_type: "image" });
    await context.close();
  }, 120_000);

  it("a visitor finds it on /explore filtered by its chain", async () => {
    expect(slug).not.toBe("");
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await page.goto("/explore");
    await page.getByLabel("Chain").selectOption(CHAIN_ID);
    await page.waitForURL(/chain=534352/);
    // The mission is in the unfiltered list too: the filtered one has arrived when its card is the only one, since
    // only this mission is on Scroll (a first look could still see the list before the filter, or its skeleton).
    const titles = () => page.getByRole("heading", { level: 3 }).allInnerTexts();
    await expect.poll(titles, { timeout: 15_000 }).toEqual([TITLE]);
    await expect(page.locator(`a[href="/missions/${slug}"]`).count()).resolves.toBeGreaterThan(0);
    await screenshot(page, "explore-filtered-by-chain");
    await context.close();
  });

  it("a visitor reports it: a reason is required, then the report is sent", async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await page.goto(`/missions/${slug}`);
    await page.getByRole("button", { name: "Report mission" }).click();
    const dialog = page.getByRole("dialog", { name: "Report mission" });
    await dialog.getByRole("button", { name: "Submit report" }).click();
    await showsText(page, "Please select a reason for reporting");
    await dialog.getByRole("radio", { name: "Fraudulent or Suspicious Activity" }).check();
    await dialog.getByLabel("Additional details").fill("The contract looks like a copy.");
    const sent = page.waitForResponse((r) => r.url().includes(`/flag`) && r.request().method() === "POST");
    await dialog.getByRole("button", { name: "Submit report" }).click();
    expect((await sent).status()).toBe(201);
    await showsText(page, "Thanks — your report has been sent.");
    await dialog.waitFor({ state: "hidden" });
    await context.close();
  });

  it("the admin deletes a draft's reward once confirmed; a published mission's reward cannot be deleted", async () => {
    expect(slug).not.toBe("");
    const context = await newContext(browser, baseUrl, { viewport: { width: 1440, height: 900 } });
    const page = await signInByEmail(context, baseUrl, "admin@demo.local");
    const draft = await draftMission(
      api,
      page,
      {
        title: `E2E reward to delete ${Date.now().toString(36)}`,
        description: "<p>A draft whose reward is replaced.</p>",
        blockchain: 1,
        start_date: new Date(Date.now() + 86_400_000).toISOString(),
        end_date: new Date(Date.now() + 8 * 86_400_000).toISOString(),
      },
      [],
      [
        {
          kind: "allowlist",
          title: "Early access",
          about: "<p>A spot on the list.</p>",
          blockchain_chain_id: 1,
          selection_process: "All",
          number_of_winners: 50,
          winner_next_steps: "<p>Watch your inbox.</p>",
        },
      ],
    );
    const rewardStatus = async () => (await page.request.get(`/api/v1/missions/${draft.id}/reward`)).status();

    await page.goto(`/edit-mission/${draft.id}/reward`);
    await expect.poll(() => page.getByLabel("Reward title").inputValue()).toBe("Early access");
    const confirm = page.getByRole("alertdialog", { name: "Delete this reward?" });
    // Cancel backs out: the reward stays.
    await page.getByRole("button", { name: "Delete reward" }).click();
    await confirm.getByText("“Early access” will be removed from this mission", { exact: false }).waitFor();
    await confirm.getByText("A mission can't be published without a reward", { exact: false }).waitFor();
    await screenshot(page, "delete-reward-confirm");
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "hidden" });
    expect(await rewardStatus()).toBe(200);

    await page.getByRole("button", { name: "Delete reward" }).click();
    await confirm.getByRole("button", { name: "Delete reward" }).click();
    await showsText(page, "Reward has been deleted.");
    await confirm.waitFor({ state: "hidden" });
    expect(await rewardStatus()).toBe(404);
    // The step now offers a new reward, with nothing left to delete.
    await expect.poll(() => page.getByLabel("Reward title").inputValue()).toBe("");
    expect(await page.getByRole("button", { name: "Delete reward" }).count()).toBe(0);
    await screenshot(page, "delete-reward-done");

    // The mission published above keeps its reward: the action is there, disabled, with the server's reason.
    const published = await api<{ id: string }>(page, "get", `/api/v1/missions/${slug}`);
    await page.goto(`/edit-mission/${published.id}/reward`);
    const refused = page.getByRole("button", { name: "Delete reward" });
    await refused.waitFor();
    expect(await refused.isDisabled()).toBe(true);
    await showsText(page, "A published mission must keep its reward.");
    await context.close();
  }, 60_000);
});
