import { describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { createPublicClient, erc20Abi, http, type Address } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { apiAt, demoOrganization } from "../lib/api";
import { newContext, screenshot, signInByEmail, withBrowser } from "../lib/browser";
import { injectWallet, signInWithInjectedWallet } from "../lib/injected-wallet";

// Buying $HQ from the insufficient-balance view: a newcomer signed in with a wallet that holds ether but no deposited
// $HQ asks for a paid raffle entry, opens Buy $HQ Tokens, lands on /bridge with the local chain, the $HQ contract and
// the amount prefilled, gets a quote from the sandbox LI.FI, connects the wallet in the widget and swaps ether for
// $HQ on the local chain's router. The wallet's balances move on chain, the success toast shows, and the swap is
// stored on the account and listed in settings. A link naming an unknown chain shows the chain lookup's message.

const baseUrl = inject("baseUrl");
const chainUrl = inject("chainUrl");
const api = apiAt(baseUrl);
/** Anvil account 4: ether on the local chain, no QuestHQ account until it signs in. */
const BUYER_KEY = "0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a" as const;
const buyer = privateKeyToAccount(BUYER_KEY).address;
const chain = createPublicClient({ transport: http(chainUrl) });
let browser: Browser;
withBrowser((b) => (browser = b));

/** A live raffle with one objective the browser completes at once (the OKX wallet is "installed"). */
async function publishRaffle(admin: Page, title: string) {
  const org = await demoOrganization(api, admin);
  const mission = await api<{ id: string; slug: string }>(admin, "post", "/api/v1/missions", {
    organization_id: org.id,
    title,
    description: "<p>One objective, then enter with as many entries as you like.</p>",
    blockchain: 8453,
    free_entries: 1,
    is_multi_entry_enabled: true,
    start_date: new Date(Date.now() - 60_000).toISOString(),
    end_date: new Date(Date.now() + 3 * 86_400_000).toISOString(),
  });
  await api(admin, "post", "/api/v1/objectives", {
    mission: mission.id,
    template: "client_validation",
    values: { key: "okx" },
  });
  await api(admin, "post", "/api/v1/rewards", {
    mission: mission.id,
    kind: "raffle",
    title: "Launch pass",
    about: "<p>One pass</p>",
    blockchain_chain_id: 8453,
    selection_process: "raffle",
    number_of_winners: 1,
  });
  await api(admin, "post", `/api/v1/missions/${mission.id}/publish`);
  return mission;
}

describe("buying $HQ on the bridge", () => {
  it("goes from the insufficient-balance view to a swap executed on chain, recorded and listed", async () => {
    const admin = await signInByEmail(await newContext(browser, baseUrl), baseUrl, "admin@demo.local");
    const title = `E2E bridge raffle ${Date.now().toString(36)}`;
    const mission = await publishRaffle(admin, title);

    const context = await newContext(browser, baseUrl);
    await context.addInitScript(() => Object.defineProperty(window, "okxwallet", { value: { isOkxWallet: true } }));
    await injectWallet(context, BUYER_KEY, 31337, chainUrl);
    const page = await context.newPage();
    await signInWithInjectedWallet(page, baseUrl);
    const { staking } = await page.evaluate(async () => (await (await fetch("/api/v1/config")).json()).data);
    const hq = staking.contracts.HQToken as Address;

    // Complete the objective, then ask for 2 entries: the second costs 200 $HQ this account has not deposited.
    await page.goto(`/missions/${mission.slug}`);
    await page.getByRole("heading", { name: title }).waitFor();
    await page.getByRole("button", { name: "Verify with the OKX Wallet" }).first().click();
    const drawer = page.getByRole("dialog", { name: "Verify with the OKX Wallet" });
    await drawer.getByRole("button", { name: "Verify" }).click();
    await drawer.getByText("Completed", { exact: true }).first().waitFor();
    await page.keyboard.press("Escape");
    const form = page.getByRole("form", { name: "Mission entry" });
    await form.getByLabel("Wallet address").fill(buyer);
    const entries = form.getByRole("textbox", { name: "Entries" });
    await entries.fill("2");
    await entries.blur();
    await form
      .getByRole("button", { name: /Enter|Buy/ })
      .last()
      .click();
    const shortfall = page.getByRole("dialog", { name: "Not enough $HQ" });
    await shortfall.getByText("Insufficient balance").waitFor();
    await screenshot(page, "bridge-insufficient-balance");

    // Buy $HQ Tokens: the bridge opens with the local chain, the $HQ contract and the 200 $HQ needed.
    await shortfall.getByRole("link", { name: "Buy $HQ Tokens" }).click();
    await page.waitForURL(/\/bridge\?/);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({ toChain: "31337", toToken: hq, toAmount: "200" });
    // 200 $HQ at $0.05 is $10, i.e. 0.00333… ETH at $3,000, with 1 % spare.
    await page
      .getByText("You need 200 HQ: 0.00336667 ETH buys about that at current prices.", { exact: false })
      .waitFor({ timeout: 30_000 });

    // The widget quotes from the sandbox LI.FI before any wallet is connected.
    await page.getByText("Best Return").waitFor({ timeout: 30_000 });
    await screenshot(page, "bridge-quote");
    // The wallet this account signed in with is connected already: the widget shows its ether.
    await page.getByText("/ 10,000").waitFor();

    const hqBefore = await chain.readContract({ address: hq, abi: erc20Abi, functionName: "balanceOf", args: [buyer] });
    const ethBefore = await chain.getBalance({ address: buyer });
    await page.getByRole("button", { name: "Review swap" }).click();
    await page.getByRole("button", { name: /^Start swapping/ }).click();
    await page.getByText("You transaction was successful!").waitFor({ timeout: 60_000 });
    await page.getByText("Swap successful").waitFor();
    await screenshot(page, "bridge-swap-successful");

    // On chain: more $HQ, less ether (0.00336667 ETH and the gas).
    const hqAfter = await chain.readContract({ address: hq, abi: erc20Abi, functionName: "balanceOf", args: [buyer] });
    const ethAfter = await chain.getBalance({ address: buyer });
    expect(hqAfter - hqBefore).toBeGreaterThanOrEqual(200n * 10n ** 18n);
    expect(ethBefore - ethAfter).toBeGreaterThan(3_366_670_000_000_000n);

    // Stored on the account once, with the swap's transaction.
    const swaps = await expect
      .poll(
        async () =>
          (await page.evaluate(async () => (await (await fetch("/api/v1/swaps")).json()).data)) as Array<
            Record<string, unknown>
          >,
        {
          timeout: 15_000,
        },
      )
      .toHaveLength(1)
      .then(() => page.evaluate(async () => (await (await fetch("/api/v1/swaps")).json()).data));
    expect(swaps[0]).toMatchObject({
      fromChainId: 31337,
      toChainId: 31337,
      fromAmount: "3366670000000000",
      fromToken: { symbol: "ETH", decimals: 18 },
      toToken: { address: hq, symbol: "HQ" },
      toAmount: String(hqAfter - hqBefore),
      fromAddress: buyer,
    });
    expect(swaps[0].transactions).toHaveLength(1);
    const receipt = await chain.getTransactionReceipt({ hash: swaps[0].transactions[0].txHash });
    expect(receipt.status).toBe("success");

    // Listed in settings.
    await page.goto("/settings#swaps");
    const history = page.getByRole("list", { name: "Your swaps" });
    await history.getByText("Swap on Anvil Local").waitFor();
    await history.getByText("0.003366 ETH").waitFor();
    await screenshot(page, "bridge-swap-history");
    await context.close();
  });

  it("shows the chain lookup's message for a link naming an unknown chain", async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await page.goto("/bridge?fromChain=nonsense");
    await page.getByRole("alert").getByText("Invalid chain name or ID: nonsense").waitFor();
    expect(await page.getByRole("button", { name: "Connect wallet" }).count()).toBe(0);
    await context.close();
  });

  it("lets a visitor compare quotes and sends them to sign in to swap; a signed-in user connects any wallet", async () => {
    const visitorContext = await newContext(browser, baseUrl);
    const visitor = await visitorContext.newPage();
    // The sandbox LI.FI's tokens on the local chain: ether, $HQ and demo USDC.
    const tokens = (await (await fetch(`${baseUrl}/sandbox/lifi/v1/tokens?chains=31337`)).json()).tokens[31337] as {
      symbol: string;
      address: string;
    }[];
    const usdc = tokens.find((t) => t.symbol === "dUSDC")!.address;
    const hq = tokens.find((t) => t.symbol === "HQ")!.address;
    await visitor.goto(`/bridge?fromChain=anvil&fromToken=${usdc}&toChain=31337&toToken=${hq}&fromAmount=25`);
    await visitor.getByText("Best Return").waitFor({ timeout: 30_000 });
    // 25 demo USDC at $1 buys 500 $HQ at $0.05; at least 497.5 with the 0.5 % slippage.
    await visitor.getByText("497.5 HQ").waitFor();
    await visitor.getByRole("button", { name: "Connect wallet" }).click();
    await visitor.waitForURL(/\/sign-in\?redirect_url=/);
    expect(new URL(visitor.url()).searchParams.get("redirect_url")).toContain("/bridge?fromChain=anvil&fromToken=");
    await visitorContext.close();

    // A wallet this site has not been approved by yet: the widget offers Connect wallet, which opens the app's dialog.
    const context = await newContext(browser, baseUrl);
    await injectWallet(context, BUYER_KEY, 31337, chainUrl, { authorized: false });
    const ben = await signInByEmail(context, baseUrl, "ben@demo.local");
    await ben.goto(
      `/bridge?fromChain=31337&toChain=31337&fromToken=0x0000000000000000000000000000000000000000&toToken=${hq}&fromAmount=0.01`,
    );
    await ben.getByRole("button", { name: "Connect wallet" }).click();
    const dialog = ben.getByRole("dialog", { name: "Connect a wallet" });
    await dialog.getByRole("button", { name: /E2E Wallet/ }).click();
    await dialog.waitFor({ state: "detached" });
    // Connected: the widget reads the wallet's ether and offers the swap.
    await ben
      .getByText(/^\/ 9,99\d/)
      .first()
      .waitFor();
    await ben.getByRole("button", { name: "Review swap" }).waitFor();
    await context.close();
  });
});
