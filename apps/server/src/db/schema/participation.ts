import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  type ExtraConfigColumn,
  type IndexBuilder,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { cascadeRef, createdAt, timestamps, updatedAt, uuidId } from "./columns";
import { optionalUserRef, userRef } from "./auth";
import { organization, organizationRef } from "./organizations";
import { missionParticipant, missionRef, objective } from "./missions";

// Participation (Missions part 2): linked social accounts, objective verification, the $HQ
// ledger and verifiable draws.

// The linked accounts are core's (one per family that needs an account: docs/ADDING-AN-OBJECTIVE.md).
import { SOCIAL_PROVIDERS, type SocialProvider } from "@questhq/core";

export { SOCIAL_PROVIDERS, type SocialProvider };

/** A provider account's OAuth tokens, AES-GCM sealed (lib/token-crypto), and when the access token expires. */
const sealedTokens = () => ({
  accessTokenEnc: text("access_token_enc"),
  refreshTokenEnc: text("refresh_token_enc"),
  tokenExpiresAt: timestamp("token_expires_at", { withTimezone: true }),
});

/**
 * A user's link to a provider account. One provider account belongs to one user at a time
 * (partial unique index over live links); unlinked rows are kept so a relink cooldown can stop
 * one account being passed around to farm missions. Tokens are AES-GCM sealed (lib/token-crypto).
 */
