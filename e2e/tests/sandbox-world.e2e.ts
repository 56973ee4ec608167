import { describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { generatePrivateKey } from "viem/accounts";
import { apiAt } from "../lib/api";
import { newContext, screenshot, signInByEmail, withBrowser } from "../lib/browser";
import { liveFor, onePassRaffle, publishMission } from "../lib/missions";
import {
  authorizeAccount,
  connectInPopup,
  doAndVerify,
  enterForFree,
  linkNewXAccount,
  openObjective,
} from "../lib/objectives";
import { injectWallet, signInWithInjectedWallet } from "../lib/injected-wallet";

// A newcomer's first hour in the demo: a new organization publishes a mission that points at
// X accounts and posts, a Discord role and a YouTube channel nobody set up in the sandbox; a new
// user links sandbox accounts in the providers' popups, completes every objective through
// "Do it on Sandbox …" and Verify, and enters the mission. Then a newcomer with a fresh wallet does
// seeded missions' on-chain objectives on the local chain ("Do it on the local chain") and finds
// what to do for an objective that counts earlier missions.

const baseUrl = inject("baseUrl");
const call = apiAt(baseUrl);
const WALLET = "0x8ba1f109551bD432803012645Ac136ddd64DBA72";
const RUN = Date.now().toString(36);
const POST = "https://x.com/lumenlabs/status/1790000000000000001";
let browser: Browser;
withBrowser((b) => (browser = b));

describe("the sandbox world", () => {
  // A long journey: six objectives, three popups, an entry.
  it("lets a new user complete a new organization's mission on arbitrary targets and enter", {
    timeout: 240_000,
  }, async () => {
    // The organization: a new account, a new organization, a mission on targets the sandbox has never seen.
    const orgContext = await newContext(browser, baseUrl);
    const owner = await signInByEmail(orgContext, baseUrl, `owner-${RUN}@example.com`);
    const org = await call<{ id: string }>(owner, "post", "/api/v1/organizations", {
      name: `Lumen Labs ${RUN}`,
      slug: `lumen-labs-${RUN}`,
    });
    const title = `Lumen launch ${RUN}`;
    const objectives: [string, Record<string, unknown>][] = [
      ["twitter_follow", { username: "@lumenlabs_xyz" }],
      ["twitter_like", { tweetUrl: POST }],
      ["twitter_retweet", { tweetUrl: POST }],
      ["twitter_comment", { tweetUrl: POST }],
      [
        "discord_role",
        {
          discordName: "Lumen Labs",
          discordServerId: "1234567890123456789",
          discordServerInviteUrl: "https://discord.gg/lumenlabs",
          discordRoleId: "9876543210987654321",
          discordRoleName: "Lumen OG",
        },
      ],
      ["youtube_sub", { channelUrl: "https://www.youtube.com/@lumenlabs" }],
    ];
    const mission = await publishMission(
      call,
      owner,
      {
        organization_id: org.id,
        title,
        description: "<p>Follow, like, retweet, reply, grab the role, subscribe.</p>",
        blockchain: 8453,
        ...liveFor(3),
      },
      objectives.map(([template, values]) => ({ template, values })),
      [onePassRaffle("Lumen pass")],
    );

    // The newcomer, with fresh sandbox accounts of their own on Discord and Google.
    const context = await newContext(browser, baseUrl);
    const user = await signInByEmail(context, baseUrl, `newcomer-${RUN}@example.com`);
    const discord = await call<{ id: string }>(user, "post", "/sandbox/discord/__control/users", {
      username: `newcomer_${RUN}`,
      global_name: "Newcomer",
    });
    const google = await call<{ sub: string }>(user, "post", "/sandbox/google/__control/accounts", {
      name: `Newcomer ${RUN}`,
    });
    await user.goto(`/missions/${mission.slug}`);
    await user.getByRole("heading", { name: title }).waitFor();

    // X: connect a new sandbox account in the popup, then follow, like, retweet and reply.
    await linkNewXAccount(user, "Follow @lumenlabs_xyz on Twitter", `nc_${RUN}`.slice(0, 15));
    await doAndVerify(user, "Follow @lumenlabs_xyz on Twitter", "X", "now follows @lumenlabs_xyz.");
    await doAndVerify(user, "Like this post on Twitter", "X", "Sandbox X: post liked.");
    await doAndVerify(user, "Retweet this post on Twitter", "X", "Sandbox X: post retweeted.");
    await doAndVerify(user, "Comment on this post on Twitter", "X", "Sandbox X: reply posted.");

    // Discord: link the new sandbox account, then get the role.
    const discordRole = "Get the Lumen OG role in Lumen Labs";
    await connectInPopup(user, discordRole, "Discord", authorizeAccount(discord.id, "Authorize"));
    await user.keyboard.press("Escape");
    await doAndVerify(user, discordRole, "Discord", "Sandbox Discord: you hold Lumen OG on Lumen Labs.");

    // YouTube: link the new Google account, then subscribe.
    const subscribe = "Subscribe to @lumenlabs on YouTube";
    await connectInPopup(user, subscribe, "YouTube", authorizeAccount(google.sub, "Allow"));
    await user.keyboard.press("Escape");
    await doAndVerify(user, subscribe, "YouTube", "Sandbox YouTube: you subscribed to @lumenlabs.");
    await screenshot(user, "sandbox-world-objectives-done");

    // Every objective is done: the newcomer enters the raffle.
    await enterForFree(user, WALLET);
    await screenshot(user, "sandbox-world-entered");
  });

  it("lets a newcomer with a fresh wallet do seeded on-chain objectives on the local chain", {
    timeout: 120_000,
  }, async () => {
    const context = await newContext(browser, baseUrl);
    // A brand-new wallet: no ETH, no tokens, nothing sent yet. Signing in with it links it.
    await injectWallet(context, generatePrivateKey());
    const user = await context.newPage();
    await signInWithInjectedWallet(user, baseUrl);

    // Holding: the sandbox mints demo USDC to the wallet; Verify reads the balance on chain.
    await user.goto("/missions/base-builders-onboarding");
    await user.getByRole("heading", { name: "Base Builders Onboarding" }).waitFor();
    let drawer = await openObjective(user, "Hold 5 demo USDC");
    await drawer.getByRole("button", { name: "Verify" }).click();
    await drawer.getByText(/None of your connected wallets holds at least 5 demo USDC/).waitFor();
    await drawer.getByRole("button", { name: "Do it on the local chain" }).click();
    await user
      .getByText(/now holds 5 demo USDC\./)
      .first()
      .waitFor();
    await drawer.getByRole("button", { name: "Verify" }).click();
    await drawer.getByText("Completed", { exact: true }).first().waitFor();
    await user.keyboard.press("Escape");

    // A swap: sent from the wallet on the local chain; its hash fills the field, Verify checks it.
    await user.goto("/missions/arbitrum-summer-raffle");
    await user.getByRole("heading", { name: "Arbitrum Summer Raffle" }).waitFor();
    drawer = await openObjective(user, "Swap on the demo DEX");
    await drawer.getByRole("button", { name: "Do it on the local chain" }).click();
    await user
      .getByText(/swapped 0\.001 ETH for demo USDC\./)
      .first()
      .waitFor();
    const hash = drawer.getByLabel("Transaction hash");
    await expect.poll(() => hash.inputValue()).toMatch(/^0x[0-9a-f]{64}$/);
    await screenshot(user, "sandbox-world-local-chain-swap");
    await drawer.getByRole("button", { name: "Verify" }).click();
    await drawer.getByText("Completed", { exact: true }).first().waitFor();
    await user.keyboard.press("Escape");

    // Counting earlier missions: no button can do it; the drawer sends the newcomer to the missions.
    drawer = await openObjective(user, "Complete 2 missions");
    await drawer.getByRole("link", { name: "Find missions" }).waitFor();
    expect(await drawer.getByRole("button", { name: /^Do it on/ }).count()).toBe(0);
    await drawer.getByRole("button", { name: "Verify" }).click();
    await drawer.getByText(/You have 0 of the 2 completed missions needed\./).waitFor();
    await screenshot(user, "sandbox-world-history-objective");
  });
});
