import { describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { createPublicClient, erc20Abi, formatEther, http, parseEther, type Address, type Hash, type Hex } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { apiAt } from "../lib/api";
import { multiEntryRaffleOnBase, publishMission } from "../lib/missions";
import { newContext, screenshot, signInByEmail, withBrowser } from "../lib/browser";
import { injectWallet, signInWithInjectedWallet } from "../lib/injected-wallet";

// Buying $HQ from the insufficient-balance view: a newcomer signed in with a wallet that holds ether but no deposited
// $HQ asks for a paid raffle entry, opens Buy $HQ Tokens, lands on /bridge with the local chain, the $HQ contract and
// the amount prefilled, gets a quote from the sandbox LI.FI, connects the wallet in the widget and swaps ether for
// $HQ on the local chain's router, with no "High value loss" to accept (the demo chain's gas costs a fraction of a
// cent, and the wallet pays what was quoted). The wallet's balances move on chain, the success toast shows, and the
// swap is stored on the account and listed in settings, its hash linked to the local chain's sandbox explorer. The
// journey runs at 1440x900 and on a 390x844 phone. A link naming an unknown chain shows the chain lookup's message.

const baseUrl = inject("baseUrl");
const chainUrl = inject("chainUrl");
const api = apiAt(baseUrl);
/** Anvil account 4: ether on the local chain, no QuestHQ account until it signs in. */
const BUYER_KEY = "0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a" as const;
const chain = createPublicClient({ transport: http(chainUrl) });
let browser: Browser;
withBrowser((b) => (browser = b));

/** A live raffle with one objective the browser completes at once (the OKX wallet is "installed"). */
async function publishRaffle(admin: Page, title: string) {
  return publishMission(
    api,
    admin,
    multiEntryRaffleOnBase(title, "<p>One objective, then enter with as many entries as you like.</p>"),
    [{ template: "client_validation", values: { key: "okx" } }],
    [
      {
        kind: "raffle",
        title: "Launch pass",
        about: "<p>One pass</p>",
        blockchain_chain_id: 8453,
        selection_process: "raffle",
        number_of_winners: 1,
      },
    ],
  );
}

/** A fresh wallet on the local chain with 10,000 ether, like anvil's own accounts. */
async function freshBuyer(): Promise<Hex> {
  const key = generatePrivateKey();
  await fetch(chainUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "anvil_setBalance",
      params: [privateKeyToAccount(key).address, `0x${parseEther("10000").toString(16)}`],
    }),
  });
  return key;
}

/** @lifi/widget 4 asks the user to accept a "High value loss" when toAmountUSD / (fromAmountUSD + gas) < 0.9. */
const WIDGET_VALUE_LOSS_LIMIT = 0.9;

type Viewport = { name: string; size: { width: number; height: number }; mobile: boolean };

