import { sql } from "drizzle-orm";
import { bigint, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, boolean } from "drizzle-orm/pg-core";
import { user } from "./auth";

/** Append-only credit ledger: a balance is the sum; a movement happens once per idempotency key. */
export const creditLedger = pgTable(
  "credit_ledger",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    reason: text("reason").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("credit_ledger_idem_uq").on(t.idempotencyKey),
    index("credit_ledger_user_idx").on(t.userId),
    // Saga credits are a sum over the Saga's date range.
    index("credit_ledger_created_idx").on(t.createdAt),
  ],
);

/** $HQ staked in the staking vault, in base units (18 decimals); written by the chain indexer. */
export const hqStake = pgTable("hq_stake", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  // numeric(78,0): 18-decimal base units overflow bigint above ~9.2 $HQ.
  locked: numeric("locked", { precision: 78, scale: 0, mode: "bigint" }).notNull().default(sql`0`),
  available: numeric("available", { precision: 78, scale: 0, mode: "bigint" }).notNull().default(sql`0`),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const subscription = pgTable(
  "subscription",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    tierName: text("tier_name", { enum: ["Member", "Whale", "Pro"] }).notNull(),
    status: text("status", { enum: ["active", "inactive", "past_due", "canceled", "trialing"] }).notNull(),
    kind: text("kind", { enum: ["stripe", "nft"] }).notNull(),
    priceId: text("price_id"),
    stripeCustomerId: text("stripe_customer_id"),
    paymentMethod: text("payment_method"),
    currentPeriodStart: timestamp("current_period_start", { withTimezone: true }),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("subscription_user_idx").on(t.userId)],
);

/** The user's Stripe customer: created once, on the first checkout, and reused for every later one. */
export const stripeCustomer = pgTable("stripe_customer", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  customerId: text("customer_id").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Stripe events already applied: a redelivered or replayed event id is acknowledged and skipped. */
export const stripeEvent = pgTable("stripe_event", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Development mailbox: outgoing mail is kept here when no SMTP_URL is set. */
export const devMail = pgTable("dev_mail", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  html: text("html"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
