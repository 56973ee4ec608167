import { describe, expect, inject, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { generatePrivateKey } from "viem/accounts";
import { newContext, screenshot, signInByEmail, withBrowser } from "../lib/browser";
import { DEV_KEY_0, injectWallet } from "../lib/injected-wallet";

const baseUrl = inject("baseUrl");
let browser: Browser;
withBrowser((b) => (browser = b));

const signIn = (context: BrowserContext, email: string) =>
  signInByEmail(context, baseUrl, email, { from: "/sign-in?redirect_url=/settings", landsOn: "/settings" });

/** Link a wallet in the Wallets section, then the injected E2E Wallet in the dialog. */
async function linkInjectedWallet(page: Page) {
  // The Membership NFTs section offers the same button once the chain answers; these tests are about the Wallets one.
  await page.getByRole("region", { name: "Wallets" }).getByRole("button", { name: "Link a wallet" }).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: /E2E Wallet/ })
    .click();
}

describe("wallet linking from /settings", () => {
  it("links the injected wallet: Wallet Connected, and the wallet is listed", async () => {
    const context = await newContext(browser, baseUrl);
    const account = await injectWallet(context, generatePrivateKey());
    const page = await signIn(context, "e2e-linker@example.com");
    await linkInjectedWallet(page);
    await page.getByText("Wallet Connected").waitFor();
    await page.getByRole("button", { name: `Remove wallet ${account.address}` }).waitFor();
    await screenshot(page, "settings-wallet-linked");
    const wallets = await page.evaluate(
      async () =>
        ((await (await fetch("/api/v1/users/me")).json()) as { data: { wallets: { address: string }[] } }).data.wallets,
    );
    expect(wallets.map((w) => w.address)).toEqual([account.address]);
    await context.close();
  });

  it("shows the server's message when the wallet belongs to another account", async () => {
    const context = await newContext(browser, baseUrl);
    await injectWallet(context, DEV_KEY_0); // the demo admin's wallet
    const page = await signIn(context, "e2e-not-admin@example.com");
    await linkInjectedWallet(page);
    await page.getByText("This wallet is already linked to another account.").first().waitFor();
    const wallets = await page.evaluate(
      async () => ((await (await fetch("/api/v1/users/me")).json()) as { data: { wallets: unknown[] } }).data.wallets,
    );
    expect(wallets).toEqual([]);
    await context.close();
  });
});
