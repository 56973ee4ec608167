import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";

// Splitting a Saga's $HQ pool (docs/SAGAS.md). Integer base units only:
//
// 1. Canonical table: the rows with boosted credits > 0, sorted by account (UTF-16 code unit
//    order, as JavaScript sorts).
// 2. Each row gets floor(pool × boosted / total). The units left over (fewer than the number of
//    rows) go one each to the rows with the largest remainders (pool × boosted mod total); equal
//    remainders go to the earlier row. The amounts add up to the pool exactly.
// 3. Each amount splits into a vault part, floor(amount × vaultBps / 10000), and a stream part
//    (the rest, streamed linearly over 12 months).
// 4. The table hash is SHA-256 over one line per row,
//    "<account>:<credits>:<stars>:<membership accrued>:<staked NFTs>:<boosted>:<amount>:<vault>\n",
//    in canonical order. It is published before any payout.

export type SagaTableInput = {
  /** A public, stable pseudonym of the account in this Saga (no ":" or newline). */
  account: string;
  credits: bigint;
  starsHundredths: number;
  membershipAccruedHundredths: number;
  stakedNftHundredths: number;
  boostedCredits: bigint;
};

export type SagaAllocationRow = SagaTableInput & { amount: bigint; vaultAmount: bigint; streamAmount: bigint };

export class SagaTableError extends Error {}

const byAccount = (a: { account: string }, b: { account: string }) =>
  a.account < b.account ? -1 : a.account > b.account ? 1 : 0;

/** Largest-remainder split of `pool` by `weights` (in the order given); sums to pool when any weight is > 0. */
export function largestRemainderSplit(pool: bigint, weights: readonly bigint[]): bigint[] {
  if (pool < 0n) throw new SagaTableError("The pool cannot be negative.");
  let total = 0n;
  for (const w of weights) {
    if (w < 0n) throw new SagaTableError("A weight cannot be negative.");
    total += w;
  }
  if (total === 0n) return weights.map(() => 0n);
  const amounts = new Array<bigint>(weights.length);
  const remainders = new Array<bigint>(weights.length);
  let given = 0n;
  for (let i = 0; i < weights.length; i++) {
    const scaled = pool * weights[i]!;
    amounts[i] = scaled / total;
    remainders[i] = scaled % total;
    given += amounts[i]!;
  }
  let left = pool - given;
  if (left > 0n) {
    const order = weights.map((_, i) => i);
    order.sort((a, b) => (remainders[a]! > remainders[b]! ? -1 : remainders[a]! < remainders[b]! ? 1 : a - b));
    for (let k = 0; left > 0n; k++, left--) amounts[order[k]!]! += 1n;
  }
  return amounts;
}

/** The vault part of an amount; the stream gets the rest. */
export function vaultShare(amount: bigint, vaultBps: number): bigint {
  if (!Number.isInteger(vaultBps) || vaultBps < 0 || vaultBps > 10_000)
    throw new SagaTableError("The vault share must be 0 to 10000 basis points.");
  return (amount * BigInt(vaultBps)) / 10_000n;
}

/** Canonical order, rows with nothing boosted dropped; throws on duplicate or malformed accounts. */
export function canonicalSagaTable<T extends SagaTableInput>(rows: readonly T[]): T[] {
  for (const r of rows) {
    if (r.account.length === 0 || r.account.includes(":") || r.account.includes("\n"))
      throw new SagaTableError(`Account "${r.account}" is not a valid pseudonym.`);
  }
  const sorted = [...rows].sort(byAccount);
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i]!.account === sorted[i - 1]!.account)
      throw new SagaTableError(`Account ${sorted[i]!.account} appears twice.`);
  }
  return sorted.filter((r) => r.boostedCredits > 0n);
}

/** The allocation of a Saga: canonical rows with amount, vault and stream parts. */
export function allocateSaga(pool: bigint, rows: readonly SagaTableInput[], vaultBps: number): SagaAllocationRow[] {
  const table = canonicalSagaTable(rows);
  const amounts = largestRemainderSplit(
    pool,
    table.map((r) => r.boostedCredits),
  );
  return table.map((r, i) => {
    const amount = amounts[i]!;
    const vaultAmount = vaultShare(amount, vaultBps);
    return { ...r, amount, vaultAmount, streamAmount: amount - vaultAmount };
  });
}

export function sagaTableLine(r: SagaAllocationRow): string {
  return (
    `${r.account}:${r.credits}:${r.starsHundredths}:${r.membershipAccruedHundredths}:${r.stakedNftHundredths}:` +
    `${r.boostedCredits}:${r.amount}:${r.vaultAmount}\n`
  );
}

const HASH_CHUNK_ROWS = 20_000;

/** SHA-256 of the canonical table (rows already in canonical order), 0x-prefixed hex. */
export function sagaTableHash(rows: readonly SagaAllocationRow[]): `0x${string}` {
  const hash = sha256.create();
  for (let i = 0; i < rows.length; i += HASH_CHUNK_ROWS) {
    let chunk = "";
    for (const r of rows.slice(i, i + HASH_CHUNK_ROWS)) chunk += sagaTableLine(r);
    hash.update(utf8ToBytes(chunk));
  }
  return `0x${bytesToHex(hash.digest())}`;
}
