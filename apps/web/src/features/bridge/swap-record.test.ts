import { describe, expect, it } from "vitest";
import type { RouteExtended } from "@lifi/sdk";
import { swapRecordSchema } from "@questhq/core";
import { swapRecordOf } from "./swap-record";

const WALLET = "0x8ba1f109551bD432803012645Ac136ddd64DBA72";
const hash = (n: number) => `0x${n.toString(16).padStart(64, "0")}`;
const USDC = {
  chainId: 31337,
  address: "0x0000000000000000000000000000000000000abc",
  symbol: "dUSDC",
  decimals: 6,
  name: "Demo USDC",
  priceUSD: "1",
};
const HQ = {
  chainId: 31337,
  address: "0x0000000000000000000000000000000000000def",
  symbol: "HQ",
  decimals: 18,
  name: "HQ",
  priceUSD: "0.05",
};

const route = {
  id: "route-1",
  insurance: { state: "NOT_INSURABLE", feeAmountUsd: "0" },
  fromChainId: 31337,
  fromAmountUSD: "30.00",
  fromAmount: "30000000",
  fromToken: USDC,
  fromAddress: WALLET,
  toChainId: 31337,
  toAmountUSD: "29.93",
  toAmount: "598500000000000000000",
  toAmountMin: "595507500000000000000",
  toToken: HQ,
  toAddress: WALLET,
  gasCostUSD: "0.90",
  containsSwitchChain: false,
  steps: [
    {
      execution: {
        status: "DONE",
        startedAt: 1,
        toAmount: "598600000000000000000",
        actions: [
          { type: "SET_ALLOWANCE", status: "DONE", chainId: 31337, txHash: hash(1) },
          { type: "SWAP", status: "DONE", chainId: 31337, txHash: hash(2) },
          { type: "RECEIVING_CHAIN", status: "DONE", chainId: 31337, txHash: hash(2) },
        ],
      },
    },
  ],
} as unknown as RouteExtended;

describe("swap record of an executed route", () => {
  it("keeps the route's fields, the amount really received and each transaction once", () => {
    const record = swapRecordOf(route);
    expect(record).toMatchObject({
      id: "route-1",
      fromAmount: "30000000",
      toAmount: "598600000000000000000",
      toToken: { symbol: "HQ", decimals: 18 },
    });
    expect(record.transactions).toEqual([
      { chainId: 31337, txHash: hash(1) },
      { chainId: 31337, txHash: hash(2) },
    ]);
    // What the server validates (POST /swaps/).
    expect(swapRecordSchema.safeParse(record).success).toBe(true);
  });
});
