import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { GASLESS_RATE, gaslessDayStart, isGaslessStaker } from "./gasless";

const HQ = 10n ** 18n;

describe("gasless transactions", () => {
  it("make a staker of 1,000 $HQ and more, to the base unit", () => {
    expect(isGaslessStaker(0n)).toBe(false);
    expect(isGaslessStaker(1_000n * HQ - 1n)).toBe(false);
    expect(isGaslessStaker(1_000n * HQ)).toBe(true);
    expect(isGaslessStaker(10n ** 40n)).toBe(true);
  });

  it("count the budget from midnight UTC of the day a moment falls in", () => {
    const moments = fc.date({ min: new Date("2000-01-01Z"), max: new Date("2100-01-01Z"), noInvalidDate: true });
    fc.assert(
      fc.property(moments, (now) => {
        const start = gaslessDayStart(now);
        expect(start.toISOString()).toMatch(/T00:00:00\.000Z$/);
        expect(start.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(now.getTime() - start.getTime()).toBeLessThan(24 * 60 * 60 * 1000);
      }),
    );
    expect(gaslessDayStart(new Date("2026-03-01T23:59:59.999-05:00")).toISOString()).toBe("2026-03-02T00:00:00.000Z");
  });

  it("states the rule with the numbers it enforces", () => {
    expect(GASLESS_RATE).toBe(
      "With 1,000 $HQ staked, up to 3 mints and claims a day (UTC) without gas: the platform pays it.",
    );
  });
});