export const socialAccount = pgTable(
  "social_account",
  {
    id: uuidId(),
    userId: userRef(),
    provider: text("provider", { enum: SOCIAL_PROVIDERS }).notNull(),
    providerUserId: text("provider_user_id").notNull(),
    username: text("username"),
    displayName: text("display_name"),
    ...sealedTokens(),
    scope: text("scope"),
    /** Linked through the built-in sandbox provider (development), shown as such in the UI. */
    isSandbox: boolean("is_sandbox").notNull().default(false),
    linkedAt: timestamp("linked_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
    unlinkedAt: timestamp("unlinked_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("social_account_live_uq").on(t.provider, t.providerUserId).where(sql`${t.unlinkedAt} is null`),
    uniqueIndex("social_account_user_live_uq").on(t.userId, t.provider).where(sql`${t.unlinkedAt} is null`),
    index("social_account_history_idx").on(t.provider, t.providerUserId, t.unlinkedAt),
  ],
);

/** The Twitter/X account an organization verified (its own, or the linking admin's existing one). */
export const organizationSocialAccount = pgTable(
  "organization_social_account",
  {
    organizationId: organizationRef(),
    provider: text("provider", { enum: SOCIAL_PROVIDERS }).notNull(),
    providerUserId: text("provider_user_id").notNull(),
    username: text("username"),
    ...sealedTokens(),
    isSandbox: boolean("is_sandbox").notNull().default(false),
    linkedByUserId: optionalUserRef("linked_by_user_id"),
    linkedAt: timestamp("linked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.provider] })],
);

/** One pending OAuth/OpenID round trip: state, PKCE verifier and where to go afterwards. */
export const oauthState = pgTable(
  "oauth_state",
  {
    state: text("state").primaryKey(),
    userId: userRef(),
    provider: text("provider", { enum: SOCIAL_PROVIDERS }).notNull(),
    codeVerifier: text("code_verifier"),
    redirectUri: text("redirect_uri").notNull().default("/"),
    organizationId: uuid("organization_id").references(() => organization.id, { onDelete: "cascade" }),
    useExistingAccount: boolean("use_existing_account").notNull().default(false),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("oauth_state_expires_idx").on(t.expiresAt)],
);

export const COMPLETION_STATUSES = ["completed", "pending", "skipped", "visiting", "failed"] as const;
export type CompletionStatus = (typeof COMPLETION_STATUSES)[number];

/**
 * What a completion records besides whose and of what: an objective's (objective_completion) and a weekly
 * challenge's (challenge_completion) go through the same verification and retry queue, so they keep the same columns.
 */
export const completionProgress = () => ({
  /** What the user submitted (a transaction hash, a client signal). */
  input: jsonb("input").$type<Record<string, unknown>>().notNull().default({}),
  /** What the verifier saw (provider ids, block number), kept for audits. */
  evidence: jsonb("evidence").$type<Record<string, unknown>>().notNull().default({}),
  isSelfAttested: boolean("is_self_attested").notNull().default(false),
  attempts: integer("attempts").notNull().default(0),
  nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
  lastError: text("last_error"),
  /**
   * Pending because a provider's rate-limit budget was spent (providers/budgets): the budget's key, and when this
   * attempt first joined its queue. Verifications of one budget are served in that order; stale on other statuses.
   */
  queueKey: text("queue_key"),
  queuedAt: timestamp("queued_at", { withTimezone: true }),
  creditsAwarded: integer("credits_awarded").notNull().default(0),
  completedAt: timestamp("completed_at", { withTimezone: true }),
  ...timestamps(),
});

type CompletionColumns = Record<
  "userId" | "status" | "input" | "nextAttemptAt" | "queueKey" | "queuedAt",
  ExtraConfigColumn
>;

/**
 * The indexes of a completion table (`table` names them): one completion per subject (objective or challenge) and
 * user, the table's own index of a user's completions, the retry queue's pending rows, and one completed transaction
 * per subject: a transaction-hash objective completes for one account only, even when two accounts verify the same
 * hash at the same moment (the verifier's own check cannot see that).
 */
export const completionIndexes = (
  table: string,
  t: CompletionColumns,
  { subjectId, userIndex }: { subjectId: ExtraConfigColumn; userIndex: IndexBuilder },
) => [
  uniqueIndex(`${table}_uq`).on(subjectId, t.userId),
  userIndex,
  index(`${table}_due_idx`).on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
  // The retry queue's claim order: due rows are taken in the order they joined a provider budget's queue, else by
  // when they came due (retry-due.ts walks this index and stops at the first due row).
  index(`${table}_claim_idx`).on(sql`coalesce(${t.queuedAt}, ${t.nextAttemptAt})`).where(sql`${t.status} = 'pending'`),
  // A budget's queue in arrival order: a queued verification's place in line (retry-due.ts).
  index(`${table}_queue_idx`)
    .on(t.queueKey, t.queuedAt)
    .where(sql`${t.status} = 'pending' and ${t.queueKey} is not null`),
  uniqueIndex(`${table}_tx_uq`)
    .on(subjectId, sql`(${t.input}->>'tx_hash')`)
    .where(sql`${t.status} = 'completed' and ${t.input} ? 'tx_hash'`),
];

/**
 * A user's progress on one objective: completed (credited once, via the ledger's key
 * `objective:{objectiveId}:{userId}`), pending (a provider was rate-limited or down; the retry
 * job picks it up at next_attempt_at), skipped (Twitter objectives paid with $HQ), visiting
 * (a link or video opened; completes after the dwell time) or failed (retries exhausted).
 */
export const objectiveCompletion = pgTable(
  "objective_completion",
  {
    id: uuidId(),
    missionId: missionRef(),
    objectiveId: cascadeRef("objective_id", () => objective.id),
    userId: userRef(),
    status: text("status", { enum: COMPLETION_STATUSES }).notNull(),
    ...completionProgress(),
  },
  (t) => [
    ...completionIndexes("objective_completion", t, {
      subjectId: t.objectiveId,
      userIndex: index("objective_completion_user_idx").on(t.userId, t.missionId),
    }),
    // The organization's completions feed, in the order they happened (features/participation/list-organization-
    // completions.ts).
    index("objective_completion_completed_idx").on(t.completedAt, t.id).where(sql`${t.status} = 'completed'`),
    // A mission's completions of one hour, counted again by the activity roll-up (features/analytics).
    index("objective_completion_mission_completed_idx")
      .on(t.missionId, t.completedAt)
      .where(sql`${t.status} = 'completed'`),
  ],
);

/**
 * The verifiable draw of a mission (algorithm questhq-draw-v1, packages/core/src/draws).
 * The randomness source is fixed at publish (seed_commitment = sha256 of a server seed, or a
 * beacon round / block chosen by a rule fixed in advance); the entry list is frozen when entries
 * close; the draw reveals the seed and records the winners.
 */
export const missionDraw = pgTable("mission_draw", {
  missionId: missionRef().primaryKey(),
  algorithm: text("algorithm").notNull().default("questhq-draw-v1"),
  seedSource: text("seed_source", { enum: ["commit", "drand", "block"] }).notNull(),
  /** sha256 hex of the server seed, published before entries close. */
  seedCommitment: text("seed_commitment").notNull(),
  /** Secret until the draw. */
  serverSeed: text("server_seed").notNull(),
  /** drand round or block number, fixed when entries close. */
  beaconRound: bigint("beacon_round", { mode: "number" }),
  /** The seed the draw used (revealed server seed, beacon randomness or block hash). */
  seed: text("seed"),
  entryListHash: text("entry_list_hash"),
  entryCount: integer("entry_count"),
  totalWeight: bigint("total_weight", { mode: "number" }),
  numberOfWinners: integer("number_of_winners"),
  winners: jsonb("winners").$type<string[]>(),
  frozenAt: timestamp("frozen_at", { withTimezone: true }),
  drawnAt: timestamp("drawn_at", { withTimezone: true }),
  drawnByUserId: optionalUserRef("drawn_by_user_id"),
  createdAt: createdAt(),
});

/** The frozen, published entry list: one row per entrant, in canonical order. */
export const missionDrawEntry = pgTable(
  "mission_draw_entry",
  {
    missionId: missionRef(),
    position: integer("position").notNull(),
    /** The participant id: public, stable, and not personal data. */
    entrantId: cascadeRef("entrant_id", () => missionParticipant.id),
    weight: integer("weight").notNull(),
  },
  (t) => [primaryKey({ columns: [t.missionId, t.position] })],
);

export type SocialAccount = typeof socialAccount.$inferSelect;
export type ObjectiveCompletion = typeof objectiveCompletion.$inferSelect;
export type MissionDraw = typeof missionDraw.$inferSelect;
