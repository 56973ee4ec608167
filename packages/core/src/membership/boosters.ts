// Membership NFTs and booster math (docs/product/membership.md#membership-nfts,
// docs/product/sagas.md#boosters, docs/product/limits.md#boosters-and-banding).
//
// Boosters are computed in hundredths as integers, because they are summed
// and compared: in floats 0.2 * 3 is 0.6000000000000001, in hundredths it is
// exactly 60. Convert to a number or a string only for display.
//
// Year-5 tokens count as Membership tokens (0.2x) for boosters: the product
// rates only two kinds (Membership 0.2x, Whale 1x) and its NFT stake counts
// have just a member count and a whale count, so year-5 is a member variant.

import {
  MEMBERSHIP_BOOSTER_MAX,
  STAKED_MEMBER_BOOSTER_HUNDREDTHS,
  STAKED_WHALE_BOOSTER_HUNDREDTHS,
  WEEKLY_CHALLENGE_TIERS,
  WHALE_TOKEN_ID_MAX,
  WHALE_TOKEN_ID_MIN,
  YEAR5_TOKEN_ID_ABOVE,
} from "../constants";

export type MembershipType = "member" | "whale" | "year5";

/** Booster amounts in hundredths (60 means 0.60x). */
export type Hundredths = number;

/** Whale for ids 1310 to 1403 inclusive, year-5 above 3113, member otherwise. */
export function membershipTypeOf(tokenId: number | bigint): MembershipType {
  if (typeof tokenId === "number" && !Number.isSafeInteger(tokenId)) {
    throw new RangeError(`Invalid membership token id: ${tokenId}`);
  }
  const id = BigInt(tokenId);
  if (id < 0n) throw new RangeError(`Invalid membership token id: ${tokenId}`);
  if (id >= BigInt(WHALE_TOKEN_ID_MIN) && id <= BigInt(WHALE_TOKEN_ID_MAX)) return "whale";
  if (id > BigInt(YEAR5_TOKEN_ID_ABOVE)) return "year5";
  return "member";
}

export type NftStakeCounts = { member: number; whale: number };

/** Member/whale counts of a set of token ids, with year-5 counted as member. */
export function countMembershipTokens(tokenIds: readonly (number | bigint)[]): NftStakeCounts {
  let whale = 0;
  for (const id of tokenIds) if (membershipTypeOf(id) === "whale") whale += 1;
  return { member: tokenIds.length - whale, whale };
}

function assertCount(name: string, n: number): void {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${name} must be a non-negative integer`);
}

/** Daily booster of staked NFTs: 0.2x per Membership token, 1x per Whale token. */
export function stakedNftBoosterHundredths(counts: NftStakeCounts): Hundredths {
  assertCount("member", counts.member);
  assertCount("whale", counts.whale);
  return counts.member * STAKED_MEMBER_BOOSTER_HUNDREDTHS + counts.whale * STAKED_WHALE_BOOSTER_HUNDREDTHS;
}

export const MEMBERSHIP_BOOSTER_MAX_HUNDREDTHS: Hundredths = MEMBERSHIP_BOOSTER_MAX * 100;

/** The membership booster never exceeds 100 (docs/product/sagas.md#membership-booster). */
export function capMembershipBooster(hundredths: Hundredths): Hundredths {
  return Math.min(hundredths, MEMBERSHIP_BOOSTER_MAX_HUNDREDTHS);
}

/**
 * Passive weekly membership booster of the NFTs held. The product gives no
 * separate per-token rate for it, so it uses the staked rates, capped at 100.
 */
export function membershipBoosterHundredths(counts: NftStakeCounts): Hundredths {
  return capMembershipBooster(stakedNftBoosterHundredths(counts));
}

export type WeeklyChallengeAward = { stars: 0 | 1 | 2 | 3; boosterHundredths: Hundredths };

/** 3 objectives: 1 star (+0.60); 4: 2 stars (+1.00); 5 or more: 3 stars (+1.40); fewer: nothing. */
export function weeklyChallengeAward(objectivesCompleted: number): WeeklyChallengeAward {
  let award: WeeklyChallengeAward = { stars: 0, boosterHundredths: 0 };
  for (const tier of WEEKLY_CHALLENGE_TIERS) {
    if (objectivesCompleted >= tier.minObjectives) {
      award = { stars: tier.stars, boosterHundredths: tier.boosterHundredths };
    }
  }
  return award;
}

/** Hundredths to a number for arithmetic with other numbers (60 -> 0.6). */
export function hundredthsToNumber(hundredths: Hundredths): number {
  return hundredths / 100;
}

/** Hundredths to the two-decimal text the screens show (60 -> "0.60"). */
export function formatBooster(hundredths: Hundredths): string {
  if (!Number.isSafeInteger(hundredths)) throw new RangeError("Booster must be an integer number of hundredths");
  const sign = hundredths < 0 ? "-" : "";
  const abs = Math.abs(hundredths);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
