import { describe, expect, it } from "vitest";
import {
  capMembershipBooster,
  countMembershipTokens,
  formatBooster,
  hundredthsToNumber,
  MEMBERSHIP_BOOSTER_MAX_HUNDREDTHS,
  membershipBoosterHundredths,
  membershipTypeOf,
  stakedNftBoosterHundredths,
  weeklyChallengeAward,
} from "./boosters";

describe("membershipTypeOf", () => {
  it.each([
    [0, "member"],
    [1309, "member"],
    [1310, "whale"],
    [1350, "whale"],
    [1403, "whale"],
    [1404, "member"],
    [3113, "member"],
    [3114, "year5"],
    [10_000, "year5"],
  ] as const)("token %i is %s", (id, type) => {
    expect(membershipTypeOf(id)).toBe(type);
    expect(membershipTypeOf(BigInt(id))).toBe(type);
  });

  it("handles ids beyond the safe number range as bigint", () => {
    expect(membershipTypeOf(2n ** 64n)).toBe("year5");
  });

  it("rejects ids that cannot be token ids", () => {
    expect(() => membershipTypeOf(-1)).toThrow(RangeError);
    expect(() => membershipTypeOf(-1n)).toThrow(RangeError);
    expect(() => membershipTypeOf(1310.5)).toThrow(RangeError);
    expect(() => membershipTypeOf(Number.NaN)).toThrow(RangeError);
  });
});

describe("countMembershipTokens", () => {
  it("counts whales and folds year-5 into members", () => {
    expect(countMembershipTokens([1, 1310, 1403, 3114, 5000n])).toEqual({ member: 3, whale: 2 });
    expect(countMembershipTokens([])).toEqual({ member: 0, whale: 0 });
  });
});

describe("stakedNftBoosterHundredths", () => {
  it("gives 0.2 per Membership token and 1 per Whale token, exactly", () => {
    expect(stakedNftBoosterHundredths({ member: 3, whale: 0 })).toBe(60);
    expect(hundredthsToNumber(stakedNftBoosterHundredths({ member: 3, whale: 0 }))).toBe(0.6);
    expect(stakedNftBoosterHundredths({ member: 0, whale: 2 })).toBe(200);
    expect(stakedNftBoosterHundredths({ member: 1, whale: 1 })).toBe(120);
    expect(stakedNftBoosterHundredths({ member: 0, whale: 0 })).toBe(0);
  });

  it("is not capped (the cap belongs to the membership booster)", () => {
    expect(stakedNftBoosterHundredths({ member: 0, whale: 150 })).toBe(15_000);
  });

  it("rejects negative or fractional counts", () => {
    expect(() => stakedNftBoosterHundredths({ member: -1, whale: 0 })).toThrow(RangeError);
    expect(() => stakedNftBoosterHundredths({ member: 0, whale: 0.5 })).toThrow(RangeError);
  });
});

describe("membership booster cap", () => {
  it("caps at 100", () => {
    expect(MEMBERSHIP_BOOSTER_MAX_HUNDREDTHS).toBe(10_000);
    expect(capMembershipBooster(9_999)).toBe(9_999);
    expect(capMembershipBooster(10_000)).toBe(10_000);
    expect(capMembershipBooster(10_001)).toBe(10_000);
    expect(membershipBoosterHundredths({ member: 0, whale: 101 })).toBe(10_000);
    expect(membershipBoosterHundredths({ member: 5, whale: 99 })).toBe(10_000);
    expect(membershipBoosterHundredths({ member: 4, whale: 99 })).toBe(9_980);
  });
});

describe("weeklyChallengeAward", () => {
  it.each([
    [0, 0, 0],
    [2, 0, 0],
    [3, 1, 60],
    [4, 2, 100],
    [5, 3, 140],
    [12, 3, 140],
  ] as const)("%i objectives give %i stars and +%i hundredths", (n, stars, booster) => {
    expect(weeklyChallengeAward(n)).toEqual({ stars, boosterHundredths: booster });
  });

  it("displays the boosters as the product writes them", () => {
    expect([3, 4, 5].map((n) => formatBooster(weeklyChallengeAward(n).boosterHundredths))).toEqual([
      "0.60",
      "1.00",
      "1.40",
    ]);
  });
});

describe("formatBooster", () => {
  it("prints two decimals from integer hundredths", () => {
    expect(formatBooster(0)).toBe("0.00");
    expect(formatBooster(5)).toBe("0.05");
    expect(formatBooster(1234)).toBe("12.34");
    expect(formatBooster(-60)).toBe("-0.60");
    expect(() => formatBooster(0.5)).toThrow(RangeError);
  });
});
