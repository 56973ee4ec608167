import { describe, expect, it } from "vitest";
import { fromAmountFor } from "./prefill-amount";

const ETH = { priceUSD: "3000", decimals: 18 };
const HQ = { priceUSD: "0.05", decimals: 18 };
const USDC = { priceUSD: "1", decimals: 6 };

describe("prefilled amount of a Buy $HQ link", () => {
  it("pays for the $HQ needed at LI.FI's prices, with the fee and 1 % spare", () => {
    // 600 $HQ = $30 = 0.01 ETH; + 1 % = 0.0101 ETH.
    expect(fromAmountFor("600", HQ, ETH, 0)).toBe("0.0101");
    // With a 0.25 % fee: 30.3 / 0.9975 = 30.3759… dUSDC, rounded up to six significant digits.
    expect(fromAmountFor("600", HQ, USDC, 0.0025)).toBe("30.376");
    // Never more decimals than the token has.
    expect(fromAmountFor("0.0001", HQ, { priceUSD: "1", decimals: 2 }, 0)).toBe("0.01");
  });

  it("gives up without prices", () => {
    expect(fromAmountFor("600", { priceUSD: "0", decimals: 18 }, ETH, 0)).toBeNull();
    expect(fromAmountFor("600", HQ, { priceUSD: "", decimals: 18 }, 0)).toBeNull();
  });
});
