import { describe, expect, it } from "vitest";
import { boosterRatesText, boosterText, countsText, groupByType, hasCountsMoved, nftRows } from "./nft-holdings";

describe("membership NFTs by type (docs/product/membership.md#membership-nfts)", () => {
  it("puts 1310–1403 in Whale, above 3113 in year 5, the rest in Membership", () => {
    const groups = groupByType([3114n, 2n, 1310n, 1n, 1403n, 1404n, 3113n, 1309n]);
    expect(groups.whale).toEqual([1310n, 1403n]);
    expect(groups.year5).toEqual([3114n]);
    expect(groups.member).toEqual([1n, 2n, 1309n, 1404n, 3113n]);
  });

  it("lists Ada's demo NFTs whale first, held before staked", () => {
    const rows = nftRows([2n, 1n], [1310n]);
    expect(rows.map((r) => [r.label, r.isStaked])).toEqual([
      ["Whale #1310", true],
      ["Membership #1", false],
      ["Membership #2", false],
    ]);
    expect(nftRows([], [])).toEqual([]);
    expect(nftRows([3200n], [])[0]?.label).toBe("Membership (year 5) #3200");
  });
});

describe("staked counts and their booster (0.2x per Membership, 1x per Whale)", () => {
  it("shows 2 Membership and 1 Whale as a 1.40 booster", () => {
    expect(countsText({ member: 2, whale: 1 })).toBe("2 Membership · 1 Whale");
    expect(boosterText({ member: 2, whale: 1 })).toBe("+1.40");
  });

  it("shows nothing staked as +0.00, and rates from core's constants", () => {
    expect(boosterText({ member: 0, whale: 0 })).toBe("+0.00");
    expect(boosterText({ member: 5, whale: 0 })).toBe("+1.00");
    expect(boosterRatesText()).toBe("0.20 per Membership NFT, 1.00 per Whale NFT");
  });

  it("waits until the confirmed counts move after a transaction", () => {
    expect(hasCountsMoved({ member: 0, whale: 0 }, { member: 0, whale: 0 })).toBe(false);
    expect(hasCountsMoved({ member: 0, whale: 0 }, { member: 2, whale: 1 })).toBe(true);
    expect(hasCountsMoved({ member: 2, whale: 1 }, { member: 2, whale: 0 })).toBe(true);
  });
});
