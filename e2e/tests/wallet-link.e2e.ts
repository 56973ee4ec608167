import { describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { generatePrivateKey } from "viem/accounts";
import { newContext, readCodeFromMailbox, screenshot, withBrowser } from "../lib/browser";
import { DEV_KEY_0, injectWallet } from "../lib/injected-wallet";

const baseUrl = inject("baseUrl");
let browser: Browser;
withBrowser((b) => (browser = b));

async function signInByEmail(context: import("playwright-core").BrowserContext, email: string) {
  const page = await context.newPage();
  await page.goto("/sign-in?redirect_url=/settings");
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Send code" }).click();
  await page.getByLabel("Verification code").waitFor();
  await page.getByLabel("Verification code").fill(await readCodeFromMailbox(context, email));
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL(`${baseUrl}/settings`);
  return page;
}

describe("wallet linking from /settings", () => {
  it("links the injected wallet: Wallet Connected, and the wallet is listed", async () => {
    const context = await newContext(browser, baseUrl);
    const account = await injectWallet(context, generatePrivateKey());
    const page = await signInByEmail(context, "e2e-linker@example.com");
    // The Membership NFTs section offers the same button once the chain answers; this test is about the Wallets one.
    await page.getByRole("region", { name: "Wallets" }).getByRole("button", { name: "Link a wallet" }).click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: /E2E Wallet/ })
      .click();
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
    const page = await signInByEmail(context, "e2e-not-admin@example.com");
    // The Membership NFTs section offers the same button once the chain answers; this test is about the Wallets one.
    await page.getByRole("region", { name: "Wallets" }).getByRole("button", { name: "Link a wallet" }).click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: /E2E Wallet/ })
      .click();
    await page.getByText("This wallet is already linked to another account.").first().waitFor();
    const wallets = await page.evaluate(
      async () => ((await (await fetch("/api/v1/users/me")).json()) as { data: { wallets: unknown[] } }).data.wallets,
    );
    expect(wallets).toEqual([]);
    await context.close();
  });
});
