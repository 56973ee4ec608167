import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createWalletClient, http, parseEther } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { foundry } from "viem/chains";
import { ANVIL_ADDRESSES, ANVIL_PRIVATE_KEYS } from "@questhq/contracts/accounts";
import { startAnvil, type Anvil } from "@questhq/contracts/anvil";
import { createTestApp, signInWithEmail, type TestApp } from "../../test/harness";

// The local chain has no public explorer: a server running the sandbox and a local chain serves one at
// /sandbox/explorer/31337, tells the web app where (/api/v1/config), and links the chain's swap transactions there.
// Without the sandbox or without the chain, nothing points at it and it is not served.

let anvil: Anvil;
let t: TestApp | undefined;
const local = () => JSON.stringify({ 31337: anvil.url });
const hash = (n: number) => `0x${n.toString(16).padStart(64, "0")}`;
const WALLET = ANVIL_ADDRESSES[4];
const ETH = { address: "0x0000000000000000000000000000000000000000", symbol: "ETH", decimals: 18 };

const route = (id: string) => ({
  id,
  fromChainId: 31337,
  fromAmountUSD: "10.10",
  fromAmount: "3366670000000000",
  fromToken: ETH,
  fromAddress: WALLET,
  toChainId: 31337,
  toAmountUSD: "10.07",
  toAmount: "201500000000000000000",
  toAmountMin: "200492500000000000000",
  toToken: { address: "0x5FbDB2315678afecb367f032d93F642f64180aa3", symbol: "HQ", decimals: 18 },
  toAddress: WALLET,
  gasCostUSD: "0.00",
  containsSwitchChain: false,
  transactions: [
    { chainId: 31337, txHash: hash(7) },
    { chainId: 1, txHash: hash(8) },
  ],
});

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 });
});
afterEach(async () => {
  await t?.close();
  t = undefined;
});
afterAll(async () => {
  await anvil?.close();
});

describe("the local chain's sandbox explorer", () => {
  it("is where the config, swap history and served pages point when the sandbox runs a local chain", async () => {
    t = await createTestApp({ CHAIN_RPC_URLS: local() });
    const explorer = "http://localhost:3000/sandbox/explorer/31337";
    const config = (await t.app.inject({ url: "/api/v1/config" })).json().data;
    expect(config.localChainExplorerUrl).toBe(explorer);

    const c = await signInWithEmail(t, "local-swapper@example.com");
    const recorded = await c.post("/api/v1/swaps", route("local-1"));
    expect(recorded.statusCode, recorded.body).toBe(200);
    const expected = [
      { chainId: 31337, txHash: hash(7), url: `${explorer}/tx/${hash(7)}` },
      { chainId: 1, txHash: hash(8), url: `https://etherscan.io/tx/${hash(8)}` },
    ];
    expect(recorded.json().data.transactions).toEqual(expected);
    expect((await c.get("/api/v1/swaps")).json().data[0].transactions).toEqual(expected);

    // The pages read the chain the server uses: a transfer sent there is shown with the amount sent.
    const wallet = createWalletClient({
      chain: { ...foundry, id: 31337 },
      transport: http(anvil.url),
      account: privateKeyToAccount(ANVIL_PRIVATE_KEYS[4]),
    });
    const sent = await wallet.sendTransaction({ to: ANVIL_ADDRESSES[5], value: parseEther("1.25") });
    const tx = await t.app.inject({ url: `/sandbox/explorer/31337/tx/${sent}` });
    expect(tx.statusCode).toBe(200);
    expect(tx.headers["content-type"]).toContain("text/html");
    expect(tx.body).toContain("1.25 ETH");
    expect(tx.body).toContain(`${explorer}/address/${ANVIL_ADDRESSES[5]}`);
    const account = await t.app.inject({ url: `/sandbox/explorer/31337/address/${ANVIL_ADDRESSES[5]}` });
    expect(account.body).toContain("10001.25 ETH");
  });

  it("is not pointed at nor served without the sandbox, and not pointed at without a local chain", async () => {
    t = await createTestApp({ CHAIN_RPC_URLS: local(), SANDBOX_PROVIDERS: "false" });
    expect((await t.app.inject({ url: "/api/v1/config" })).json().data.localChainExplorerUrl).toBeNull();
    const c = await signInWithEmail(t, "no-sandbox@example.com");
    expect((await c.post("/api/v1/swaps", route("local-2"))).json().data.transactions[0].url).toBeNull();
    expect((await t.app.inject({ url: `/sandbox/explorer/31337/tx/${hash(7)}` })).statusCode).toBe(404);
    await t.close();

    t = await createTestApp();
    expect((await t.app.inject({ url: "/api/v1/config" })).json().data.localChainExplorerUrl).toBeNull();
    expect((await t.app.inject({ url: `/sandbox/explorer/31337/tx/${hash(7)}` })).statusCode).toBe(404);
  });
});
