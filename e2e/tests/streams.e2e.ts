import { describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { createPublicClient, erc20Abi, http, parseAbi, parseEventLogs, parseUnits, type Address } from "viem";
import { generatePrivateKey } from "viem/accounts";
import { newContext, screenshot, withBrowser } from "../lib/browser";
import { ADA, ADA_KEY, injectWallet, passWalletGate, signInWithInjectedWallet } from "../lib/injected-wallet";
import { hqStreamsAbi } from "@questhq/contracts/generated/HQStreams";

// Ada holds a Saga Zero stream (12,000 $HQ over 12 months, started 60 days ago) with a 3,000 $HQ vault on the local
// chain. From the dashboard she claims what has streamed, then withdraws the vault after typing NGMI; the bonus pool
// receives exactly the part still locked at that block, and the stream shows as ended.

const baseUrl = inject("baseUrl");
const chainUrl = inject("chainUrl");
const chain = createPublicClient({ transport: http(chainUrl) });
const vaultAbi = parseAbi([
  "function bonusPool() view returns (address)",
  "event VaultClaimed(address indexed user, uint256 indexed streamId, uint256 vaultAmount, uint256 forfeited)",
]);
let browser: Browser;
withBrowser((b) => (browser = b));

/** "1,970.12 $HQ" as base units. */
const hqUnits = (text: string) => parseUnits((/\d[\d,]*(\.\d+)?/.exec(text)?.[0] ?? "").replaceAll(",", ""), 18);

describe("Saga Zero stream and vault", () => {
  it("claims the stream, then withdraws the vault after NGMI and forfeits exactly the locked remainder", async () => {
    const context = await newContext(browser, baseUrl);
    const wallet = await injectWallet(context, ADA_KEY, 1, chainUrl);
    const page = await context.newPage();
    await signInWithInjectedWallet(page, baseUrl);
    const config = await page.evaluate(
      async () =>
        (
          (await (await fetch("/api/v1/config")).json()) as {
            data: { staking: { contracts: Record<string, Address> } };
          }
        ).data,
    );
    const token = config.staking.contracts.HQToken!;
    const vault = config.staking.contracts.HQSagaVault!;
    const bonusPool = await chain.readContract({ address: vault, abi: vaultAbi, functionName: "bonusPool" });
    const balance = (who: Address) =>
      chain.readContract({ address: token, abi: erc20Abi, functionName: "balanceOf", args: [who] });

    await page.goto("/dashboard?tab=saga");
    const card = page.getByRole("region", { name: "Saga rewards" });
    await card.getByRole("button", { name: "Saga Zero rewards" }).click();
    const modal = page.getByRole("dialog", { name: "Saga Zero rewards" });
    await modal.getByText("Total rewards").waitFor();
    await modal.getByRole("button", { name: "Claim", exact: true }).click();
    const claim = modal.getByRole("button", { name: /^Claim [\d,.]+ \$HQ$/ });
    await passWalletGate(modal, claim, modal.getByRole("button", { name: "Switch to Anvil Local" }));
    await claim.waitFor();
    // The figures tick every second around the wallet's part; that must not re-render wagmi's provider, which
    // reconnects the wallet (asking it for its accounts) each time it renders.
    const asked = wallet.requestCount("eth_accounts");
    await page.waitForTimeout(3_000);
    expect(wallet.requestCount("eth_accounts") - asked).toBe(0);
    await screenshot(page, "saga-zero-rewards");

    const before = await balance(ADA);
    await claim.click();
    await page.getByText("$HQ Tokens Claimed!").waitFor({ timeout: 30_000 });
    const afterClaim = await balance(ADA);
    // About 60 of 365 days of 12,000 $HQ: roughly 1,970 $HQ.
    expect(afterClaim - before).toBeGreaterThan(1_900n * 10n ** 18n);
    expect(afterClaim - before).toBeLessThan(2_100n * 10n ** 18n);
    // The claim shows at once, read from the chain, not after the indexer's 12 confirmations (a second each here):
    // "Claimed" holds what arrived and nothing stays claimable to be claimed twice.
    const figure = async (label: string) =>
      hqUnits(await modal.getByText(label, { exact: true }).locator("xpath=following-sibling::dd").innerText());
    // (The screen shows 2 decimals, truncated.)
    await expect.poll(() => figure("Claimed"), { timeout: 5_000 }).toBeGreaterThan(afterClaim - before - 10n ** 16n);
    expect(await figure("Claimable stream")).toBeLessThan(10n ** 18n);
    // What accrued since (a few thousandths of $HQ a second) shows as 0.00: the button waits for a cent to claim.
    await expect.poll(() => claim.isDisabled(), { timeout: 5_000 }).toBe(true);

    await modal.getByRole("button", { name: "Withdraw vault" }).click();
    const vaultModal = page.getByRole("dialog", { name: "Withdraw your $HQ vault" });
    const withdraw = vaultModal.getByRole("button", { name: "Withdraw vault" });
    await vaultModal.getByLabel("Type NGMI to confirm").fill("ngm");
    expect(await withdraw.isDisabled()).toBe(true);
    await vaultModal.getByLabel("Type NGMI to confirm").fill("ngmi");
    expect(await vaultModal.getByLabel("Type NGMI to confirm").inputValue()).toBe("NGMI");
    await screenshot(page, "vault-withdrawal-modal");
    const poolBefore = await balance(bonusPool);
    const adaBefore = await balance(ADA);
    const fromBlock = await chain.getBlockNumber();
    await withdraw.click();
    await page.getByText("Withdrawn $HQ Vault!").waitFor({ timeout: 60_000 });

    const [claimed] = parseEventLogs({
      abi: vaultAbi,
      logs: await chain.getLogs({ address: vault, fromBlock }),
      eventName: "VaultClaimed",
    });
    expect(claimed?.args.user).toBe(ADA);
    const block = await chain.getBlock({ blockNumber: claimed!.blockNumber });
    const streams = await chain.readContract({
      address: vault,
      abi: parseAbi(["function streams() view returns (address)"]),
      functionName: "streams",
    });
    const stream = await chain.readContract({
      address: streams,
      abi: hqStreamsAbi,
      functionName: "getStream",
      args: [claimed!.args.streamId],
    });
    expect(await balance(bonusPool)).toBe(poolBefore + claimed!.args.forfeited);
    expect(await balance(ADA)).toBe(adaBefore + claimed!.args.vaultAmount);
    // The locked remainder at the claim's block: the deposit minus what had streamed by its timestamp.
    const deposit = stream.amounts.deposited;
    const streamed =
      (deposit * (block.timestamp - BigInt(stream.startTime))) / BigInt(stream.endTime - stream.startTime);
    expect(claimed!.args.forfeited).toBe(deposit - streamed);
    expect(stream.wasCanceled).toBe(true);
    await vaultModal.getByText(/the stream has stopped/).waitFor();
    await vaultModal.getByRole("button", { name: "Done" }).click();
    await card.getByRole("button", { name: "Saga Zero rewards" }).click();
    // The chain's cancel shows before the indexer confirms it; the refunded remainder is the bonus pool's, so only
    // the few seconds streamed since the claim stay claimable.
    await modal.getByText("Cancelled (vault withdrawn)").waitFor({ timeout: 5_000 });
    expect(await figure("Claimable stream")).toBeLessThan(10n ** 18n);
    expect(await figure("Claimable vault")).toBe(0n);
    await screenshot(page, "saga-zero-after-vault");
    // Once the indexer has confirmed the claim, the subgraph's history is read again and shows it too.
    const history = modal.getByText(/^Withdrawn from the stream so far:/);
    await expect
      .poll(async () => ((await history.count()) ? hqUnits(await history.innerText()) : 0n), { timeout: 30_000 })
      .toBeGreaterThan(afterClaim - before - 10n ** 16n);
    await modal.getByRole("button", { name: "Close" }).click();
    expect(
      hqUnits(await card.getByText("Claimable stream").locator("xpath=following-sibling::dd").innerText()),
    ).toBeLessThan(10n ** 18n);
    await context.close();
  }, 180_000);

  it("tells an account without a stream what will arrive, on a phone", async () => {
    const context = await newContext(browser, baseUrl, { mobile: true, viewport: { width: 390, height: 844 } });
    await injectWallet(context, generatePrivateKey(), 1, chainUrl);
    const page = await context.newPage();
    await signInWithInjectedWallet(page, baseUrl);
    await page.goto("/dashboard?tab=saga");
    const card = page.getByRole("region", { name: "Saga rewards" });
    await card.getByText(/your \$HQ arrives here as a 12-month stream/).waitFor();
    expect(await card.getByRole("button", { name: /rewards$/ }).count()).toBe(0);
    await card.getByRole("button", { name: "Stream, bonus pool and vault" }).click();
    await page.getByRole("dialog").waitFor();
    await screenshot(page, "saga-rewards-empty-phone");
    await context.close();
  });
});
