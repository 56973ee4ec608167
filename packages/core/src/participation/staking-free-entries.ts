import type { Entitlements } from "../membership/entitlements";
import { ENTRY_MAX, HQ_DECIMALS } from "../constants";
import { formatNumber } from "../en-format";

// Staking free entries (docs/product/staking.md#extra-free-raffle-entries: deposits give extra raffle entries): staked
// $HQ adds extra free entries on every raffle mission, on top of the mission's own free entries and the membership
// tier's. The rate is stated here once; the server applies it, the staking modal and the entry form say it, the user
// guide repeats it.
//
// Why these numbers. A paid entry costs RAFFLE_ENTRY_PRICE_HQ (200 $HQ) and is spent for good, while staked $HQ stays
// the user's and can be withdrawn. At 1 free entry per 1,000 $HQ, a stake's free entries are worth the whole stake
// after five raffles, which a regular player reaches within weeks; yet on any single raffle, buying entries with the
// same 1,000 $HQ (5 entries) still beats staking it, so nobody is pushed to lock tokens to play once. Whole thousands
// only: 999 $HQ gives none rather than a fraction of an entry nobody can use. The cap of 5, reached at 5,000 $HQ,
// keeps the draws fair to people who stake little or nothing: free entries repeat on every raffle, so without a cap a
// large holder would take a heavy share of every draw for nothing. 5 sits a little above the best tier's 3 (Whale):
// a large stake is worth about the top membership, not many times it, and both together stay far below ENTRY_MAX.

/** $HQ staked for each extra free raffle entry. */
export const STAKING_HQ_PER_FREE_ENTRY = 1_000;
/** The most extra free raffle entries staking gives, whatever the stake. */
export const STAKING_FREE_ENTRIES_MAX = 5;

const UNITS_PER_FREE_ENTRY = BigInt(STAKING_HQ_PER_FREE_ENTRY) * 10n ** BigInt(HQ_DECIMALS);

/** Extra free raffle entries for `stakedUnits` base units of staked $HQ: whole thousands, capped. */
export function stakingFreeEntries(stakedUnits: bigint): number {
  if (stakedUnits <= 0n) return 0;
  const whole = stakedUnits / UNITS_PER_FREE_ENTRY;
  return whole >= BigInt(STAKING_FREE_ENTRIES_MAX) ? STAKING_FREE_ENTRIES_MAX : Number(whole);
}

/** The rate as people read it: "1 extra free raffle entry per 1,000 $HQ staked, up to 5". */
const perEntry = formatNumber(STAKING_HQ_PER_FREE_ENTRY);
const max = STAKING_FREE_ENTRIES_MAX;
export const STAKING_FREE_ENTRIES_RATE = `1 extra free raffle entry per ${perEntry} $HQ staked, up to ${max}`;

/** The staking modal's sentence: the rate and what the user's stake gives now. */
export function stakingFreeEntriesStatement(current: number): string {
  return `Staking gives you ${STAKING_FREE_ENTRIES_RATE}; you have ${formatNumber(current)} now.`;
}

/** Where a raffle's free entries come from: the mission, the membership tier, staked $HQ. */
export type FreeEntries = {
  /** Everything free on this mission, within ENTRY_MAX. */
  total: number;
  /** The tier's part of total. */
  tier: number;
  /** Staking's part of total. */
  staking: number;
};

/**
 * The free entries of one mission for one user. Tier and staking entries are raffle entries: they count only where a
 * raffle draws the winners (an allowlist for all, or a mint, enters with the mission's own). Over ENTRY_MAX the
 * extras are cut, staking's first, so the parts always add up to what is granted.
 */
export function freeEntriesFor(
  missionFreeEntries: number,
  extras: { tier: number; staking: number },
  isRaffle: boolean,
): FreeEntries {
  const own = Math.min(ENTRY_MAX, missionFreeEntries);
  if (!isRaffle) return { total: own, tier: 0, staking: 0 };
  const tier = Math.min(extras.tier, ENTRY_MAX - own);
  const staking = Math.min(extras.staking, ENTRY_MAX - own - tier);
  return { total: own + tier + staking, tier, staking };
}

/**
 * The one reckoning of a user's free entries on a mission, shown by the participant view and charged by the entry:
 * the mission's own plus the tier's and staking's extra ones, which only raffles give.
 */
export function freeEntriesOf(
  mission: { freeEntries: number },
  holder: { perks: Pick<Entitlements, "extraFreeEntries">; stakingFreeEntries: number },
  selection: string | null | undefined,
): FreeEntries {
  const extras = { tier: holder.perks.extraFreeEntries, staking: holder.stakingFreeEntries };
  return freeEntriesFor(mission.freeEntries, extras, selection === "raffle");
}
