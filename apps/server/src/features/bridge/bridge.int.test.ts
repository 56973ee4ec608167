import { describe, expect, it } from "vitest";
import { SWAP_ADDRESS_MESSAGE, SWAP_AMOUNT_MESSAGE } from "@questhq/core";
import { signInWithEmail, withTestApp, type TestApp } from "../../test/harness";

// Swap records (docs/product/bridge.md#swap-records): what the /bridge page posts once a LI.FI route has executed,
// stored once per route id, and the user's history read back with explorer links.

let t: TestApp;
withTestApp((app) => (t = app));

const WALLET = "0x8ba1f109551bD432803012645Ac136ddd64DBA72";
const USDC = {
  address: "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48",
  symbol: "USDC",
  decimals: 6,
  name: "USD Coin",
  priceUSD: "1",
};
const HQ = { address: "0x5FbDB2315678afecb367f032d93F642f64180aa3", symbol: "HQ", decimals: 18 };
const hash = (n: number) => `0x${n.toString(16).padStart(64, "0")}`;

const route = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  fromChainId: 1,
  fromAmountUSD: "25.00",
  fromAmount: "25000000",
  fromToken: USDC,
  fromAddress: WALLET,
  toChainId: 8453,
  toAmountUSD: "24.81",
  toAmount: "1240500000000000000000",
  toAmountMin: "1234297500000000000000",
  toToken: HQ,
  toAddress: WALLET,
  gasCostUSD: "0.42",
  containsSwitchChain: false,
  transactions: [{ chainId: 1, txHash: hash(1) }],
  ...overrides,
});

describe("swap records", () => {
  it("need a signed-in user", async () => {
    expect((await t.app.inject({ method: "POST", url: "/api/v1/swaps", payload: route("r-visitor") })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ url: "/api/v1/swaps" })).statusCode).toBe(401);
  });

  it("stores a route once by its id, with explorer links, and refuses the same route for another account", async () => {
    const c = await signInWithEmail(t, "swapper@example.com");
    const first = await c.post("/api/v1/swaps", route("route-1"));
    expect(first.statusCode, first.body).toBe(200);
    const view = first.json().data;
    expect(view).toMatchObject({
      id: "route-1",
      fromChainId: 1,
      toChainId: 8453,
      toAmount: "1240500000000000000000",
      gasCostUSD: "0.42",
    });
    // Only the token fields the history needs are kept.
    expect(view.fromToken).toEqual({ address: USDC.address, symbol: "USDC", decimals: 6 });
    expect(view.transactions).toEqual([{ chainId: 1, txHash: hash(1), url: `https://etherscan.io/tx/${hash(1)}` }]);
    const again = await c.post("/api/v1/swaps", route("route-1", { toAmount: "1" }));
    expect(again.json().data).toEqual(view);
    const other = await signInWithEmail(t, "copycat@example.com");
    const stolen = await other.post("/api/v1/swaps", route("route-1"));
    expect(stolen.statusCode).toBe(409);
  });

  it("refuses bad input in words: unknown chains, malformed amounts, addresses not of the chain", async () => {
    const c = await signInWithEmail(t, "careless@example.com");
    const chain = await c.post("/api/v1/swaps", route("bad-chain", { toChainId: 999999 }));
    expect(chain.statusCode).toBe(400);
    expect(chain.json().error.fields.toChainId).toEqual(["Invalid chain name or ID: 999999"]);
    const amount = await c.post("/api/v1/swaps", route("bad-amount", { fromAmount: "1.5" }));
    expect(amount.json().error.fields.fromAmount).toEqual([SWAP_AMOUNT_MESSAGE]);
    const address = await c.post(
      "/api/v1/swaps",
      route("bad-address", { toAddress: "7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV" }),
    );
    expect(address.json().error.fields.toAddress).toEqual([SWAP_ADDRESS_MESSAGE]);
    const hashless = await c.post(
      "/api/v1/swaps",
      route("bad-hash", { transactions: [{ chainId: 1, txHash: "0x12" }] }),
    );
    expect(hashless.statusCode).toBe(400);
    expect((await c.get("/api/v1/swaps")).json().data).toEqual([]);
  });

  it("lists the user's own swaps, newest first, a page at a time", async () => {
    const c = await signInWithEmail(t, "history@example.com");
    for (const id of ["h-1", "h-2", "h-3"]) expect((await c.post("/api/v1/swaps", route(id))).statusCode).toBe(200);
    const other = await signInWithEmail(t, "someone-else@example.com");
    await other.post("/api/v1/swaps", route("not-mine"));
    const page1 = (await c.get("/api/v1/swaps?limit=2")).json();
    expect(page1.data.map((s: { id: string }) => s.id)).toEqual(["h-3", "h-2"]);
    const page2 = (await c.get(`/api/v1/swaps?limit=2&next=${encodeURIComponent(page1.next)}`)).json();
    expect(page2.data.map((s: { id: string }) => s.id)).toEqual(["h-1"]);
    expect(page2.next).toBeNull();
    expect((await c.get("/api/v1/swaps?next=not-a-cursor")).statusCode).toBe(400);
  });
});
