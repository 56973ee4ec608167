import { and, eq, gte, sql } from "drizzle-orm";
import { parseUnits } from "viem";
import { AppError, HQ_DECIMALS } from "@questhq/core";
import type { Db } from "../../db/client";
import { hqLedger, hqStake } from "../../db/schema/index";

// $HQ moves only here: every movement is one hq_ledger row (unique idempotency key) and the same
// change to hq_stake.available, in the caller's transaction. The conditional update makes a
// debit atomic: it succeeds only while the balance covers it, so the balance never goes
// negative, whatever runs concurrently.

export { HQ_DECIMALS };
export const hqUnits = (hq: number): bigint => parseUnits(String(hq), HQ_DECIMALS);

export const insufficientBalanceMessage = (cost: number, balance: number) =>
  `Not enough $HQ: this costs ${cost.toLocaleString("en-US")} $HQ ` +
  `and you have ${balance.toLocaleString("en-US")} $HQ available.`;

/** Available $HQ (base units). */
export async function hqAvailable(db: Db, userId: string): Promise<bigint> {
  const [row] = await db.select({ available: hqStake.available }).from(hqStake).where(eq(hqStake.userId, userId));
  return row?.available ?? 0n;
}

/** True when this key already moved money (a retried request). */
export async function hasMovement(tx: Db, idempotencyKey: string): Promise<boolean> {
  const [row] = await tx.select({ id: hqLedger.id }).from(hqLedger).where(eq(hqLedger.idempotencyKey, idempotencyKey));
  return Boolean(row);
}

/** Records a ledger row unless its idempotency key was used already (then answers false). */
async function ledgerOnce(tx: Db, row: typeof hqLedger.$inferInsert): Promise<boolean> {
  const inserted = await tx
    .insert(hqLedger)
    .values(row)
    .onConflictDoNothing({ target: hqLedger.idempotencyKey })
    .returning({ id: hqLedger.id });
  return inserted.length > 0;
}

/**
 * Debits `amount` base units once per key. Throws 409 insufficient_balance (with cost, balance
 * and need in $HQ as fields, for the insufficient balance view) when the balance is short.
 * Returns false when the key was already used (nothing moved this time).
 */
export async function debitHq(
  tx: Db,
  userId: string,
  amount: bigint,
  reason: string,
  idempotencyKey: string,
): Promise<boolean> {
  if (amount <= 0n) return true;
  if (!(await ledgerOnce(tx, { userId, amount: -amount, reason, idempotencyKey }))) return false;
  const debited = await tx
    .update(hqStake)
    .set({ available: sql`${hqStake.available} - ${amount}`, updatedAt: new Date() })
    .where(and(eq(hqStake.userId, userId), gte(hqStake.available, amount)))
    .returning({ available: hqStake.available });
  if (debited.length === 0) {
    const balance = await hqAvailable(tx, userId);
    const toHq = (v: bigint) => Number(v / 10n ** 14n) / 10_000;
    const cost = toHq(amount);
    const have = toHq(balance);
    // The ledger row above is rolled back with the transaction this error aborts.
    throw new AppError("insufficient_balance", insufficientBalanceMessage(cost, have), {
      cost: [String(cost)],
      balance: [String(have)],
      need: [String(Math.max(0, Math.round((cost - have) * 10_000) / 10_000))],
    });
  }
  return true;
}

/** Credits $HQ once per key (deposits from the chain indexer, demo balances, refunds). */
export async function creditHq(
  tx: Db,
  userId: string,
  amount: bigint,
  reason: string,
  idempotencyKey: string,
): Promise<boolean> {
  if (!(await ledgerOnce(tx, { userId, amount, reason, idempotencyKey }))) return false;
  await tx
    .insert(hqStake)
    .values({ userId, available: amount })
    .onConflictDoUpdate({
      target: hqStake.userId,
      set: { available: sql`${hqStake.available} + ${amount}`, updatedAt: new Date() },
    });
  return true;
}
