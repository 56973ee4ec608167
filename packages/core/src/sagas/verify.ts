import { allocateSaga, sagaTableHash, type SagaTableInput } from "./allocation";
import { boostedBreakdown } from "./boosted-credits";
import type { PublishedAllocationRow } from "./saga-views";

// Re-computing a published Saga settlement from its published data alone (the verify-saga command
// and the Saga page's Verify button): every row's boosted credits from its terms, the whole split
// from the pool, and the table hash. Nothing here trusts the published amounts or hash.

export type SagaMismatch = {
  account: string;
  field: "boosted_credits" | "amount" | "vault_amount" | "position";
  published: string;
  expected: string;
};

export type SagaVerification = {
  isValid: boolean;
  rows: number;
  recomputedHash: `0x${string}`;
  isHashMatching: boolean;
  /** Amounts published add up to the pool (when anything was allocated). */
  isPoolExact: boolean;
  mismatches: SagaMismatch[];
};

export function verifySagaTable(
  published: { hq_pool: string; vault_bps: number; table_hash: string | null },
  rows: readonly PublishedAllocationRow[],
): SagaVerification {
  const mismatches: SagaMismatch[] = [];
  const inputs: SagaTableInput[] = rows.map((r) => {
    const terms = {
      starsHundredths: r.stars_hundredths,
      membershipAccruedHundredths: r.membership_accrued_hundredths,
      stakedNftHundredths: r.staked_nft_hundredths,
    };
    const boosted = boostedBreakdown(BigInt(r.credits), terms).boostedCredits;
    if (boosted.toString() !== r.boosted_credits)
      mismatches.push({
        account: r.account,
        field: "boosted_credits",
        published: r.boosted_credits,
        expected: boosted.toString(),
      });
    return { account: r.account, credits: BigInt(r.credits), ...terms, boostedCredits: boosted };
  });
  const pool = BigInt(published.hq_pool);
  const expected = allocateSaga(pool, inputs, published.vault_bps);
  const byAccount = new Map(rows.map((r) => [r.account, r]));
  expected.forEach((e, position) => {
    const r = byAccount.get(e.account);
    if (!r) return;
    if (r.position !== position)
      mismatches.push({
        account: e.account,
        field: "position",
        published: String(r.position),
        expected: String(position),
      });
    if (r.amount !== e.amount.toString())
      mismatches.push({ account: e.account, field: "amount", published: r.amount, expected: e.amount.toString() });
    if (r.vault_amount !== e.vaultAmount.toString())
      mismatches.push({
        account: e.account,
        field: "vault_amount",
        published: r.vault_amount,
        expected: e.vaultAmount.toString(),
      });
  });
  const recomputedHash = sagaTableHash(expected);
  const publishedSum = rows.reduce((sum, r) => sum + BigInt(r.amount), 0n);
  const isPoolExact = rows.length === 0 || publishedSum === pool;
  const isHashMatching = published.table_hash === recomputedHash;
  return {
    isValid: mismatches.length === 0 && isHashMatching && isPoolExact && expected.length === rows.length,
    rows: rows.length,
    recomputedHash,
    isHashMatching,
    isPoolExact,
    mismatches,
  };
}
