import { describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { createPublicClient, http, parseAbi, type Address } from "viem";
import { newContext, screenshot, withBrowser } from "../lib/browser";
import { ADA, ADA_KEY, injectWallet, passWalletGate, signInWithInjectedWallet } from "../lib/injected-wallet";

// Ada's membership NFTs (#1 and #2 Membership, #1310 Whale, minted by the demo chain) staked and unstaked from
// Settings on the local chain: approval, then stakeAll, the confirmed counts and their booster (0.20 × 2 + 1.00),
// then unstakeAll; ownership is read on chain. First, at a desktop width, the profile menu offers the $HQ balance
// (two decimals) with Deposit $HQ and Withdraw $HQ, which the phone drawer has too.

const baseUrl = inject("baseUrl");
const chainUrl = inject("chainUrl");
const ADA_NFTS = [1n, 2n, 1310n];
/** Anvil's account #5: no demo account and no membership NFT. */
const NEWCOMER_KEY = "0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba" as const;
const chain = createPublicClient({ transport: http(chainUrl) });
const ownerOfAbi = parseAbi(["function ownerOf(uint256) view returns (address)"]);
let browser: Browser;
withBrowser((b) => (browser = b));

const owners = (membership: Address) =>
  Promise.all(
    ADA_NFTS.map(async (id) =>
      (
        await chain.readContract({ address: membership, abi: ownerOfAbi, functionName: "ownerOf", args: [id] })
      ).toLowerCase(),
    ),
  );

async function readConfig(page: Page) {
  type Config = { data: { staking: { contracts: Record<string, Address> } } };
  const config = await page.evaluate(async () => (await (await fetch("/api/v1/config")).json()) as Config);
  return {
    membership: config.data.staking.contracts.HQMembership!,
    nftStaking: config.data.staking.contracts.HQNftStaking!,
  };
}

describe("membership NFT staking", () => {
  it("offers the $HQ balance, Deposit $HQ and Withdraw $HQ in the desktop profile menu", async () => {
    const context = await newContext(browser, baseUrl, { viewport: { width: 1440, height: 900 } });
    await injectWallet(context, ADA_KEY, 1, chainUrl);
    const page = await context.newPage();
    await signInWithInjectedWallet(page, baseUrl);
    const available = await page.evaluate(
      async () =>
        ((await (await fetch("/api/v1/users/credits")).json()) as { data: { stake: { available: number } } }).data.stake
          .available,
    );
    const twoDecimals = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

    for (const action of ["Deposit $HQ", "Withdraw $HQ"]) {
      await page.getByRole("button", { name: /Account menu for/ }).click();
      const menu = page.getByRole("menu");
      await menu.getByText("$HQ Balance").waitFor();
      expect(await menu.getByTestId("profile-menu-hq-balance").innerText()).toBe(twoDecimals.format(available));
      if (action === "Deposit $HQ") {
        await page.waitForTimeout(300); // the menu's fade-in, for a readable picture
        await screenshot(page, "profile-menu-hq-desktop");
      }
      await menu.getByRole("menuitem", { name: action }).click();
      await page.getByRole("dialog", { name: action }).waitFor();
      await page.keyboard.press("Escape");
      await page.getByRole("dialog", { name: action }).waitFor({ state: "hidden" });
    }
    await context.close();
  });

  it("stakes all and unstakes all of a member's NFTs and shows the counts and the booster", async () => {
    const context = await newContext(browser, baseUrl, { viewport: { width: 1440, height: 900 } });
    await injectWallet(context, ADA_KEY, 1, chainUrl);
    const page = await context.newPage();
    await signInWithInjectedWallet(page, baseUrl);
    const { membership, nftStaking } = await readConfig(page);
    expect(await owners(membership)).toEqual(ADA_NFTS.map(() => ADA.toLowerCase()));

    await page.goto("/settings#membership-nfts");
    const section = page.getByRole("region", { name: "Membership NFTs" });
    await section.getByText("0.20 per Membership NFT, 1.00 per Whale NFT").waitFor();
    // The wallet gate: connect the injected wallet to wagmi, then switch it to the local chain.
    const nfts = section.getByRole("list", { name: "Your membership NFTs" });
    await passWalletGate(section, nfts, section.getByRole("button", { name: "Switch to Anvil Local" }));

    // By type, whale first, all three in the wallet; nothing staked yet.
    await nfts.getByText("Whale #1310").waitFor();
    expect(await nfts.getByRole("listitem").allInnerTexts()).toEqual([
      expect.stringMatching(/Whale #1310\s+In wallet/),
      expect.stringMatching(/Membership #1\s+In wallet/),
      expect.stringMatching(/Membership #2\s+In wallet/),
    ]);
    await section.getByText("0 Membership · 0 Whale").waitFor();
    await section.getByText("+0.00").waitFor();
    await screenshot(page, "nft-staking-held");

    await section.getByRole("button", { name: "Stake all", exact: true }).click();
    const stakeModal = page.getByRole("dialog", { name: "Stake all NFTs" });
    await stakeModal.getByText("2 Membership · 1 Whale").waitFor();
    // A fresh chain: the staking contract is not approved yet, so approval comes first.
    await stakeModal.getByRole("list", { name: "Steps" }).waitFor();
    await screenshot(page, "nft-staking-stake-modal");
    await stakeModal.getByRole("button", { name: "Stake all", exact: true }).click();
    await page.getByText("Tokens Approved!").waitFor({ timeout: 30_000 });
    await page.getByText("NFTs Staked!").waitFor({ timeout: 30_000 });
    await screenshot(page, "nft-staking-toast");
    await stakeModal.waitFor({ state: "hidden" });
    expect(await owners(membership)).toEqual(ADA_NFTS.map(() => nftStaking.toLowerCase()));

    // The wallet list follows at once (500 ms); the counts once the indexer has confirmed the stake.
    await nfts.getByText("Staked").first().waitFor();
    expect(await nfts.getByText("Staked", { exact: true }).count()).toBe(3);
    await section.getByText("2 Membership · 1 Whale").waitFor({ timeout: 60_000 });
    await section.getByText("+1.40").waitFor();
    await screenshot(page, "nft-staking-staked");

    await section.getByRole("button", { name: "Unstake all", exact: true }).click();
    const unstakeModal = page.getByRole("dialog", { name: "Unstake all NFTs" });
    await unstakeModal.getByText("2 Membership · 1 Whale").waitFor();
    expect(await unstakeModal.getByRole("list", { name: "Steps" }).count()).toBe(0);
    await unstakeModal.getByRole("button", { name: "Unstake all", exact: true }).click();
    await page.getByText("NFTs Unstaked!").waitFor({ timeout: 30_000 });
    expect(await owners(membership)).toEqual(ADA_NFTS.map(() => ADA.toLowerCase()));
    await section.getByText("0 Membership · 0 Whale").waitFor({ timeout: 60_000 });
    await section.getByText("+0.00").waitFor();
    expect(await nfts.getByText("In wallet", { exact: true }).count()).toBe(3);

    // The same section on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, "nft-staking-phone");
    await context.close();
  }, 180_000);

  it("tells a wallet without membership NFTs so and points to /membership", async () => {
    const context = await newContext(browser, baseUrl, { mobile: true, viewport: { width: 390, height: 844 } });
    await injectWallet(context, NEWCOMER_KEY, 1, chainUrl);
    const page = await context.newPage();
    await signInWithInjectedWallet(page, baseUrl);
    await page.goto("/settings#membership-nfts");
    const section = page.getByRole("region", { name: "Membership NFTs" });
    const empty = section.getByText("Your primary wallet holds no Membership or Whale NFTs.");
    await passWalletGate(section, empty, section.getByRole("button", { name: "Switch to Anvil Local" }));
    await empty.waitFor();
    await section.getByText("0 Membership · 0 Whale").waitFor();
    // Nothing to stake or unstake: no dead buttons, the way to membership instead.
    expect(await section.getByRole("button", { name: /Stake all|Unstake all/ }).count()).toBe(0);
    await empty.scrollIntoViewIfNeeded();
    await screenshot(page, "nft-staking-empty-phone");
    await section.getByRole("link", { name: "Become a member" }).click();
    await page.waitForURL(`${baseUrl}/membership`);
    await context.close();
  });
});
