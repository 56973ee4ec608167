import { describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { createPublicClient, createTestClient, erc20Abi, erc721Abi, http, parseAbi, type Address } from "viem";
import { apiAt } from "../lib/api";
import { draftMission, liveFor, localNftMint } from "../lib/missions";
import { newContext, screenshot, withBrowser } from "../lib/browser";
import {
  ADA,
  ADA_KEY,
  DEV_KEY_0,
  injectWallet,
  passWalletGate,
  signInWithInjectedWallet,
} from "../lib/injected-wallet";
import { openLinkAndVerify, openObjective } from "../lib/objectives";

// Collecting on-chain rewards without leaving the app, on the e2e server's local chain (anvil, the demo's reward
// contracts deployed): Ada's wallet starts on Ethereum and does not know the local chain, so the first switch fails
// with 4902 and the app adds the chain. She sends the demo swap call from the objective's drawer (verified by its
// hash), mints the Local Stamp from the mint objective's drawer (which then completes), finishes the mission, mints 2
// Local Passes (balance and supply move on chain, and she is entered), then claims the demo USDC of the token mission
// she won.

const baseUrl = inject("baseUrl");
const chainUrl = inject("chainUrl");
const api = apiAt(baseUrl);
const chain = createPublicClient({ transport: http(chainUrl) });
const node = createTestClient({ mode: "anvil", transport: http(chainUrl) });
const CONFIRMATION_NOTICE = "Transactions take about 15–30 seconds to confirm.";

/**
 * The local chain mines a transaction the moment it arrives, so nobody would ever see the wait for a receipt: `send`
 * runs with block production paused (it sends and checks what the page shows while waiting), then one block is mined
 * and the chain goes back to mining as the e2e server runs it (on every transaction, and a block a second).
 */
async function withBlocksHeld(send: () => Promise<void>) {
  await node.setAutomine(false);
  await node.setIntervalMining({ interval: 0 });
  try {
    await send();
  } finally {
    await node.mine({ blocks: 1 });
    await node.setAutomine(true);
    await node.setIntervalMining({ interval: 1 });
  }
}
let browser: Browser;
withBrowser((b) => (browser = b));

const signInWithWallet = (page: Page) => signInWithInjectedWallet(page, baseUrl);

async function missionBySlug(page: Page, slug: string) {
  const mission = await api<{ id: string }>(page, "get", `/api/v1/missions/${slug}`);
  const reward = await api<{ contract_address: Address }>(page, "get", `/api/v1/missions/${mission.id}/reward`);
  return { id: mission.id, contract: reward.contract_address };
}

describe("on-chain rewards in the app", () => {
  it("adds the chain and sends an objective's call, mints a mint objective's NFT, mints 2, is entered", async () => {
    const context = await newContext(browser, baseUrl);
    const wallet = await injectWallet(context, ADA_KEY, 1, chainUrl, { knownChains: [1] });
    const page = await context.newPage();
    await signInWithWallet(page);
    const { id, contract } = await missionBySlug(page, "local-chain-pass");
    await page.goto("/missions/local-chain-pass");
    await page.getByRole("heading", { name: "Local Chain Pass" }).first().waitFor();
    // With the wallet still on Ethereum the panel cannot read the contract; once its retries are spent it says so.
    // The reads must run again when the wallet is on the chain, however long the objective below takes.
    await page
      .getByRole("region", { name: "Mint" })
      .getByText("Connect a wallet on Anvil Local to read the price and supply from the contract.")
      .waitFor({ timeout: 30_000 });

    // The function objective: connect the wallet, switch (4902 → add → switch), send, verified by its hash.
    const drawer = await openObjective(page, "Swap on the demo DEX");
    // The mint panel beside it may have reconnected the wallet already (wagmi reconnects an authorized wallet).
    const switchChain = drawer.getByRole("button", { name: "Switch to Anvil Local" });
    await passWalletGate(drawer, switchChain);
    await switchChain.click();
    await drawer.getByLabel("Value (ETH)").fill("0.001");
    expect(wallet.addedChains).toHaveLength(1);
    expect(wallet.addedChains[0]).toMatchObject({ chainId: "0x7a69", chainName: "Anvil Local" });
    await screenshot(page, "onchain-objective-send");
    await drawer.getByRole("button", { name: "Send transaction" }).click();
    await drawer.getByText("Completed", { exact: true }).first().waitFor({ timeout: 30_000 });
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "hidden" });

    // The link objective, so every objective is done.
    const link = await openObjective(page, "Local chain guide");
    await openLinkAndVerify(context, link);
    await page.keyboard.press("Escape");
    await link.waitFor({ state: "hidden" });

    // The mint objective: one Local Stamp minted from its drawer with the server's permit, then verified by holding it.
    const objectives = await api<{ title: string; template: string; values: { contract_address: Address } }[]>(
      page,
      "get",
      `/api/v1/missions/${id}/objectives`,
    );
    const stamp = objectives.find((o) => o.template === "onchain_mint")!.values.contract_address;
    const stamps = () => chain.readContract({ address: stamp, abi: erc721Abi, functionName: "balanceOf", args: [ADA] });
    expect(await stamps()).toBe(0n);
    const mintObjective = await openObjective(page, "Mint the Local Stamp");
    // 0.0005 ETH for the stamp plus the registry's flat fee of the local chain.
    const mintStamp = mintObjective.getByRole("button", { name: "Mint 1 for 0.00149 ETH" });
    await passWalletGate(mintObjective, mintStamp);
    await screenshot(page, "objective-mint-ready");
    await withBlocksHeld(async () => {
      await mintStamp.click();
      // Sent and not mined yet: the confirmation time (docs/product/limits.md#transactions) is said while the receipt
      // is awaited.
      await mintObjective.getByText(CONFIRMATION_NOTICE).waitFor({ timeout: 15_000 });
      await screenshot(page, "objective-mint-confirming");
    });
    await mintObjective.getByText("Completed", { exact: true }).first().waitFor({ timeout: 30_000 });
    // The receipt is in: the notice goes with the wait.
    await mintObjective.getByText(CONFIRMATION_NOTICE).waitFor({ state: "detached" });
    expect(await stamps()).toBe(1n);
    await screenshot(page, "objective-mint-completed");
    await page.keyboard.press("Escape");
    await mintObjective.waitFor({ state: "hidden" });
    // Its "Nfts Minted!" toast goes before the reward's mint below says the same.
    await page.getByText("Nfts Minted!").waitFor({ state: "detached", timeout: 15_000 });

    // Mint 2: the price and fee come from the contract and the registry.
    const balanceBefore = await chain.readContract({
      address: contract,
      abi: erc721Abi,
      functionName: "balanceOf",
      args: [ADA],
    });
    const supplyBefore = await chain.readContract({ address: contract, abi: erc721Abi, functionName: "totalSupply" });
    const mint = page.getByRole("region", { name: "Mint" });
    await mint.getByRole("button", { name: "One more" }).click();
    const mintButton = mint.getByRole("button", { name: "Mint 2 for 0.00299 ETH" });
    await mintButton.waitFor({ timeout: 30_000 }).catch(async (error: Error) => {
      // Say what the panel showed instead.
      await screenshot(page, "mint-panel-not-ready");
      throw new Error(`${error.message}\nThe mint panel read: ${(await mint.innerText()).replace(/\s+/g, " ")}`);
    });
    await screenshot(page, "mint-panel-ready");
    await withBlocksHeld(async () => {
      await mintButton.click();
      await mint.getByText(CONFIRMATION_NOTICE).waitFor({ timeout: 15_000 });
    });
    await page.getByText("Nfts Minted!").waitFor({ timeout: 30_000 });
    await mint.getByText(CONFIRMATION_NOTICE).waitFor({ state: "detached" });
    expect(
      await chain.readContract({ address: contract, abi: erc721Abi, functionName: "balanceOf", args: [ADA] }),
    ).toBe(balanceBefore + 2n);
    expect(await chain.readContract({ address: contract, abi: erc721Abi, functionName: "totalSupply" })).toBe(
      supplyBefore + 2n,
    );
    // The reward mint enters her with one entry (docs/product/rewards.md#after-a-mint).
    await expect
      .poll(
        async () =>
          (await api<{ status: string; entry_count: number }>(page, "get", `/api/v1/missions/${id}/participant`))
            .entry_count,
        { timeout: 15_000 },
      )
      .toBe(1);
    await mint.getByText(`${Number(supplyBefore + 2n)} / 10,000`).waitFor({ timeout: 10_000 });
    await screenshot(page, "mint-panel-minted");
    await context.close();
  }, 180_000);

  it("lets a winner claim vesting tokens from the mission page", async () => {
    const context = await newContext(browser, baseUrl);
    await injectWallet(context, ADA_KEY, 31337, chainUrl);
    const page = await context.newPage();
    await signInWithWallet(page);
    const { contract } = await missionBySlug(page, "local-chain-payday");
    const token = await chain.readContract({
      address: contract,
      abi: parseAbi(["function token() view returns (address)"]),
      functionName: "token",
    });
    const before = await chain.readContract({ address: token, abi: erc20Abi, functionName: "balanceOf", args: [ADA] });
    await page.goto("/missions/local-chain-payday");
    const claim = page.getByRole("region", { name: "Claim tokens" });
    const button = claim.getByRole("button", { name: "Claim 50 dUSDC" });
    await passWalletGate(claim, button);
    await button.click();
    await page.getByText("Tokens Claimed!").waitFor({ timeout: 30_000 });
    await claim.getByText("Nothing to claim right now: you have claimed everything unlocked so far.").waitFor();
    expect(await chain.readContract({ address: token, abi: erc20Abi, functionName: "balanceOf", args: [ADA] })).toBe(
      before + 50_000_000n,
    );
    await screenshot(page, "claim-tokens-done");
    await context.close();
  }, 120_000);

  for (const size of [
    { name: "1440x900", viewport: { width: 1440, height: 900 } },
    { name: "390x844", viewport: { width: 390, height: 844 }, mobile: true },
  ]) {
    it(`lets the organizer deploy a pending mint contract from the wizard (${size.name})`, async () => {
      const context = await newContext(browser, baseUrl, size);
      await injectWallet(context, DEV_KEY_0, 31337, chainUrl);
      const page = await context.newPage();
      await signInWithWallet(page);
      const mission = await draftMission(
        api,
        page,
        {
          title: `E2E mint ${Date.now().toString(36)}`,
          description: "<p>A mint whose contract the organizer deploys from the wizard.</p>",
          blockchain: 31337,
          ...liveFor(3),
        },
        [
          {
            template: "link_click",
            values: { title: "Read the post", description: "Open it", url: "https://docs.questhq.xyz/launch" },
          },
        ],
        [localNftMint("Launch Pass", "<p>A pass</p>", 250)],
      );

      await page.goto(`/edit-mission/${mission.id}/review`);
      const deployments = page.getByRole("region", { name: "NFT contracts to deploy" });
      await deployments.getByText("Launch Pass").waitFor();
      await deployments.getByRole("button", { name: "Deploy contract" }).click();
      const deploy = deployments.getByRole("button", { name: "Deploy on Anvil Local" });
      await passWalletGate(deployments, deploy);
      await deployments.getByLabel("Symbol").fill("LPASS");
      await deployments.getByLabel("Price per mint (ETH)").fill("0.002");
      await screenshot(page, `deploy-mint-contract-${size.name}`);
      await deploy.click();
      await page.getByText("NFT contract deployed!").waitFor({ timeout: 30_000 });
      await deployments.waitFor({ state: "hidden" });

      const recorded = await api<{ contract_address: Address }>(page, "get", `/api/v1/missions/${mission.id}/reward`);
      expect(recorded.contract_address).toMatch(/^0x[0-9a-fA-F]{40}$/);
      // The section stays to confirm it: where the contract lives, to copy or open in the chain's explorer.
      const done = page.getByRole("region", { name: "NFT contracts deployed" });
      const notice = done.getByRole("status");
      await notice.getByText("Launch Pass: contract deployed on Anvil Local").waitFor();
      expect(await notice.getByLabel("Contract address").innerText()).toBe(recorded.contract_address);
      await notice.getByRole("button", { name: "Copy address" }).waitFor();
      // The demo's local chain has the sandbox explorer: the link opens the contract's page there.
      const explorer = notice.getByRole("link", { name: /View on explorer/ });
      const href = (await explorer.getAttribute("href"))!;
      expect(href).toContain(recorded.contract_address);
      expect((await page.request.get(href)).status()).toBe(200);
      await screenshot(page, `deploy-mint-contract-done-${size.name}`);
      const nftAbi = parseAbi([
        "function symbol() view returns (string)",
        "function mintConfig() view returns (uint64, uint64, uint32, uint32, address, uint256)",
      ]);
      const symbol = { address: recorded.contract_address, abi: nftAbi, functionName: "symbol" } as const;
      expect(await chain.readContract(symbol)).toBe("LPASS");
      const config = await chain.readContract({
        address: recorded.contract_address,
        abi: nftAbi,
        functionName: "mintConfig",
      });
      expect([config[2], config[5]]).toEqual([250, 2_000_000_000_000_000n]);
      await context.close();
    }, 120_000);
  }
});
