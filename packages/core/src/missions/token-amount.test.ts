import { describe, expect, it } from "vitest";
import { findKnownToken, formatBaseUnits, formatTokenAmount, KNOWN_TOKENS, toBaseUnits } from "./token-amount";

describe("token amounts", () => {
  it("shows a hold-crypto amount of 5000000 as 5 USDC (docs/product/objectives.md#token-amounts)", () => {
    expect(formatTokenAmount("5000000", 6, "USDC")).toBe("5 USDC");
    expect(formatTokenAmount(5000000n, 6, "USDC")).toBe("5 USDC");
  });

  it("converts display amounts to base units and back", () => {
    expect(toBaseUnits("5", 6)).toBe("5000000");
    expect(toBaseUnits("1.5", 18)).toBe("1500000000000000000");
    expect(toBaseUnits("0.000001", 6)).toBe("1");
    expect(toBaseUnits(".5", 2)).toBe("50");
    expect(toBaseUnits("1,234.50", 6)).toBe("1234500000");
    expect(toBaseUnits("7", 0)).toBe("7");
    for (const [display, decimals] of [
      ["5", 6],
      ["1234.5678", 18],
      ["0.1", 1],
      ["123456789012345678901234", 18],
    ] as const) {
      expect(formatBaseUnits(toBaseUnits(display, decimals), decimals)).toBe(display);
    }
    expect(formatBaseUnits("1000000000000000000", 18)).toBe("1");
    expect(formatBaseUnits(1n, 18)).toBe("0.000000000000000001");
  });

  it("throws on amounts it cannot convert exactly", () => {
    for (const bad of ["", "abc", "-1", "1e6", "1.2.3", "5 USDC"]) expect(() => toBaseUnits(bad, 6)).toThrow();
    expect(() => toBaseUnits("1.0000001", 6)).toThrow(/decimal places/);
    expect(toBaseUnits("1.0000000", 6)).toBe("1000000");
    expect(() => toBaseUnits("1", -1)).toThrow(RangeError);
    expect(() => toBaseUnits("1", 1.5)).toThrow(RangeError);
    expect(() => formatBaseUnits("1.5", 6)).toThrow();
  });

  it("groups thousands in the integer part only", () => {
    expect(formatTokenAmount("1234500000", 6, "USDC")).toBe("1,234.5 USDC");
    expect(formatTokenAmount("1234567890000000000000000", 18, "ETH")).toBe("1,234,567.89 ETH");
    expect(formatTokenAmount("123", 0)).toBe("123");
    expect(formatTokenAmount("1000000", 0)).toBe("1,000,000");
    expect(formatTokenAmount("1", 6, "USDC")).toBe("0.000001 USDC");
    expect(formatTokenAmount("0", 18, "ETH")).toBe("0 ETH");
  });

  it("knows USDC, USDT and WETH by chain and address, in any case", () => {
    expect(KNOWN_TOKENS.filter((t) => t.symbol === "USDC").map((t) => t.chainId)).toEqual([1, 10, 137, 8453, 42161]);
    expect(findKnownToken(8453, "0x833589fcd6edb6e08f4c7c32d4f71b54bda02913")).toMatchObject({
      symbol: "USDC",
      decimals: 6,
    });
    expect(findKnownToken(1, "0xDAC17F958D2EE523A2206206994597C13D831EC7")).toMatchObject({
      symbol: "USDT",
      decimals: 6,
    });
    expect(findKnownToken(1, "C02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2")).toMatchObject({
      symbol: "WETH",
      decimals: 18,
    });
    // Same address, other chain: not known.
    expect(findKnownToken(10, "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913")).toBeUndefined();
    expect(findKnownToken(1, "0x0000000000000000000000000000000000000000")).toBeUndefined();
  });
});
