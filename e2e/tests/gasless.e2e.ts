import { describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { createPublicClient, erc721Abi, http, type Address } from "viem";
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

// A staker mints without gas on the e2e server's local chain. The organizer deploys a free mint contract (price 0)
// from the wizard and publishes the mission; Ada, who has 2,000 $HQ staked in the demo (a staker from 1,000), does the
// objective, and the mint panel offers "Mint without gas" beside the ordinary mint, with the day's gasless budget. Her
// wallet signs an EIP-712 ForwardRequest (no transaction), the platform's relayer sends it through the forwarder, the
// NFT arrives in her wallet and her ether balance is exactly what it was.

const baseUrl = inject("baseUrl");
const chainUrl = inject("chainUrl");
const api = apiAt(baseUrl);
const chain = createPublicClient({ transport: http(chainUrl) });
let browser: Browser;
withBrowser((b) => (browser = b));

type Gasless = { is_staker: boolean; remaining_today: number; chain_ids: number[] };

/** A wallet part lists the browser's wallets unless the wallet reconnected already: connect, then wait for `ready`. */

/** The organizer's free mint on the local chain: a mission, its objective and reward, the contract from the wizard. */
async function publishFreeMint(admin: Page) {
  const title = `E2E free mint ${Date.now().toString(36)}`;
  const mission = await draftMission(
    api,
    admin,
    { title, description: "<p>Free to mint for everyone who verifies.</p>", blockchain: 31337, ...liveFor(3) },
    [{ template: "client_validation", values: { key: "okx" } }],
    [localNftMint("Free Pass", "<p>A free pass</p>", 100)],
  );
  await admin.goto(`/edit-mission/${mission.id}/review`);
  const deployments = admin.getByRole("region", { name: "NFT contracts to deploy" });
  await deployments.getByRole("button", { name: "Deploy contract" }).click();
  const deploy = deployments.getByRole("button", { name: "Deploy on Anvil Local" });
  await passWalletGate(deployments, deploy);
  await deployments.getByLabel("Symbol").fill("FREE");
  await deployments.getByLabel("Price per mint (ETH)").fill("0");
  await deploy.click();
  await admin.getByText("NFT contract deployed!").waitFor({ timeout: 30_000 });
  await api(admin, "post", `/api/v1/missions/${mission.id}/publish`);
  const reward = await api<{ contract_address: Address }>(admin, "get", `/api/v1/missions/${mission.id}/reward`);
  return { ...mission, title, contract: reward.contract_address };
}

describe("gasless transactions for stakers", () => {
  it("lets a staker mint a free NFT without gas: the NFT arrives, her ether stays exactly the same", async () => {
    const adminContext = await newContext(browser, baseUrl);
    await injectWallet(adminContext, DEV_KEY_0, 31337, chainUrl);
    const admin = await adminContext.newPage();
    await signInWithInjectedWallet(admin, baseUrl);
    const mission = await publishFreeMint(admin);
    await adminContext.close();

    const context = await newContext(browser, baseUrl);
    // The OKX wallet extension, as the client-validation objective looks for it.
    await context.addInitScript(() => Object.defineProperty(window, "okxwallet", { value: { isOkxWallet: true } }));
    await injectWallet(context, ADA_KEY, 31337, chainUrl);
    const page = await context.newPage();
    await signInWithInjectedWallet(page, baseUrl);
    const before = await api<Gasless>(page, "get", "/api/v1/relay");
    expect(before).toMatchObject({ is_staker: true, chain_ids: [31337] });
    expect(before.remaining_today).toBeGreaterThan(0);

    await page.goto(`/missions/${mission.slug}`);
    await page.getByRole("heading", { name: mission.title }).first().waitFor();
    await page.getByRole("button", { name: "Verify with the OKX Wallet" }).first().click();
    const drawer = page.getByRole("dialog", { name: "Verify with the OKX Wallet" });
    await drawer.getByRole("button", { name: "Verify" }).click();
    await drawer.getByText("Completed", { exact: true }).first().waitFor();
    await page.keyboard.press("Escape");

    const mint = page.getByRole("region", { name: "Mint" });
    const gasless = mint.getByRole("button", { name: "Mint without gas" });
    await passWalletGate(mint, gasless);
    // The ordinary mint stays beside it; the note says who pays and what is left of today's budget.
    await mint.getByRole("button", { name: /^Mint 1 for / }).waitFor();
    const n = before.remaining_today;
    const left = n === 1 ? "1 gasless transaction" : `${n} gasless transactions`;
    await mint.getByTestId("gasless-note").getByText(`${left} left today.`, { exact: false }).waitFor();
    await gasless.scrollIntoViewIfNeeded();
    await screenshot(page, "gasless-mint-ready");

    const ether = await chain.getBalance({ address: ADA });
    const nfts = () =>
      chain.readContract({ address: mission.contract, abi: erc721Abi, functionName: "balanceOf", args: [ADA] });
    const held = await nfts();
    await gasless.click();
    await page.getByText("Nfts Minted!").waitFor({ timeout: 30_000 });
    expect(await nfts()).toBe(held + 1n);
    expect(await chain.getBalance({ address: ADA })).toBe(ether);
    await screenshot(page, "gasless-mint-done");
    expect((await api<Gasless>(page, "get", "/api/v1/relay")).remaining_today).toBe(before.remaining_today - 1);
    await context.close();
  }, 180_000);
});
