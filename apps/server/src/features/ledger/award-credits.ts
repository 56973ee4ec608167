import type { Db } from "../../db/client";
import { creditLedger } from "../../db/schema/index";

// Credits move only here. A movement is one credit_ledger row whose idempotency key is unique, so a movement that
// is retried, or that two verifications race to make, lands once: the second insert does nothing and reports it.

export type CreditMovement = { userId: string; amount: bigint; reason: string; idempotencyKey: string };

/** Writes the movements whose keys have not moved yet; returns the keys written by this call. */
export async function awardCreditsOnce(tx: Db, movements: readonly CreditMovement[]): Promise<Set<string>> {
  if (movements.length === 0) return new Set();
  const written = await tx
    .insert(creditLedger)
    .values([...movements])
    .onConflictDoNothing({ target: creditLedger.idempotencyKey })
    .returning({ key: creditLedger.idempotencyKey });
  return new Set(written.map((w) => w.key));
}
