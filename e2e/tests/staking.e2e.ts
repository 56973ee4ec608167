import { describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { newContext, screenshot, withBrowser } from "../lib/browser";
import { injectWallet, signInWithInjectedWallet } from "../lib/injected-wallet";

// Staking $HQ from the browser on the e2e server's local chain (anvil, every contract deployed,
// 100,000 $HQ in ada's wallet): sign in with ada's wallet, open Deposit $HQ from the mobile menu,
// switch the wallet to the local chain, approve and deposit 25 $HQ, watch the modal go from the
// pending to the confirming state and to success once the indexer has 12 confirmations; the
// account's available $HQ grows by exactly 25. Then withdraw it the same way.

const baseUrl = inject("baseUrl");
const chainUrl = inject("chainUrl");
const ADA_KEY = "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d" as const;
let browser: Browser;
withBrowser((b) => (browser = b));

type Stake = { locked: number; available: number };

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
    const before = await stake();

    for (const kind of ["deposit", "withdraw"] as const) {
      await page.getByRole("button", { name: "Open menu" }).click();
      await page
        .getByRole("dialog")
        .getByRole("button", { name: kind === "deposit" ? "Deposit $HQ" : "Withdraw $HQ" })
        .click();
      const modal = page.getByRole("dialog");
      if (kind === "deposit") {
        // Skipping Twitter/X objectives is live, so it is a perk, not "coming soon".
        await modal.getByText("Skip Twitter/X objectives with $HQ").waitFor();
        const perks = await modal.locator("li").allInnerTexts();
        expect(perks.filter((perk) => /skip/i.test(perk) && /coming soon/i.test(perk))).toEqual([]);
      }
      // The wallet gate: connect the injected wallet to wagmi, then switch it to the local chain.
      const connect = modal
        .getByRole("list", { name: "Available wallets" })
        .getByRole("button", { name: /E2E Wallet/ });
      const switchButton = modal.getByRole("button", { name: /Switch to/ });
      const amount = modal.getByLabel("Amount ($HQ)");
      await Promise.race([connect.waitFor(), switchButton.waitFor(), amount.waitFor()]);
      if (await connect.isVisible()) await connect.click();
      await Promise.race([switchButton.waitFor(), amount.waitFor()]);
      if (await switchButton.isVisible()) await switchButton.click();
      await amount.fill("25");
      const submit = modal.getByRole("button", {
        name: kind === "deposit" ? /Approve Tokens|^Deposit$/ : /^Withdraw$/,
      });
      await submit.click();
      await modal.getByText(/Waiting for 12 confirmations/).waitFor({ timeout: 60_000 });
      await screenshot(page, `staking-${kind}-confirming`);
      await modal
        .getByText(kind === "deposit" ? "Your $HQ is staked and available." : "Your $HQ is back in your wallet.")
        .waitFor({ timeout: 90_000 });
      await screenshot(page, `staking-${kind}-success`);
      await modal.getByRole("button", { name: "Done" }).click();
      const now = await stake();
      expect(now.locked).toBe(0);
      expect(now.available).toBe(kind === "deposit" ? before.available + 25 : before.available);
    }
    await context.close();
  }, 240_000);
});
