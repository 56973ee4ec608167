import { describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { newContext, screenshot, signInByEmail, withBrowser } from "../lib/browser";
import { injectWallet } from "../lib/injected-wallet";

const baseUrl = inject("baseUrl");
let browser: Browser;
withBrowser((b) => (browser = b));

async function me(page: import("playwright-core").Page) {
  return page.evaluate(async () => {
    const res = await fetch("/api/v1/users/me", { credentials: "include" });
    return {
      status: res.status,
      body: res.ok ? ((await res.json()) as { data: { displayName: string; email: string | null } }).data : null,
    };
  });
}

describe("sign in", () => {
  it("with an email code read from the development mailbox, returning to redirect_url", async () => {
    const context = await newContext(browser, baseUrl);
    const page = await signInByEmail(context, baseUrl, "admin@demo.local", {
      from: "/sign-in?redirect_url=/settings",
      landsOn: "/settings",
    });
    const who = await me(page);
    expect(who.status).toBe(200);
    expect(who.body?.displayName).toBe("Demo Admin");
    await page.getByRole("button", { name: /Account menu for Demo Admin/ }).waitFor();
    await screenshot(page, "settings-after-email-sign-in");
    await context.close();
  });

  it("refuses a redirect_url to another site and lands on the home page", async () => {
    const context = await newContext(browser, baseUrl);
    const page = await signInByEmail(context, baseUrl, "visitor-redirect@example.com", {
      from: "/sign-in?redirect_url=https://evil.example/phish",
    });
    expect(new URL(page.url()).origin).toBe(baseUrl);
    await context.close();
  });

  it("with a wallet through an injected EIP-6963 provider (Sign-In With Ethereum)", async () => {
    const context = await newContext(browser, baseUrl);
    const account = await injectWallet(context);
    const page = await context.newPage();
    await page.goto("/sign-in");
    await page.getByRole("button", { name: "Continue with wallet" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: /E2E Wallet/ }).click();
    await page.waitForURL(`${baseUrl}/`);
    const who = await me(page);
    expect(who.status).toBe(200);
    expect(who.body?.displayName).toBe("Demo Admin");
    expect(account.address).toBe("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
    await screenshot(page, "home-after-wallet-sign-in");
    await context.close();
  });
});
