import { describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { newContext, screenshot, withBrowser } from "../lib/browser";
import { ADA_KEY, injectWallet, passWalletGate, signInWithInjectedWallet } from "../lib/injected-wallet";

// Staking $HQ from the browser on the e2e server's local chain (anvil, every contract deployed,
// 100,000 $HQ in ada's wallet): sign in with ada's wallet, open Deposit $HQ from the mobile menu,
// switch the wallet to the local chain, approve and deposit up to the next whole 1,000 $HQ staked, watch
// the modal go from the pending to the confirming state and to success once the indexer has 12
// confirmations; the account's available $HQ grows by exactly that amount. The modal states the staking
// rate and the count it gives, which rises by one, and so do the free entries of a raffle ada has done
// the objectives of (Arbitrum Summer Raffle, seeded), in its entry form too. Then withdraw it the same way.

const baseUrl = inject("baseUrl");
const chainUrl = inject("chainUrl");
let browser: Browser;
withBrowser((b) => (browser = b));

type Stake = { locked: number; available: number; stakingFreeEntries: number };
type Free = { free_entries: number; tier_free_entries: number; staking_free_entries: number };

/** The rule as the guide states it: 1 extra free raffle entry per whole 1,000 $HQ staked, up to 5. */
const RATE = "1 extra free raffle entry per 1,000 $HQ staked, up to 5";
const stakingEntries = (available: number) => Math.min(5, Math.floor(available / 1_000));
const RAFFLE = "arbitrum-summer-raffle";

describe("staking $HQ in the browser", () => {
  it("deposits and withdraws through the modal with server signatures on the local chain", async () => {
    const context = await newContext(browser, baseUrl, { mobile: true });
    await injectWallet(context, ADA_KEY, 1, chainUrl);
    const page = await context.newPage();
    await signInWithInjectedWallet(page, baseUrl);
    const stake = () =>
      page.evaluate(
        async () => ((await (await fetch("/api/v1/users/credits")).json()) as { data: { stake: Stake } }).data.stake,
      );
    const raffle = () =>
      page.evaluate(async (slug) => {
        const answer = await fetch(`/api/v1/missions/${slug}/participant`);
        return ((await answer.json()) as { data: Free }).data;
      }, RAFFLE);
    const before = await stake();
    const raffleBefore = await raffle();
    // The seed stakes 2,000 $HQ for ada: below the cap, so one more thousand gives one more entry.
    expect(before.available).toBeLessThan(5_000);
    expect(before.stakingFreeEntries).toBe(stakingEntries(before.available));
    expect(raffleBefore.staking_free_entries).toBe(before.stakingFreeEntries);
    const amount = (Math.floor(before.available / 1_000) + 1) * 1_000 - Math.floor(before.available);
    const statement = (count: number) => `Staking gives you ${RATE}; you have ${count} now.`;

    for (const kind of ["deposit", "withdraw"] as const) {
      await page.getByRole("button", { name: "Open menu" }).click();
      await page
        .getByRole("dialog")
        .getByRole("button", { name: kind === "deposit" ? "Deposit $HQ" : "Withdraw $HQ" })
        .click();
      const modal = page.getByRole("dialog");
      // The modal states the rate and what the stake gives now (one more than at the start once deposited).
      const rate = modal.getByTestId("staking-free-entries");
      const atOpen = kind === "deposit" ? before.stakingFreeEntries : before.stakingFreeEntries + 1;
      await rate.getByText(statement(atOpen)).waitFor();
      // Gasless mints and claims: the rule the relay enforces.
      await modal
        .getByTestId("staking-gasless")
        .getByText("With 1,000 $HQ staked, up to 3 mints and claims a day (UTC) without gas: the platform pays it.")
        .waitFor();
      if (kind === "deposit") {
        // Skipping Twitter/X objectives is live, so it is a perk, not "coming soon".
        await modal.getByText("Skip Twitter/X objectives with $HQ").waitFor();
        const perks = await modal.locator("li").allInnerTexts();
        expect(perks.filter((perk) => /skip/i.test(perk) && /coming soon/i.test(perk))).toEqual([]);
      }
      // The wallet gate: connect the injected wallet to wagmi, then switch it to the local chain.
      const amountField = modal.getByLabel("Amount ($HQ)");
      await passWalletGate(modal, amountField, modal.getByRole("button", { name: /Switch to/ }));
      await amountField.fill(String(amount));
      const submit = modal.getByRole("button", {
        name: kind === "deposit" ? /Approve Tokens|^Deposit$/ : /^Withdraw$/,
      });
      await submit.click();
      await modal.getByText(/Waiting for 12 confirmations/).waitFor({ timeout: 60_000 });
      await screenshot(page, `staking-${kind}-confirming`);
      await modal
        .getByText(kind === "deposit" ? "Your $HQ is staked and available." : "Your $HQ is back in your wallet.")
        .waitFor({ timeout: 90_000 });
      // The count follows the stake once the server has it: one more after the deposit, back after the withdrawal.
      const count = kind === "deposit" ? before.stakingFreeEntries + 1 : before.stakingFreeEntries;
      await rate.getByText(statement(count)).waitFor();
      await screenshot(page, `staking-${kind}-success`);
      await modal.getByRole("button", { name: "Done" }).click();
      const now = await stake();
      expect(now.locked).toBe(0);
      expect(now.available).toBe(kind === "deposit" ? before.available + amount : before.available);
      expect(now.stakingFreeEntries).toBe(count);
      const free = await raffle();
      expect(free).toMatchObject({
        free_entries: raffleBefore.free_entries + count - before.stakingFreeEntries,
        tier_free_entries: raffleBefore.tier_free_entries,
        staking_free_entries: count,
      });

      if (kind === "deposit") {
        // The raffle's entry form names where its extra free entries come from (a drawer on a phone).
        await page.goto(`/missions/${RAFFLE}`);
        await page.getByRole("button", { name: "Enter mission" }).click();
        const form = page.getByRole("form", { name: "Mission entry" });
        const { tier_free_entries: tier, staking_free_entries: staking } = free;
        const extra = `${tier + staking} extra free ${tier + staking === 1 ? "entry" : "entries"}`;
        const fromStake = "from your staked $HQ";
        const sources = tier > 0 ? `: ${tier} from your membership and ${staking} ${fromStake}` : ` ${fromStake}`;
        await form.getByTestId("extra-free-entries").getByText(`Includes ${extra}${sources}.`).waitFor();
        // Entering starts at the free entries: the raffle's own, the tier's and staking's.
        expect(await form.getByRole("textbox", { name: "Entries" }).inputValue()).toBe(String(free.free_entries));
        await screenshot(page, "staking-raffle-free-entries");
        await page.keyboard.press("Escape");
      }
    }
    await context.close();
  }, 240_000);
});
