import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  allocateSaga,
  largestRemainderSplit,
  SagaTableError,
  sagaTableHash,
  vaultShare,
  type SagaTableInput,
} from "./allocation";
import { boostedBreakdown } from "./boosted-credits";
import type { PublishedAllocationRow } from "./saga-views";
import { verifySagaTable } from "./verify";

const row = (account: string, credits: bigint, stars = 0, membership = 0, staked = 0): SagaTableInput => {
  const terms = { starsHundredths: stars, membershipAccruedHundredths: membership, stakedNftHundredths: staked };
  return { account, credits, ...terms, boostedCredits: boostedBreakdown(credits, terms).boostedCredits };
};

const weights = fc.array(fc.bigInt({ min: 0n, max: 10n ** 15n }), { minLength: 1, maxLength: 60 });
const pools = fc.bigInt({ min: 0n, max: 10n ** 27n });

describe("largest-remainder split", () => {
  it("adds up to the pool exactly and gives each share its floor or floor + 1", () => {
    fc.assert(
      fc.property(pools, weights, (pool, w) => {
        const amounts = largestRemainderSplit(pool, w);
        const total = w.reduce((a, b) => a + b, 0n);
        if (total === 0n) {
          // Not `return expect(…)`: fast-check reads a returned value as the property's verdict.
          expect(amounts.every((a) => a === 0n)).toBe(true);
          return;
        }
        expect(amounts.reduce((a, b) => a + b, 0n)).toBe(pool);
        w.forEach((wi, i) => {
          const floor = (pool * wi) / total;
          expect(amounts[i] === floor || amounts[i] === floor + 1n).toBe(true);
        });
      }),
    );
  });

  it("never gives more weight less", () => {
    fc.assert(
      fc.property(pools, weights, (pool, w) => {
        const amounts = largestRemainderSplit(pool, w);
        for (let i = 0; i < w.length; i++)
          for (let j = 0; j < w.length; j++) if (w[i]! > w[j]!) expect(amounts[i]! >= amounts[j]!).toBe(true);
      }),
    );
  });

  it("breaks equal remainders towards the earlier row", () => {
    expect(largestRemainderSplit(10n, [1n, 1n, 1n])).toEqual([4n, 3n, 3n]);
    expect(largestRemainderSplit(0n, [5n, 0n])).toEqual([0n, 0n]);
    expect(() => largestRemainderSplit(-1n, [1n])).toThrow(SagaTableError);
  });
});

describe("the Saga table", () => {
  it("sorts by account, drops accounts with nothing boosted, and splits vault and stream", () => {
    const rows = allocateSaga(1001n, [row("b", 100n, 60), row("a", 300n), row("c", 0n, 140)], 5000);
    expect(rows.map((r) => r.account)).toEqual(["a", "b"]);
    // a: 300 boosted, b: 160 → 1001 × 300 / 460 = 652.8…, 1001 × 160 / 460 = 348.1…
    expect(rows.map((r) => r.amount)).toEqual([653n, 348n]);
    for (const r of rows) expect(r.vaultAmount + r.streamAmount).toBe(r.amount);
    expect(rows[0]!.vaultAmount).toBe(326n);
    expect(vaultShare(9n, 10_000)).toBe(9n);
    expect(() => vaultShare(9n, 10_001)).toThrow(SagaTableError);
    expect(() => allocateSaga(1n, [row("a", 1n), row("a", 2n)], 5000)).toThrow(/appears twice/);
  });

  it("changes its hash when any published field changes", () => {
    const rows = allocateSaga(10n ** 24n, [row("a", 10n), row("b", 20n, 60)], 5000);
    const hash = sagaTableHash(rows);
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    for (const field of ["credits", "boostedCredits", "amount", "vaultAmount"] as const) {
      const changed = rows.map((r, i) => (i === 1 ? { ...r, [field]: r[field] + 1n } : r));
      expect(sagaTableHash(changed)).not.toBe(hash);
    }
    expect(sagaTableHash(rows.map((r, i) => (i === 0 ? { ...r, starsHundredths: 1 } : r)))).not.toBe(hash);
  });
});

describe("verifySagaTable", () => {
  const publish = (pool: bigint, inputs: SagaTableInput[]) => {
    const rows = allocateSaga(pool, inputs, 5000);
    const table: PublishedAllocationRow[] = rows.map((r, position) => ({
      position,
      account: r.account,
      credits: r.credits.toString(),
      stars_hundredths: r.starsHundredths,
      membership_accrued_hundredths: r.membershipAccruedHundredths,
      staked_nft_hundredths: r.stakedNftHundredths,
      boosted_credits: r.boostedCredits.toString(),
      amount: r.amount.toString(),
      vault_amount: r.vaultAmount.toString(),
      stream_amount: r.streamAmount.toString(),
      stream_id: null,
      payout_tx: null,
    }));
    return { summary: { hq_pool: pool.toString(), vault_bps: 5000, table_hash: sagaTableHash(rows) }, table };
  };

  it("accepts an honest table and names what a tampered one got wrong", () => {
    const { summary, table } = publish(10n ** 25n, [
      row("acct1", 1200n, 120, 300, 200),
      row("acct2", 900n, 60),
      row("acct3", 50n),
    ]);
    expect(verifySagaTable(summary, table)).toMatchObject({
      isValid: true,
      isHashMatching: true,
      isPoolExact: true,
      mismatches: [],
    });

    const richer = table.map((r) => (r.account === "acct3" ? { ...r, amount: (BigInt(r.amount) + 1n).toString() } : r));
    const result = verifySagaTable(summary, richer);
    expect(result.isValid).toBe(false);
    expect(result.mismatches).toEqual([expect.objectContaining({ account: "acct3", field: "amount" })]);

    const boosted = table.map((r) => (r.account === "acct2" ? { ...r, stars_hundredths: 140 } : r));
    expect(verifySagaTable(summary, boosted).mismatches.map((m) => m.field)).toContain("boosted_credits");
    expect(verifySagaTable({ ...summary, table_hash: `0x${"0".repeat(64)}` }, table)).toMatchObject({
      isValid: false,
      isHashMatching: false,
    });
  });
});
