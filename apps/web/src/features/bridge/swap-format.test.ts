import { describe, expect, it } from "vitest";
import { chainLabel, formatTokenAmount, formatUsd } from "./swap-format";

describe("swap history amounts", () => {
  it("write base units as tokens, six decimals at most, rounded down", () => {
    expect(formatTokenAmount("598600000000000000000", 18)).toBe("598.6");
    expect(formatTokenAmount("30000000", 6)).toBe("30");
    expect(formatTokenAmount("1234567891234567", 6)).toBe("1,234,567,891.234567");
    expect(formatTokenAmount("1999999999999999999", 18)).toBe("1.999999");
    expect(formatTokenAmount("1", 18)).toBe("<0.000001");
    expect(formatTokenAmount("0", 18)).toBe("0");
    // The largest uint256, exactly.
    expect(formatTokenAmount("115792089237316195423570985008687907853269984665640564039457584007913129639935", 0)).toBe(
      "115,792,089,237,316,195,423,570,985,008,687,907,853,269,984,665,640,564,039,457,584,007,913,129,639,935",
    );
  });

  it("name chains from the registry and USD values with cents", () => {
    expect(chainLabel(8453)).toBe("Base");
    expect(chainLabel(999999)).toBe("Chain 999999");
    expect(formatUsd("29.9")).toBe("$29.90");
    expect(formatUsd(null)).toBeNull();
  });
});
