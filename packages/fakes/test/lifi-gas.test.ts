import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { createWalletClient, formatUnits, http, parseEther, zeroAddress, type Address, type Hex } from "viem";
import type { LiFiStep, RoutesResponse } from "@lifi/types";
import { chain, startLocalWorld, type LocalWorld } from "./local-chain-kit";

// The sandbox LI.FI's gas figures are the chain's: a swap's gas is what eth_estimateGas says, priced at the next
// block's base fee, and the transaction request asks for exactly that price, so a wallet sending it pays no more
// than the quote said. With the demo chain's fees a Buy $HQ of any size stays clear of the widget's high value loss
// warning, which @lifi/widget 4 raises when toAmountUSD / (fromAmountUSD + gas + fees not included) < 0.9
// (pages/TransactionPage/utils.js, getTokenValueLossThreshold; gas priced by utils/fees.js from the token's price).

let world: LocalWorld;
const FEE = 0.0025;

beforeAll(async () => {
  world = await startLocalWorld();
}, 60_000);

afterAll(async () => {
  await world?.close();
});

const api = (path: string) => `${world.fakes.url}/lifi/v1${path}`;

async function quoteFor(query: Record<string, string>): Promise<LiFiStep> {
  const res = await fetch(`${api("/quote/toAmount")}?${new URLSearchParams(query)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as LiFiStep;
}

/** The widget's test, on the numbers it reads from a route (its USD strings, gas from the token's price). */
function valueKept(estimate: NonNullable<LiFiStep["estimate"]>): number {
  const usdOf = (cost: { amount: string; token: { decimals: number; priceUSD: string } }) =>
    Number(formatUnits(BigInt(cost.amount), cost.token.decimals)) * Number(cost.token.priceUSD);
  const gas = (estimate.gasCosts ?? []).reduce((sum, g) => sum + usdOf(g), 0);
  const fees = (estimate.feeCosts ?? []).filter((f) => !f.included).reduce((sum, f) => sum + usdOf(f), 0);
  return Number(estimate.toAmountUSD) / (Number(estimate.fromAmountUSD) + gas + fees);
}

describe("gas in the sandbox LI.FI's quotes", () => {
  it("is the swap's own estimate at the next base fee, and sending the request costs no more than quoted", async () => {
    const quote = await quoteFor({
      fromChain: "31337",
      toChain: "31337",
      fromToken: zeroAddress,
      toToken: world.hq,
      fromAddress: world.user.address,
      toAmount: parseEther("200").toString(),
      fee: String(FEE),
    });
    const tx = quote.transactionRequest!;
    const [gas] = quote.estimate.gasCosts!;
    const estimate = await world.read.estimateGas({
      account: world.user.address,
      to: tx.to as Address,
      data: tx.data as Hex,
      value: BigInt(tx.value as string),
    });
    const history = await world.read.getFeeHistory({ blockCount: 1, rewardPercentiles: [] });
    expect(gas).toMatchObject({
      type: "SEND",
      estimate: estimate.toString(),
      price: history.baseFeePerGas.at(-1)!.toString(),
      token: { symbol: "ETH" },
    });
    expect(BigInt(gas!.amount)).toBe(BigInt(gas!.estimate) * BigInt(gas!.price));
    // No tip: the request pays the price the quote was reckoned at.
    expect(tx).toMatchObject({
      maxPriorityFeePerGas: "0x0",
      maxFeePerGas: `0x${(BigInt(gas!.price) * 2n).toString(16)}`,
    });

    const wallet = createWalletClient({ chain, transport: http(world.anvil.url), account: world.user });
    const hash = await wallet.sendTransaction({
      to: tx.to as Address,
      data: tx.data as Hex,
      value: BigInt(tx.value as string),
      gas: BigInt(tx.gasLimit as string),
      maxFeePerGas: BigInt(tx.maxFeePerGas as string),
      maxPriorityFeePerGas: BigInt(tx.maxPriorityFeePerGas as string),
    });
    const receipt = await world.read.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe("success");
    expect(receipt.gasUsed).toBe(estimate);
    expect(receipt.gasUsed * receipt.effectiveGasPrice).toBeLessThanOrEqual(BigInt(gas!.amount));
  });

  it("keeps every Buy $HQ of 1 to 10,000 $HQ, in ether or demo USDC, clear of the value loss warning", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 10_000 }),
        fc.constantFrom<"ETH" | "dUSDC">("ETH", "dUSDC"),
        fc.boolean(),
        async (hq, pay, hasSender) => {
          const quote = await quoteFor({
            fromChain: "31337",
            toChain: "31337",
            fromToken: pay === "ETH" ? zeroAddress : world.usdc,
            toToken: world.hq,
            // The quote endpoint needs a sender; a visitor's quote is a route without one (below).
            fromAddress: world.user.address,
            toAmount: parseEther(String(hq)).toString(),
            fee: String(FEE),
          });
          let estimate = quote.estimate;
          if (!hasSender) {
            const res = await fetch(api("/advanced/routes"), {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify({
                fromChainId: 31337,
                toChainId: 31337,
                fromTokenAddress: quote.action.fromToken.address,
                toTokenAddress: world.hq,
                fromAmount: quote.action.fromAmount,
                options: { fee: FEE },
              }),
            });
            estimate = ((await res.json()) as RoutesResponse).routes[0]!.steps[0]!.estimate;
          }
          expect(valueKept(estimate)).toBeGreaterThanOrEqual(0.9);
        },
      ),
      { numRuns: 30 },
    );
  });

  it("tells the widget what to keep for gas: the swap's gas limit at the request's fee cap", async () => {
    const res = await fetch(api("/gas/suggestion/31337"));
    type Suggestion = { available: boolean; recommended: { amount: string; token: { symbol: string } } };
    const body = (await res.json()) as Suggestion;
    const history = await world.read.getFeeHistory({ blockCount: 1, rewardPercentiles: [] });
    expect(body).toMatchObject({ available: false, recommended: { token: { symbol: "ETH" } } });
    expect(BigInt(body.recommended.amount)).toBe(250_000n * 2n * history.baseFeePerGas.at(-1)!);
    expect((await fetch(api("/gas/suggestion/999"))).status).toBe(400);
  });
});
