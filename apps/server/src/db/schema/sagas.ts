import {
  bigint,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { cascadeRef, createdAt, uuidId } from "./columns";
import { optionalUserRef, userRef } from "./auth";
import { type CompletionStatus, completionIndexes, completionProgress } from "./participation";
import type { ObjectiveValues } from "./missions";

// Sagas: weeks with weekly challenges that award stars and boosters.

export const saga = pgTable("saga", {
  id: uuidId(),
  /** Display name, e.g. "Saga One". */
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  number: integer("number").notNull(),
  startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
  endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
  /** $HQ distributed at the end of the Saga, base units (18 decimals) as a numeric string. */
  hqPool: numeric("hq_pool", { precision: 78, scale: 0 }).notNull().default("0"),
  createdAt: createdAt(),
});

export const sagaWeek = pgTable(
  "saga_week",
  {
    id: uuidId(),
    sagaId: cascadeRef("saga_id", () => saga.id),
    weekNumber: integer("week_number").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    title: text("title").notNull(),
  },
  (t) => [uniqueIndex("saga_week_number_uq").on(t.sagaId, t.weekNumber), index("saga_week_starts_idx").on(t.startsAt)],
);

export const weeklyChallenge = pgTable(
  "weekly_challenge",
  {
    id: uuidId(),
    weekId: cascadeRef("week_id", () => sagaWeek.id),
    /** Same template keys and values as mission objectives. */
    template: text("template").notNull(),
    provider: text("provider").notNull(),
    values: jsonb("values").$type<ObjectiveValues>().notNull().default({}),
    position: integer("position").notNull(),
    credits: integer("credits").notNull().default(0),
  },
  (t) => [index("weekly_challenge_week_position_idx").on(t.weekId, t.position)],
);

/**
 * A user's progress on one weekly challenge objective: the same states as a mission objective's
 * completion (objective_completion), credited once through the credit ledger's key
 * `challenge:{challengeId}:{userId}`.
 */
export const challengeCompletion = pgTable(
  "challenge_completion",
  {
    id: uuidId(),
    challengeId: cascadeRef("challenge_id", () => weeklyChallenge.id),
    weekId: cascadeRef("week_id", () => sagaWeek.id),
    userId: userRef(),
    status: text("status").$type<CompletionStatus>().notNull(),
    ...completionProgress(),
  },
  (t) =>
    completionIndexes("challenge_completion", t, {
      subjectId: t.challengeId,
      userIndex: index("challenge_completion_user_week_idx").on(t.userId, t.weekId),
    }),
);

// membership_tier: the weekly bonus of a paid subscription tier (entitlements), part of the membership term.
export const SAGA_BOOSTER_SOURCES = ["stars", "membership", "staked_nft", "membership_tier"] as const;
export type SagaBoosterSource = (typeof SAGA_BOOSTER_SOURCES)[number];

/**
 * Booster accruals of a Saga, one row per user, source and period, so each is added once:
 * stars `w{week}:s{level}` (the increment of that star level), membership `w{week}` (NFTs held
 * at the week's snapshot), staked NFTs `d{yyyy-mm-dd}` (NFTs staked at the day's snapshot).
 */
export const sagaBooster = pgTable(
  "saga_booster",
  {
    sagaId: cascadeRef("saga_id", () => saga.id),
    userId: userRef(),
    source: text("source", { enum: SAGA_BOOSTER_SOURCES }).notNull(),
    period: text("period").notNull(),
    hundredths: integer("hundredths").notNull(),
    /** What the accrual saw (NFT counts, token ids, challenge ids), kept for audits. */
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.sagaId, t.userId, t.source, t.period] }),
    index("saga_booster_user_idx").on(t.userId, t.sagaId),
  ],
);

/** Saga onboarding (link a wallet, link X, complete one challenge), stored once completed. */
export const sagaOnboarding = pgTable("saga_onboarding", {
  userId: userRef().primaryKey(),
  completedAt: timestamp("completed_at", { withTimezone: true }).notNull().defaultNow(),
});

export const SETTLEMENT_STATUSES = ["published", "paying", "paid"] as const;

/**
 * A Saga's settlement: boosted credits frozen and the pool split (allocation table and its hash
 * published) in one transaction, before any payout.
 */
export const sagaSettlement = pgTable("saga_settlement", {
  sagaId: cascadeRef("saga_id", () => saga.id).primaryKey(),
  status: text("status", { enum: SETTLEMENT_STATUSES }).notNull(),
  algorithm: text("algorithm").notNull(),
  hqPool: numeric("hq_pool", { precision: 78, scale: 0, mode: "bigint" }).notNull(),
  vaultBps: integer("vault_bps").notNull(),
  totalBoosted: numeric("total_boosted", { precision: 78, scale: 0, mode: "bigint" }).notNull(),
  participantCount: integer("participant_count").notNull(),
  tableHash: text("table_hash").notNull(),
  publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  settledByUserId: optionalUserRef("settled_by_user_id"),
  paidAt: timestamp("paid_at", { withTimezone: true }),
});

/** The published allocation table, one row per account in canonical order. */
export const sagaAllocation = pgTable(
  "saga_allocation",
  {
    sagaId: cascadeRef("saga_id", () => saga.id),
    position: integer("position").notNull(),
    /** Public pseudonym of the account in this Saga. */
    account: text("account").notNull(),
    userId: optionalUserRef("user_id"),
    credits: bigint("credits", { mode: "bigint" }).notNull(),
    starsHundredths: integer("stars_hundredths").notNull(),
    membershipAccruedHundredths: integer("membership_accrued_hundredths").notNull(),
    stakedNftHundredths: integer("staked_nft_hundredths").notNull(),
    boostedCredits: numeric("boosted_credits", { precision: 78, scale: 0, mode: "bigint" }).notNull(),
    amount: numeric("amount", { precision: 78, scale: 0, mode: "bigint" }).notNull(),
    vaultAmount: numeric("vault_amount", { precision: 78, scale: 0, mode: "bigint" }).notNull(),
    streamAmount: numeric("stream_amount", { precision: 78, scale: 0, mode: "bigint" }).notNull(),
    /** The wallet paid (the primary wallet when the row was claimed for payout). */
    recipient: text("recipient"),
    /** A payout run claimed the row (committed before its transaction is sent; see settle-payout.ts). */
    payoutClaimedAt: timestamp("payout_claimed_at", { withTimezone: true }),
    streamId: text("stream_id"),
    payoutTx: text("payout_tx"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.sagaId, t.position] }),
    uniqueIndex("saga_allocation_account_uq").on(t.sagaId, t.account),
    index("saga_allocation_user_idx").on(t.userId),
  ],
);

export type Saga = typeof saga.$inferSelect;
export type NewSaga = typeof saga.$inferInsert;
export type SagaWeek = typeof sagaWeek.$inferSelect;
export type NewSagaWeek = typeof sagaWeek.$inferInsert;
export type WeeklyChallenge = typeof weeklyChallenge.$inferSelect;
export type NewWeeklyChallenge = typeof weeklyChallenge.$inferInsert;
export type ChallengeCompletion = typeof challengeCompletion.$inferSelect;
export type SagaBooster = typeof sagaBooster.$inferSelect;
export type SagaSettlement = typeof sagaSettlement.$inferSelect;
export type SagaAllocation = typeof sagaAllocation.$inferSelect;
