import {
  formatBooster,
  membershipTypeOf,
  STAKED_MEMBER_BOOSTER_HUNDREDTHS,
  STAKED_WHALE_BOOSTER_HUNDREDTHS,
  stakedNftBoosterHundredths,
  type MembershipType,
  type NftStakeCounts,
} from "@questhq/core";

// Pure figures of the Membership NFTs section (no wagmi here, so the dashboard or tests can import it freely).

export const TYPE_LABELS: Record<MembershipType, string> = {
  member: "Membership",
  whale: "Whale",
  year5: "Membership (year 5)",
};

/** Listing order: the type worth most first. */
export const TYPE_ORDER: readonly MembershipType[] = ["whale", "member", "year5"];

/** Token ids by type, with core's banding (whale 1310–1403, year-5 above 3113, member otherwise), ids ascending. */
export function groupByType(ids: readonly bigint[]): Record<MembershipType, bigint[]> {
  const groups: Record<MembershipType, bigint[]> = { member: [], whale: [], year5: [] };
  for (const id of ids) groups[membershipTypeOf(id)].push(id);
  for (const type of TYPE_ORDER) groups[type].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return groups;
}

export type NftRow = { id: bigint; type: MembershipType; label: string; isStaked: boolean };

/** One row per NFT of the primary wallet, held or staked, grouped by type. */
export function nftRows(held: readonly bigint[], staked: readonly bigint[]): NftRow[] {
  const heldGroups = groupByType(held);
  const stakedGroups = groupByType(staked);
  return TYPE_ORDER.flatMap((type) => [
    ...heldGroups[type].map((id) => ({ id, type, label: `${TYPE_LABELS[type]} #${id}`, isStaked: false })),
    ...stakedGroups[type].map((id) => ({ id, type, label: `${TYPE_LABELS[type]} #${id}`, isStaked: true })),
  ]);
}

/** "2 Membership · 1 Whale": the stake counts (year-5 NFTs count as Membership, as core's booster does). */
export function countsText(counts: NftStakeCounts): string {
  return `${counts.member} Membership · ${counts.whale} Whale`;
}

/** The daily booster of staked NFTs, from core's rates: "+1.40" for 2 Membership and 1 Whale. */
export function boosterText(counts: NftStakeCounts): string {
  return `+${formatBooster(stakedNftBoosterHundredths(counts))}`;
}

/** The product's rates in words (docs/product/staking.md#membership-nft-staking), from core's constants. */
export function boosterRatesText(): string {
  return (
    `${formatBooster(STAKED_MEMBER_BOOSTER_HUNDREDTHS)} per Membership NFT, ` +
    `${formatBooster(STAKED_WHALE_BOOSTER_HUNDREDTHS)} per Whale NFT`
  );
}

/**
 * The server counts stakes the indexer has confirmed (12 blocks), so right after a transaction it still answers the
 * old numbers. The section waits for them to move away from what they were before the transaction.
 */
export function hasCountsMoved(before: NftStakeCounts, now: NftStakeCounts): boolean {
  return before.member !== now.member || before.whale !== now.whale;
}
