import { describe, expect, it } from "vitest";
import { formatAmount, formatHqBalance } from "./format";

describe("number formats of the menus", () => {
  it("shows an $HQ balance with exactly two decimals", () => {
    expect(formatHqBalance(100000)).toBe("100,000.00");
    expect(formatHqBalance(12.5)).toBe("12.50");
    expect(formatHqBalance(0.004)).toBe("0.00");
  });

  it("keeps credits without trailing zeros", () => {
    expect(formatAmount(1200)).toBe("1,200");
    expect(formatAmount(3.456)).toBe("3.46");
  });
});
