import { describe, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { apiAt } from "../lib/api";
import { newContext, screenshot, signInByEmail, withBrowser } from "../lib/browser";

// A newcomer's first hour in the demo: a new organization publishes a mission that points at
// X accounts and posts, a Discord role and a YouTube channel nobody set up in the sandbox; a new
// user links sandbox accounts in the providers' popups, completes every objective through
// "Do it on Sandbox …" and Verify, and enters the mission.

const baseUrl = inject("baseUrl");
const call = apiAt(baseUrl);
const WALLET = "0x8ba1f109551bD432803012645Ac136ddd64DBA72";
const RUN = Date.now().toString(36);
const POST = "https://x.com/lumenlabs/status/1790000000000000001";
let browser: Browser;
withBrowser((b) => (browser = b));

/** Opens the objective's drawer by its title. */
async function open(page: Page, title: string) {
  await page.getByRole("button", { name: title }).first().click();
  const drawer = page.getByRole("dialog", { name: title });
  await drawer.waitFor();
  return drawer;
}

/** "Do it on Sandbox …", then Verify; the drawer closes afterwards. */
async function doAndVerify(page: Page, title: string, provider: string, done: string | RegExp) {
  console.log(`sandbox-world: ${title}`);
  const drawer = await open(page, title);
  await drawer.getByRole("button", { name: `Do it on Sandbox ${provider}` }).click();
  await page.getByText(done).first().waitFor();
  await drawer.getByRole("button", { name: "Verify" }).click();
  await drawer.getByText("Completed", { exact: true }).first().waitFor();
  await page.keyboard.press("Escape");
}

describe("the sandbox world", () => {
  // A long journey: six objectives, three popups, an entry.
  it("lets a new user complete a new organization's mission on arbitrary targets and enter", { timeout: 240_000 }, async () => {
    // The organization: a new account, a new organization, a mission on targets the sandbox has never seen.
    const orgContext = await newContext(browser, baseUrl);
    const owner = await signInByEmail(orgContext, baseUrl, `owner-${RUN}@example.com`);
    const org = await call<{ id: string }>(owner, "post", "/api/v1/organizations", { name: `Lumen Labs ${RUN}`, slug: `lumen-labs-${RUN}` });
    const title = `Lumen launch ${RUN}`;
    const mission = await call<{ id: string; slug: string }>(owner, "post", "/api/v1/missions", {
      organization_id: org.id,
      title,
      description: "<p>Follow, like, retweet, reply, grab the role, subscribe.</p>",
      blockchain: 8453,
      start_date: new Date(Date.now() - 60_000).toISOString(),
      end_date: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    });
    const objectives: [string, Record<string, unknown>][] = [
      ["twitter_follow", { username: "@lumenlabs_xyz" }],
      ["twitter_like", { tweetUrl: POST }],
      ["twitter_retweet", { tweetUrl: POST }],
      ["twitter_comment", { tweetUrl: POST }],
      ["discord_role", { discordName: "Lumen Labs", discordServerId: "1234567890123456789", discordServerInviteUrl: "https://discord.gg/lumenlabs", discordRoleId: "9876543210987654321", discordRoleName: "Lumen OG" }],
      ["youtube_sub", { channelUrl: "https://www.youtube.com/@lumenlabs" }],
    ];
    for (const [template, values] of objectives) await call(owner, "post", "/api/v1/objectives", { mission: mission.id, template, values });
    await call(owner, "post", "/api/v1/rewards", {
      mission: mission.id,
      kind: "raffle",
      title: "Lumen pass",
      about: "<p>One pass</p>",
      blockchain_chain_id: 8453,
      selection_process: "raffle",
      number_of_winners: 1,
      winner_next_steps: "<p>Watch your inbox.</p>",
    });
    await call(owner, "post", `/api/v1/missions/${mission.id}/publish`);

    // The newcomer, with fresh sandbox accounts of their own on Discord and Google.
    const context = await newContext(browser, baseUrl);
    const user = await signInByEmail(context, baseUrl, `newcomer-${RUN}@example.com`);
    const discord = await call<{ id: string }>(user, "post", "/sandbox/discord/__control/users", { username: `newcomer_${RUN}`, global_name: "Newcomer" });
    const google = await call<{ sub: string }>(user, "post", "/sandbox/google/__control/accounts", { name: `Newcomer ${RUN}` });
    await user.goto(`/missions/${mission.slug}`);
    await user.getByRole("heading", { name: title }).waitFor();

    // X: connect a new sandbox account in the popup, then follow, like, retweet and reply.
    let drawer = await open(user, "Follow @lumenlabs_xyz on Twitter");
    const [xPopup] = await Promise.all([user.waitForEvent("popup"), drawer.getByRole("button", { name: "Connect Twitter" }).click()]);
    await xPopup.getByLabel("Or another sandbox username").fill(`nc_${RUN}`.slice(0, 15));
    await xPopup.getByRole("button", { name: "Authorize app" }).click();
    await xPopup.waitForEvent("close");
    await drawer.getByText("Sandbox").first().waitFor();
    await user.keyboard.press("Escape");
    await doAndVerify(user, "Follow @lumenlabs_xyz on Twitter", "X", "now follows @lumenlabs_xyz.");
    await doAndVerify(user, "Like this post on Twitter", "X", "Sandbox X: post liked.");
    await doAndVerify(user, "Retweet this post on Twitter", "X", "Sandbox X: post retweeted.");
    await doAndVerify(user, "Comment on this post on Twitter", "X", "Sandbox X: reply posted.");

    // Discord: link the new sandbox account, then get the role.
    drawer = await open(user, "Get the Lumen OG role in Lumen Labs");
    const [dPopup] = await Promise.all([user.waitForEvent("popup"), drawer.getByRole("button", { name: "Connect Discord" }).click()]);
    await dPopup.locator(`form[data-account="${discord.id}"]`).getByRole("button", { name: "Authorize" }).click();
    await dPopup.waitForEvent("close");
    await user.keyboard.press("Escape");
    await doAndVerify(user, "Get the Lumen OG role in Lumen Labs", "Discord", "Sandbox Discord: you hold Lumen OG on Lumen Labs.");

    // YouTube: link the new Google account, then subscribe.
    drawer = await open(user, "Subscribe to @lumenlabs on YouTube");
    const [gPopup] = await Promise.all([user.waitForEvent("popup"), drawer.getByRole("button", { name: "Connect YouTube" }).click()]);
    await gPopup.locator(`form[data-account="${google.sub}"]`).getByRole("button", { name: "Allow" }).click();
    await gPopup.waitForEvent("close");
    await user.keyboard.press("Escape");
    await doAndVerify(user, "Subscribe to @lumenlabs on YouTube", "YouTube", "Sandbox YouTube: you subscribed to @lumenlabs.");
    await screenshot(user, "sandbox-world-objectives-done");

    // Every objective is done: the newcomer enters the raffle.
    const form = user.getByRole("form", { name: "Mission entry" });
    await form.getByLabel("Wallet address").fill(WALLET);
    await form.getByRole("button", { name: "Enter For Free" }).click();
    await user.getByText("Results pending").first().waitFor();
    await screenshot(user, "sandbox-world-entered");
  });
});
