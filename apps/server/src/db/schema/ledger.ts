import { bigint, index, numeric, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { userRef } from "./auth";

// The two ledgers: credits (earned by completing objectives and challenges, spent on entries) and $HQ (staked,
// spent on entries and skips, paid out by Sagas). Both are append-only, so a balance is a sum and every movement
// happens once per idempotency key; features/ledger is the only writer.

/** Append-only credit ledger: a balance is the sum; a movement happens once per idempotency key. */
export const creditLedger = pgTable(
  "credit_ledger",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef(),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    reason: text("reason").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("credit_ledger_idem_uq").on(t.idempotencyKey),
    index("credit_ledger_user_idx").on(t.userId),
    // Saga credits are a sum over the Saga's date range.
    index("credit_ledger_created_idx").on(t.createdAt),
  ],
);

/**
 * $HQ movements in base units (18 decimals). hq_stake.available always equals the sum of a
 * user's rows: every movement updates both in one transaction, once per idempotency key.
 */
export const hqLedger = pgTable(
  "hq_ledger",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef(),
    /** Base units; numeric(78,0) holds any uint256. */
    amount: numeric("amount", { precision: 78, scale: 0, mode: "bigint" }).notNull(),
    reason: text("reason").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("hq_ledger_idem_uq").on(t.idempotencyKey), index("hq_ledger_user_idx").on(t.userId)],
);
