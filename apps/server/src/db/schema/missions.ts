import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import {
  MISSION_STATUSES,
  REWARD_KINDS,
  SELECTION_PROCESSES,
  type MissionStatus,
  type ObjectiveValues,
  type RewardKind,
  type SelectionProcess,
} from "@questhq/core";
import { cascadeRef, createdAt, timestamps, uuidId } from "./columns";
import { optionalUserRef, userRef } from "./auth";
import { organizationRef } from "./organizations";

// Missions, their objectives and their single reward (docs/product/missions.md, docs/product/objectives.md,
// docs/product/rewards.md).

// Status, reward kind and selection process vocabularies live in core (shared with the forms).
export { MISSION_STATUSES, REWARD_KINDS, SELECTION_PROCESSES };
export type { MissionStatus, RewardKind, SelectionProcess, ObjectiveValues };

export const mission = pgTable(
  "mission",
  {
    id: uuidId(),
    organizationId: organizationRef(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    /** Sanitised HTML. */
    description: text("description").notNull().default(""),
    bannerUrl: text("banner_url"),
    /** Chain id; negative for non-EVM chains (-1 Solana, -2 Bitcoin Ordinals). */
    blockchainChainId: integer("blockchain_chain_id").notNull(),
    // Nullable while the mission is a draft in the wizard; publish requires both.
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    status: text("status", { enum: MISSION_STATUSES }).notNull().default("draft"),
    freeEntries: integer("free_entries").notNull().default(1),
    isMultiEntryEnabled: boolean("is_multi_entry_enabled").notNull().default(false),
    /** Higher sorts first in "featured" listings. */
    sortWeight: integer("sort_weight").notNull().default(0),
    /** Denormalised counter maintained by the participation use-cases. */
    participantCount: integer("participant_count").notNull().default(0),
    createdByUserId: optionalUserRef("created_by_user_id"),
    ...timestamps(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
  },
  (t) => {
    // Explore lists only published missions; each sort has a partial index matching its
    // keyset order so paging stays flat however deep the reader scrolls.
    const live = sql`${t.status} = 'published'`;
    return [
      index("mission_org_idx").on(t.organizationId, t.createdAt.desc()),
      index("mission_explore_featured_idx").on(t.sortWeight.desc(), t.publishedAt.desc(), t.id.desc()).where(live),
      index("mission_explore_newest_idx").on(t.publishedAt.desc(), t.id.desc()).where(live),
      index("mission_explore_ending_idx").on(t.endsAt, t.id).where(live),
      index("mission_explore_popular_idx").on(t.participantCount.desc(), t.id.desc()).where(live),
      index("mission_explore_chain_featured_idx")
        .on(t.blockchainChainId, t.sortWeight.desc(), t.publishedAt.desc(), t.id.desc())
        .where(live),
      index("mission_explore_chain_ending_idx").on(t.blockchainChainId, t.endsAt, t.id).where(live),
      index("mission_title_trgm_idx").using("gin", sql`${t.title} gin_trgm_ops`),
    ];
  },
);

/** The mission a row belongs to, deleted with it. */
export const missionRef = () => cascadeRef("mission_id", () => mission.id);

export const objective = pgTable(
  "objective",
  {
    id: uuidId(),
    missionId: missionRef(),
    /** Template key (docs/product/objectives.md#templates), e.g. twitter_follow, questhq_missions_completed. */
    template: text("template").notNull(),
    /** Provider key (twitter, youtube, discord, telegram, steam, questhq, onchain, custom, client_validation). */
    provider: text("provider").notNull(),
    values: jsonb("values").$type<ObjectiveValues>().notNull().default({}),
    position: integer("position").notNull(),
    /** Null: the mission type's default (core objectiveCredits: 10, allowlist 100, mint 500/100). */
    credits: integer("credits"),
    ...timestamps(),
  },
  // Not unique: the wizard reorders objectives in one transaction and a unique index would
  // need to be deferrable for swaps.
  (t) => [index("objective_mission_position_idx").on(t.missionId, t.position)],
);

export const reward = pgTable("reward", {
  id: uuidId(),
  missionId: missionRef().unique(),
  kind: text("kind", { enum: REWARD_KINDS }).notNull(),
  title: text("title").notNull(),
  /** Sanitised HTML. */
  about: text("about").notNull().default(""),
  /** Image or mp4. */
  rewardAssetUrl: text("reward_asset_url"),
  blockchainChainId: integer("blockchain_chain_id").notNull(),
  selectionProcess: text("selection_process", { enum: SELECTION_PROCESSES }).notNull(),
  /** Null is shown as TBD. */
  numberOfWinners: integer("number_of_winners"),
  /** Sanitised HTML shown to winners. */
  winnerNextSteps: text("winner_next_steps").notNull().default(""),
  /** The reward's contract on its chain: the NFT mint contract (nft_mint) or the vesting contract (token). */
  contractAddress: text("contract_address"),
  /** token rewards: base units each winner may claim through the vesting contract. */
  tokenAllocation: numeric("token_allocation", { precision: 78, scale: 0, mode: "bigint" }),
  /** Winners submit or change their wallet (features/winner-wallets) until this instant; null: no deadline. */
  walletDeadline: timestamp("wallet_deadline", { withTimezone: true }),
  ...timestamps(),
});

export type Mission = typeof mission.$inferSelect;
export type NewMission = typeof mission.$inferInsert;
export type Objective = typeof objective.$inferSelect;
export type NewObjective = typeof objective.$inferInsert;
export type Reward = typeof reward.$inferSelect;
export type NewReward = typeof reward.$inferInsert;

/** Visitors and users report missions (flag_type, notes; docs/product/missions.md#reporting-a-mission). */
export const missionReport = pgTable(
  "mission_report",
  {
    id: uuidId(),
    missionId: missionRef(),
    /** Null when a visitor reported. */
    reporterUserId: optionalUserRef("reporter_user_id"),
    flagType: text("flag_type").notNull(),
    notes: text("notes").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("mission_report_mission_idx").on(t.missionId, t.createdAt)],
);

/**
 * A user's participation in a mission: status machine of docs/product/missions.md#participant-status
 * (features/participation), the completed objectives (mirrored from objective_completion for cheap reads) and the
 * entry.
 */
export const missionParticipant = pgTable(
  "mission_participant",
  {
    id: uuidId(),
    missionId: missionRef(),
    userId: userRef(),
    /**
     * Not Started, Started, CompletedObjectives, Completed, Entered, Selected
     * (docs/product/missions.md#participant-status).
     */
    status: text("status").notNull().default("Started"),
    completedObjectiveIds: jsonb("completed_objective_ids").$type<string[]>().notNull().default([]),
    entryCount: integer("entry_count").notNull().default(0),
    /** Entries paid with $HQ beyond the free entries. */
    paidEntries: integer("paid_entries").notNull().default(0),
    /**
     * The wallet the user entered with, validated for the reward's chain; a winner may replace it on /enter-wallet
     * until the reward's wallet deadline, and the winners export reads it.
     */
    walletAddress: text("wallet_address"),
    /** When the winner last saved (submitted or confirmed) the wallet on /enter-wallet; null: not yet. */
    walletConfirmedAt: timestamp("wallet_confirmed_at", { withTimezone: true }),
    /** Joined from outside the mission page (participate with objective_id -1). */
    isNotFromMission: boolean("is_not_from_mission").notNull().default(false),
    enteredAt: timestamp("entered_at", { withTimezone: true }),
    selectedAt: timestamp("selected_at", { withTimezone: true }),
    /**
     * A winner's own code for an off-chain reward (allowlist spot, raffle prize;
     * docs/product/missions.md#reward-codes), drawn from a CSPRNG when the winners are recorded (draws/reward-code.ts);
     * shown only to that winner and in the organizer's winners export.
     */
    rewardCode: text("reward_code"),
    // What the analytics read counts against bots and for loyalty (docs/product/analytics.md#signals-against-bots),
    // fixed when the participant starts so the read scans one table.
    /** Had started another of the organization's missions before this one. */
    isReturning: boolean("is_returning").notNull().default(false),
    /** The account was under NEW_ACCOUNT_HOURS old when its owner started. */
    isNewAccount: boolean("is_new_account").notNull().default(false),
    /** A keyed hash of the network (IPv4 /24, IPv6 /64) and the mission: equal for two participants on one network. */
    networkHash: bigint("network_hash", { mode: "bigint" }),
    /** Whether the entry wallet had sent a transaction on the reward's chain at entry; null: not looked up. */
    entryWalletHasTransactions: boolean("entry_wallet_has_transactions"),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("mission_participant_mission_user_idx").on(t.missionId, t.userId),
    // The analytics read's cohort (participants who started in a window) and its entries over time.
    // network_hash too: the shared-network count reads it from the index alone.
    index("mission_participant_started_idx").on(t.missionId, t.createdAt, t.networkHash),
    index("mission_participant_entered_idx").on(t.missionId, t.enteredAt).where(sql`${t.enteredAt} is not null`),
    // Which participants changed since the activity roll-up's last run, across missions.
    index("mission_participant_changed_idx").on(t.updatedAt),
    // The participant behind a claim or a mint to their entry wallet (features/analytics/collected.ts).
    index("mission_participant_wallet_idx").on(t.missionId, sql`lower(${t.walletAddress})`),
    index("mission_participant_user_idx").on(t.userId, t.createdAt.desc()),
    // A mission's participants for an organization's systems, in the order they changed.
    index("mission_participant_updated_idx").on(t.missionId, t.updatedAt, t.id),
  ],
);

/**
 * The NFT mint contract an onchain_mint objective asks for. Created with the objective;
 * deployment (and contract_address) comes with the chain work.
 */
export const nftMintContract = pgTable("nft_mint_contract", {
  id: uuidId(),
  missionId: missionRef(),
  objectiveId: uuid("objective_id").references(() => objective.id, { onDelete: "set null" }),
  chainId: integer("chain_id").notNull(),
  name: text("name").notNull(),
  symbol: text("symbol").notNull(),
  description: text("description").notNull().default(""),
  imageUrl: text("image_url").notNull(),
  version: text("version").notNull().default("1"),
  /** Price per mint in the chain's native currency, as the decimal string the organizer typed. */
  price: text("price").notNull().default("0"),
  maxSupply: integer("max_supply"),
  contractAddress: text("contract_address"),
  status: text("status", { enum: ["pending_deployment", "deployed"] })
    .notNull()
    .default("pending_deployment"),
  createdAt: createdAt(),
});

export type MissionReport = typeof missionReport.$inferSelect;
export type MissionParticipant = typeof missionParticipant.$inferSelect;
export type NftMintContract = typeof nftMintContract.$inferSelect;
