import { index, integer, numeric, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamps, uuidId } from "./columns";
import { userRef } from "./auth";

// Gasless transactions (features/relay): every request the platform's relayer took on, one row each. A row is written
// (pending) before the transaction is sent, under the user's lock, so concurrent requests cannot spend more than the
// day's budget; its idempotency key is the request's signature, so a retried request answers the same transaction.
// Addresses lowercase; value in wei (numeric(78,0)).

export const RELAY_KINDS = ["mint", "claim"] as const;
export const RELAY_STATUSES = ["pending", "sent", "failed"] as const;

export const relayedTransaction = pgTable(
  "relayed_transaction",
  {
    id: uuidId(),
    userId: userRef(),
    chainId: integer("chain_id").notNull(),
    kind: text("kind", { enum: RELAY_KINDS }).notNull(),
    /** The signer of the forward request (one of the user's wallets). */
    wallet: text("wallet").notNull(),
    /** The mint or claim contract called. */
    target: text("target").notNull(),
    /** Wei the relayer sent with it (the contract's fee). */
    value: numeric("value", { precision: 78, scale: 0, mode: "bigint" }).notNull(),
    gasLimit: integer("gas_limit").notNull(),
    /** `relay:{chainId}:{keccak256(signature)}`: one transaction per signed request. */
    idempotencyKey: text("idempotency_key").notNull(),
    /** pending: counted and being sent; sent: on its way (tx_hash); failed: never sent (not counted). */
    status: text("status", { enum: RELAY_STATUSES }).notNull().default("pending"),
    txHash: text("tx_hash"),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("relayed_transaction_key_uq").on(t.idempotencyKey),
    index("relayed_transaction_user_idx").on(t.userId, t.createdAt),
  ],
);
export type RelayedTransaction = typeof relayedTransaction.$inferSelect;
