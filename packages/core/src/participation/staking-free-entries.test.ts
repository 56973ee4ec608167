import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ENTRY_MAX } from "../constants";
import {
  STAKING_FREE_ENTRIES_MAX,
  STAKING_FREE_ENTRIES_RATE,
  freeEntriesFor,
  stakingFreeEntries,
  stakingFreeEntriesStatement,
} from "./staking-free-entries";

const HQ = 10n ** 18n;

/** Base-unit amounts of every length, from 1 digit to 40 (far beyond any supply). */
const stakedUnits = fc
  .integer({ min: 1, max: 40 })
  .chain((digits) =>
    fc.bigInt({ min: digits === 1 ? 0n : 10n ** BigInt(digits - 1), max: 10n ** BigInt(digits) - 1n }),
  );

describe("staking free entries", () => {
  it("gives one per whole 1,000 $HQ staked, none below, at most 5", () => {
    expect(stakingFreeEntries(0n)).toBe(0);
    expect(stakingFreeEntries(-5n * HQ)).toBe(0);
    expect(stakingFreeEntries(999n * HQ + (HQ - 1n))).toBe(0);
    expect(stakingFreeEntries(1_000n * HQ)).toBe(1);
    expect(stakingFreeEntries(2_000n * HQ)).toBe(2);
    expect(stakingFreeEntries(4_999n * HQ)).toBe(4);
    expect(stakingFreeEntries(5_000n * HQ)).toBe(5);
    expect(stakingFreeEntries(10n ** 40n)).toBe(STAKING_FREE_ENTRIES_MAX);
  });

  it("is the whole thousands of $HQ, capped, for stakes of any length, and never falls as the stake grows", () => {
    fc.assert(
      fc.property(stakedUnits, stakedUnits, (a, b) => {
        const entries = stakingFreeEntries(a);
        const thousands = a / (1_000n * HQ);
        expect(BigInt(entries)).toBe(thousands < 5n ? thousands : 5n);
        expect(Number.isInteger(entries)).toBe(true);
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(stakingFreeEntries(low)).toBeLessThanOrEqual(stakingFreeEntries(high));
      }),
      { numRuns: 2_000 },
    );
  });

  it("says the rate and the user's current count", () => {
    expect(STAKING_FREE_ENTRIES_RATE).toBe("1 extra free raffle entry per 1,000 $HQ staked, up to 5");
    expect(stakingFreeEntriesStatement(2)).toBe(
      "Staking gives you 1 extra free raffle entry per 1,000 $HQ staked, up to 5; you have 2 now.",
    );
  });
});

describe("free entries of a mission", () => {
  const extras = fc.record({ tier: fc.integer({ min: 0, max: 99 }), staking: fc.integer({ min: 0, max: 5 }) });

  it("adds tier and staking entries on raffles, within the entry maximum, and the parts add up", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: ENTRY_MAX }), extras, (own, extra) => {
        const free = freeEntriesFor(own, extra, true);
        expect(free.total).toBe(Math.min(ENTRY_MAX, own + extra.tier + extra.staking));
        expect(free.total).toBe(own + free.tier + free.staking);
        expect(free.tier).toBeLessThanOrEqual(extra.tier);
        expect(free.staking).toBeLessThanOrEqual(extra.staking);
        // Below the maximum nothing is cut.
        if (own + extra.tier + extra.staking <= ENTRY_MAX) expect(free).toEqual({ total: free.total, ...extra });
      }),
      { numRuns: 2_000 },
    );
  });

  it("gives no extra entries where no raffle draws the winners", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: ENTRY_MAX }), extras, (own, extra) => {
        expect(freeEntriesFor(own, extra, false)).toEqual({ total: own, tier: 0, staking: 0 });
      }),
    );
  });

  it("cuts staking's entries before the tier's at the maximum", () => {
    expect(freeEntriesFor(997, { tier: 1, staking: 5 }, true)).toEqual({ total: ENTRY_MAX, tier: 1, staking: 1 });
    expect(freeEntriesFor(ENTRY_MAX, { tier: 3, staking: 5 }, true)).toEqual({ total: ENTRY_MAX, tier: 0, staking: 0 });
  });
});
