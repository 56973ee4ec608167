import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { organization } from "./organizations";

// Missions, their objectives and their single reward (spec §3 Mission, Objective, Reward).

/** §4 names only Completed, Archived and Closed; the rest are the wizard/runtime states we need. */
export const MISSION_STATUSES = ["draft", "published", "paused", "closed", "completed", "archived"] as const;
export type MissionStatus = (typeof MISSION_STATUSES)[number];

export const REWARD_KINDS = ["allowlist", "raffle", "nft_mint", "token"] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];

/** Spelled as the spec spells them (capital "All", lower-case "raffle"). */
export const SELECTION_PROCESSES = ["All", "raffle"] as const;
export type SelectionProcess = (typeof SELECTION_PROCESSES)[number];

/** An objective's template form values (§3 table); keys vary per template, amounts are base-unit strings. */
export type ObjectiveValues = Record<string, string | number | boolean | string[] | null>;

export const mission = pgTable(
  "mission",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
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
    createdByUserId: text("created_by_user_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
  },
  (t) => [
    index("mission_status_starts_idx").on(t.status, t.startsAt),
    index("mission_chain_idx").on(t.blockchainChainId),
    index("mission_org_idx").on(t.organizationId),
    index("mission_featured_idx").on(t.sortWeight.desc().nullsFirst(), t.startsAt.desc().nullsFirst()),
  ],
);

export const objective = pgTable(
  "objective",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    missionId: uuid("mission_id")
      .notNull()
      .references(() => mission.id, { onDelete: "cascade" }),
    /** Template key from §3, e.g. twitter_follow, questhq_missions_completed. */
    template: text("template").notNull(),
    /** Provider key (twitter, youtube, discord, telegram, steam, questhq, onchain, custom, client_validation). */
    provider: text("provider").notNull(),
    values: jsonb("values").$type<ObjectiveValues>().notNull().default({}),
    position: integer("position").notNull(),
    credits: integer("credits").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // Not unique: the wizard reorders objectives in one transaction and a unique index would
  // need to be deferrable for swaps.
  (t) => [index("objective_mission_position_idx").on(t.missionId, t.position)],
);

export const reward = pgTable("reward", {
  id: uuid("id").primaryKey().defaultRandom(),
  missionId: uuid("mission_id")
    .notNull()
    .unique()
    .references(() => mission.id, { onDelete: "cascade" }),
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
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type Mission = typeof mission.$inferSelect;
export type NewMission = typeof mission.$inferInsert;
export type Objective = typeof objective.$inferSelect;
export type NewObjective = typeof objective.$inferInsert;
export type Reward = typeof reward.$inferSelect;
export type NewReward = typeof reward.$inferInsert;
