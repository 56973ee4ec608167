import { MEMBERSHIP_BOOSTER_MAX, WEEKLY_CHALLENGE_TIERS } from "../constants";
import type { Hundredths } from "../membership/boosters";

// The one formula that turns a Saga's credits into boosted credits (algorithm questhq-saga-v1,
// docs/SAGAS.md). Boosters are integers in hundredths, so every step is exact:
//
//   total booster  B = stars + min(membership, 100.00) + staked NFTs          (hundredths)
//   boosted credits  = floor(credits × (100 + B) / 100)
//
// - credits: what the user earned while the Saga ran (missions and weekly challenges alike);
// - stars: each week's challenge tier (3 done: 0.60, 4: 1.00, 5: 1.40), added up over the weeks;
// - membership: every week that starts after Saga onboarding, each membership NFT held adds its
//   per-token rate (0.20, a Whale 1.00), and every week of a paid subscription adds its tier's weekly
//   bonus (the entitlements table); the running sum stops at 100.00;
// - staked NFTs: every day of the Saga, each staked Membership adds 0.20 and each Whale 1.00.

export const SAGA_ALGORITHM = "questhq-saga-v1";

export const MEMBERSHIP_BOOSTER_CAP_HUNDREDTHS: Hundredths = MEMBERSHIP_BOOSTER_MAX * 100;

export type BoosterTerms = {
  /** Sum of the weekly star boosters. */
  starsHundredths: Hundredths;
  /** Sum of the weekly membership accruals before the cap. */
  membershipAccruedHundredths: Hundredths;
  /** Sum of the daily staked NFT accruals. */
  stakedNftHundredths: Hundredths;
};

export type BoostedBreakdown = BoosterTerms & {
  credits: bigint;
  /** min(membershipAccrued, 100.00). */
  membershipHundredths: Hundredths;
  totalHundredths: Hundredths;
  boostedCredits: bigint;
};

function assertHundredths(name: string, n: number): void {
  if (!Number.isSafeInteger(n) || n < 0)
    throw new RangeError(`${name} must be a non-negative whole number of hundredths`);
}

/** floor(credits × (100 + booster) / 100); credits below zero count as zero (a Saga never takes $HQ away). */
export function boostedCredits(credits: bigint, totalBoosterHundredths: Hundredths): bigint {
  assertHundredths("booster", totalBoosterHundredths);
  if (credits <= 0n) return 0n;
  return (credits * BigInt(100 + totalBoosterHundredths)) / 100n;
}

/** Every term of the formula, for the overview, the learnMore drawer and the published table. */
export function boostedBreakdown(credits: bigint, terms: BoosterTerms): BoostedBreakdown {
  assertHundredths("stars", terms.starsHundredths);
  assertHundredths("membership", terms.membershipAccruedHundredths);
  assertHundredths("staked NFTs", terms.stakedNftHundredths);
  const membershipHundredths = Math.min(terms.membershipAccruedHundredths, MEMBERSHIP_BOOSTER_CAP_HUNDREDTHS);
  const totalHundredths = terms.starsHundredths + membershipHundredths + terms.stakedNftHundredths;
  return {
    ...terms,
    credits,
    membershipHundredths,
    totalHundredths,
    boostedCredits: boostedCredits(credits, totalHundredths),
  };
}

export type StarStep = { stars: 1 | 2 | 3; incrementHundredths: Hundredths };

/**
 * The star levels a week has reached with `completed` challenge objectives, each with the booster
 * it adds on top of the level below (0.60, then +0.40, then +0.40). Stored one row per level, each
 * under its own idempotency key, so a level is awarded once, when it is first reached.
 */
export function starSteps(completed: number): StarStep[] {
  const steps: StarStep[] = [];
  let previous = 0;
  for (const tier of WEEKLY_CHALLENGE_TIERS) {
    if (completed < tier.minObjectives) break;
    steps.push({ stars: tier.stars, incrementHundredths: tier.boosterHundredths - previous });
    previous = tier.boosterHundredths;
  }
  return steps;
}

/** Objectives still needed for the next star this week, or null when all three stars are earned. */
export function objectivesToNextStar(completed: number): number | null {
  const next = WEEKLY_CHALLENGE_TIERS.find((t) => completed < t.minObjectives);
  return next ? next.minObjectives - completed : null;
}