async function buyHqJourney(viewport: Viewport, key: Hex) {
  const buyer = privateKeyToAccount(key).address;
  const admin = await signInByEmail(await newContext(browser, baseUrl), baseUrl, "admin@demo.local");
  const title = `E2E bridge raffle ${viewport.name} ${Date.now().toString(36)}`;
  const mission = await publishRaffle(admin, title);

  const context = await newContext(browser, baseUrl, { viewport: viewport.size, mobile: viewport.mobile });
  await context.addInitScript(() => Object.defineProperty(window, "okxwallet", { value: { isOkxWallet: true } }));
  await injectWallet(context, key, 31337, chainUrl);
  const page = await context.newPage();
  await signInWithInjectedWallet(page, baseUrl);
  const { staking } = await page.evaluate(async () => (await (await fetch("/api/v1/config")).json()).data);
  const hq = staking.contracts.HQToken as Address;
  const shot = (name: string) => screenshot(page, viewport.mobile ? `${name}-mobile` : name);

  // Complete the objective, then ask for 2 entries: the second costs 200 $HQ this account has not deposited.
  await page.goto(`/missions/${mission.slug}`);
  await page.getByRole("heading", { name: title }).waitFor();
  await page.getByRole("button", { name: "Verify with the OKX Wallet" }).first().click();
  const drawer = page.getByRole("dialog", { name: "Verify with the OKX Wallet" });
  await drawer.getByRole("button", { name: "Verify" }).click();
  await drawer.getByText("Completed", { exact: true }).first().waitFor();
  await page.keyboard.press("Escape");
  // On a phone the entry form opens in a drawer.
  if (viewport.mobile) await page.getByRole("button", { name: "Enter mission" }).click();
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
  await shot("bridge-insufficient-balance");

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
  await shot("bridge-quote");
  // The wallet this account signed in with is connected already: the widget shows its ether.
  await page.getByText("/ 10,000").waitFor();

  const hqBefore = await chain.readContract({ address: hq, abi: erc20Abi, functionName: "balanceOf", args: [buyer] });
  const ethBefore = await chain.getBalance({ address: buyer });
  await page.getByRole("button", { name: "Review swap" }).click();
  await page.getByRole("button", { name: /^Start swapping/ }).click();
  // No "High value loss" sheet to accept: the demo chain's gas is a fraction of a cent, so the swap simply starts.
  await page.getByText("You transaction was successful!").waitFor({ timeout: 60_000 });
  expect(await page.getByText(/value loss/i).count()).toBe(0);
  await page.getByText("Swap successful").waitFor();
  await shot("bridge-swap-successful");

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
  // The quote the widget executed kept well clear of its warning, and its gas (under half a cent) was what the wallet
  // then paid: the request names the chain's base fee and no tip.
  const { fromAmountUSD, toAmountUSD, gasCostUSD } = swaps[0] as Record<string, string>;
  expect(Number(toAmountUSD) / (Number(fromAmountUSD) + Number(gasCostUSD))).toBeGreaterThan(WIDGET_VALUE_LOSS_LIMIT);
  expect(swaps[0].transactions).toHaveLength(1);
  const txHash = swaps[0].transactions[0].txHash as Hash;
  const receipt = await chain.getTransactionReceipt({ hash: txHash });
  expect(receipt.status).toBe("success");
  const paidUsd = Number(formatEther(receipt.gasUsed * receipt.effectiveGasPrice)) * 3000;
  expect(paidUsd).toBeLessThan(Number(gasCostUSD) + 0.005);

  // Listed in settings, the transaction linked to the local chain's sandbox explorer, which shows the swap.
  await page.goto("/settings#swaps");
  const history = page.getByRole("list", { name: "Your swaps" });
  await history.getByText("Swap on Anvil Local").waitFor();
  await history.getByText("0.003366 ETH").waitFor();
  const link = history.getByRole("link", { name: /opens the Anvil Local explorer/ });
  expect(await link.getAttribute("href")).toBe(`${baseUrl}/sandbox/explorer/31337/tx/${txHash}`);
  await shot("bridge-swap-history");
  const [explorer] = await Promise.all([context.waitForEvent("page"), link.click()]);
  await explorer.getByRole("heading", { name: "Transaction" }).waitFor();
  await explorer.getByText("Success", { exact: true }).waitFor();
  await explorer.getByText(`${formatEther(hqAfter - hqBefore)} HQ`, { exact: true }).waitFor();
  await screenshot(explorer, viewport.mobile ? "bridge-explorer-tx-mobile" : "bridge-explorer-tx");
  await context.close();
}

describe("buying $HQ on the bridge", () => {
  it("goes from the insufficient-balance view to a swap executed on chain, recorded and listed", async () => {
    await buyHqJourney({ name: "desktop", size: { width: 1440, height: 900 }, mobile: false }, BUYER_KEY);
  });

  it("takes the same journey on a phone", async () => {
    await buyHqJourney({ name: "phone", size: { width: 390, height: 844 }, mobile: true }, await freshBuyer());
  });

  it("shows the chain lookup's message for a link naming an unknown chain", async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await page.goto("/bridge?fromChain=nonsense");
    await page.getByRole("alert").getByText("Invalid chain name or ID: nonsense").waitFor();
    expect(await page.getByRole("button", { name: "Connect wallet" }).count()).toBe(0);
    await context.close();
  });

  it("a visitor compares quotes and is sent to sign in to swap; a signed-in user connects any wallet", async () => {
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
    // The route the widget shows keeps clear of its value loss warning: gas priced at the token's price, as it does.
    const { routes } = await (
      await fetch(`${baseUrl}/sandbox/lifi/v1/advanced/routes`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          fromChainId: 31337,
          toChainId: 31337,
          fromTokenAddress: usdc,
          toTokenAddress: hq,
          fromAmount: "25000000",
        }),
      })
    ).json();
    const { estimate } = routes[0].steps[0];
    const gasUsd = estimate.gasCosts.reduce(
      (sum: number, g: { amount: string; token: { priceUSD: string } }) =>
        sum + Number(formatEther(BigInt(g.amount))) * Number(g.token.priceUSD),
      0,
    );
    expect(Number(routes[0].toAmountUSD) / (Number(routes[0].fromAmountUSD) + gasUsd)).toBeGreaterThan(
      WIDGET_VALUE_LOSS_LIMIT,
    );
    await visitor.getByRole("button", { name: "Connect wallet" }).click();
    await visitor.waitForURL(/\/sign-in\?redirect_url=/);
    expect(new URL(visitor.url()).searchParams.get("redirect_url")).toContain("/bridge?fromChain=anvil&fromToken=");
    await visitorContext.close();

    // A wallet this site has not been approved by yet: the widget offers Connect wallet, which opens the app's dialog.
    const context = await newContext(browser, baseUrl);
    await injectWallet(context, BUYER_KEY, 31337, chainUrl, { authorized: false });
    const ben = await signInByEmail(context, baseUrl, "ben@demo.local");
    await ben.goto(
      "/bridge?fromChain=31337&toChain=31337&fromToken=0x0000000000000000000000000000000000000000" +
        `&toToken=${hq}&fromAmount=0.01`,
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
