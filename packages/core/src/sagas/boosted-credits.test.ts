import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { WEEKLY_CHALLENGE_TIERS } from "../constants";
import { weeklyChallengeAward } from "../membership/boosters";
import {
  boostedBreakdown,
  boostedCredits,
  MEMBERSHIP_BOOSTER_CAP_HUNDREDTHS,
  objectivesToNextStar,
  starSteps,
} from "./boosted-credits";

describe("boosted credits", () => {
  it("multiplies credits by one plus the boosters, floored", () => {
    expect(boostedCredits(1000n, 0)).toBe(1000n);
    expect(boostedCredits(1000n, 60)).toBe(1600n);
    expect(boostedCredits(175n, 60)).toBe(280n);
    // 333 × 1.01 = 336.33 → 336
    expect(boostedCredits(333n, 1)).toBe(336n);
  });

  it("gives the user guide's worked example (docs/guide/sagas.md)", () => {
    const b = boostedBreakdown(1200n, {
      starsHundredths: 60 + 60,
      membershipAccruedHundredths: 3 * 100,
      stakedNftHundredths: 10 * 20,
    });
    expect(b.totalHundredths).toBe(620);
    expect(b.boostedCredits).toBe(8640n);
  });

  it("never turns negative or zero credits into $HQ weight", () => {
    expect(boostedCredits(0n, 500)).toBe(0n);
    expect(boostedCredits(-50n, 500)).toBe(0n);
  });

  it("caps the membership term at 100 and shows every term", () => {
    const b = boostedBreakdown(200n, {
      starsHundredths: 140,
      membershipAccruedHundredths: 12_345,
      stakedNftHundredths: 20,
    });
    expect(b.membershipHundredths).toBe(MEMBERSHIP_BOOSTER_CAP_HUNDREDTHS);
    expect(b.membershipAccruedHundredths).toBe(12_345);
    expect(b.totalHundredths).toBe(140 + 10_000 + 20);
    expect(b.boostedCredits).toBe((200n * BigInt(100 + 10_160)) / 100n);
  });

  it("refuses fractional or negative boosters", () => {
    expect(() => boostedCredits(10n, 0.5)).toThrow(RangeError);
    expect(() =>
      boostedBreakdown(10n, { starsHundredths: -1, membershipAccruedHundredths: 0, stakedNftHundredths: 0 }),
    ).toThrow(RangeError);
  });

  it("is monotone in credits and in every booster term", () => {
    const terms = fc.record({
      starsHundredths: fc.integer({ min: 0, max: 2_000 }),
      membershipAccruedHundredths: fc.integer({ min: 0, max: 20_000 }),
      stakedNftHundredths: fc.integer({ min: 0, max: 50_000 }),
    });
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 6n }),
        terms,
        fc.integer({ min: 0, max: 500 }),
        (c, more, t, extra) => {
          const base = boostedBreakdown(c, t).boostedCredits;
          expect(boostedBreakdown(c + more, t).boostedCredits >= base).toBe(true);
          expect(
            boostedBreakdown(c, { ...t, stakedNftHundredths: t.stakedNftHundredths + extra }).boostedCredits >= base,
          ).toBe(true);
          expect(base >= c).toBe(true);
        },
      ),
    );
  });
});

describe("star steps", () => {
  it("reaches 1 star at 3, 2 at 4 and 3 at 5 objectives, with increments adding up to the tier booster", () => {
    expect(starSteps(2)).toEqual([]);
    expect(starSteps(3)).toEqual([{ stars: 1, incrementHundredths: 60 }]);
    expect(starSteps(4)).toEqual([
      { stars: 1, incrementHundredths: 60 },
      { stars: 2, incrementHundredths: 40 },
    ]);
    expect(starSteps(9).map((s) => s.stars)).toEqual([1, 2, 3]);
    for (let n = 0; n <= 7; n++) {
      const sum = starSteps(n).reduce((a, s) => a + s.incrementHundredths, 0);
      expect(sum).toBe(weeklyChallengeAward(n).boosterHundredths);
    }
    expect(WEEKLY_CHALLENGE_TIERS.map((t) => t.boosterHundredths)).toEqual([60, 100, 140]);
  });

  it("counts the objectives left to the next star", () => {
    expect(objectivesToNextStar(0)).toBe(3);
    expect(objectivesToNextStar(3)).toBe(1);
    expect(objectivesToNextStar(4)).toBe(1);
    expect(objectivesToNextStar(5)).toBeNull();
  });
});
