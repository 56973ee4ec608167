import { describe, expect, it } from "vitest";
import { bridgeChains } from "@questhq/core";
import { AMOUNT_MESSAGE, resolveBridgeParams, TOKEN_ADDRESS_MESSAGE } from "./bridge-params";
import { buyHqSearch } from "./buy-hq";

const offered = new Set(bridgeChains({ localChain: false }).map((c) => c.id));
const HQ = "0x5FbDB2315678afecb367f032d93F642f64180aa3";

describe("bridge link parameters", () => {
  it("resolve chains by id, hex id or name, and keep tokens and amounts", () => {
    expect(
      resolveBridgeParams(
        { fromChain: "base", toChain: "0x1", toToken: HQ, fromAmount: "12.5", toAmount: "150" },
        offered,
      ),
    ).toEqual({
      ok: true,
      prefill: { fromChain: 8453, toChain: 1, toToken: HQ, fromAmount: "12.5", toAmount: "150" },
    });
    expect(resolveBridgeParams({}, offered)).toEqual({ ok: true, prefill: {} });
  });

  it("refuse an unknown chain in the chain lookup's words", () => {
    expect(resolveBridgeParams({ fromChain: "nonsense" }, offered)).toEqual({
      ok: false,
      message: "Invalid chain name or ID: nonsense",
    });
    expect(resolveBridgeParams({ toChain: "0x1zz" }, offered)).toEqual({
      ok: false,
      message: "Invalid chain name or ID: 0x1zz",
    });
  });

  it("refuse chains the bridge does not offer, tokens that are not addresses and amounts that are not positive", () => {
    expect(resolveBridgeParams({ toChain: "solana" }, offered)).toEqual({
      ok: false,
      message: "Solana is not available for bridging and swapping.",
    });
    expect(resolveBridgeParams({ toChain: "31337" }, offered)).toMatchObject({ ok: false });
    expect(resolveBridgeParams({ toChain: "31337" }, new Set([...offered, 31337]))).toMatchObject({
      ok: true,
      prefill: { toChain: 31337 },
    });
    expect(resolveBridgeParams({ toToken: "HQ" }, offered)).toEqual({
      ok: false,
      message: `${TOKEN_ADDRESS_MESSAGE}HQ`,
    });
    expect(resolveBridgeParams({ fromAmount: "-3" }, offered)).toEqual({ ok: false, message: `${AMOUNT_MESSAGE}-3` });
    expect(resolveBridgeParams({ toAmount: "0" }, offered)).toEqual({ ok: false, message: `${AMOUNT_MESSAGE}0` });
  });
});

describe("Buy $HQ links", () => {
  it("prefill the staking chain, the $HQ contract on it and the whole $HQ needed", () => {
    expect(buyHqSearch({ chainId: 1, contracts: { HQToken: HQ } }, 149.2)).toEqual({
      toChain: 1,
      toToken: HQ,
      toAmount: 150,
    });
    expect(buyHqSearch({ chainId: 31337, contracts: { HQToken: HQ } })).toEqual({ toChain: 31337, toToken: HQ });
    // Every link resolves on the bridge page (whose route reads numbers as text).
    const search = Object.fromEntries(
      Object.entries(buyHqSearch({ chainId: 1, contracts: { HQToken: HQ } }, 10)).map(([k, v]) => [k, String(v)]),
    );
    expect(resolveBridgeParams(search, offered)).toEqual({
      ok: true,
      prefill: { toChain: 1, toToken: HQ, toAmount: "10" },
    });
  });

  it("fall back to Ethereum when no staking chain is deployed", () => {
    expect(buyHqSearch(null, 0)).toEqual({ toChain: 1 });
  });
});
