import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt, uuidId } from "./columns";
import { user, userRef } from "./auth";
import { mission, missionRef, objective } from "./missions";

// What the chain indexer and the platform signer keep (features/chain). Amounts are base units
// in numeric(78,0) (any uint256); addresses are stored lowercase; block numbers fit a double.

/** How far the indexer has applied confirmed blocks, per chain (resumable after a restart). */
export const chainCursor = pgTable("chain_cursor", {
  chainId: integer("chain_id").primaryKey(),
  blockNumber: bigint("block_number", { mode: "number" }).notNull(),
  /** Hash of the cursor block: a mismatch later means a reorganisation deeper than the confirmations. */
  blockHash: text("block_hash").notNull(),
  updatedAt: updatedAt(),
});

/** Every confirmed event applied, once: the unique key makes a replayed range a no-op. */
export const chainEvent = pgTable(
  "chain_event",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    chainId: integer("chain_id").notNull(),
    blockNumber: bigint("block_number", { mode: "number" }).notNull(),
    blockHash: text("block_hash").notNull(),
    txHash: text("tx_hash").notNull(),
    logIndex: integer("log_index").notNull(),
    contract: text("contract").notNull(),
    event: text("event").notNull(),
    /** Decoded arguments; bigints as decimal strings. */
    args: jsonb("args").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("chain_event_log_uq").on(t.chainId, t.txHash, t.logIndex),
    index("chain_event_block_idx").on(t.chainId, t.blockNumber),
  ],
);

/**
 * Events seen in blocks that are not confirmed yet. Rebuilt on every poll from the chain as it is
 * now, so a reorganisation shallower than the confirmations simply drops what vanished.
 */
export const chainPending = pgTable(
  "chain_pending",
  {
    chainId: integer("chain_id").notNull(),
    txHash: text("tx_hash").notNull(),
    logIndex: integer("log_index").notNull(),
    blockNumber: bigint("block_number", { mode: "number" }).notNull(),
    event: text("event").notNull(),
    wallet: text("wallet").notNull(),
    amount: numeric("amount", { precision: 78, scale: 0, mode: "bigint" }).notNull().default(sql`0`),
    streamId: text("stream_id"),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.txHash, t.logIndex] }), index("chain_pending_wallet_idx").on(t.wallet)],
);

export const SIGNATURE_KINDS = ["deposit", "withdraw", "vault", "mint", "claim"] as const;
export type SignatureKind = (typeof SIGNATURE_KINDS)[number];

/**
 * Every signature the platform signer issued. Withdrawals reserve their amount (hq_stake.locked)
 * until the chain shows them used or they expire, so the signer never hands out more than the
 * available balance, however many signatures are requested.
 */
export const chainSignature = pgTable(
  "chain_signature",
  {
    id: uuidId(),
    userId: userRef(),
    kind: text("kind", { enum: SIGNATURE_KINDS }).notNull(),
    chainId: integer("chain_id").notNull(),
    contract: text("contract").notNull(),
    wallet: text("wallet").notNull(),
    amount: numeric("amount", { precision: 78, scale: 0, mode: "bigint" }),
    nonce: numeric("nonce", { precision: 78, scale: 0, mode: "bigint" }),
    validUntilBlock: bigint("valid_until_block", { mode: "number" }),
    missionId: uuid("mission_id").references(() => mission.id, { onDelete: "cascade" }),
    objectiveId: uuid("objective_id").references(() => objective.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["issued", "used", "expired"] })
      .notNull()
      .default("issued"),
    createdAt: createdAt(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("chain_signature_nonce_uq")
      .on(t.chainId, t.contract, t.wallet, t.nonce)
      .where(sql`${t.nonce} is not null`),
    index("chain_signature_open_idx")
      .on(t.chainId, t.validUntilBlock)
      .where(sql`${t.status} = 'issued' and ${t.kind} = 'withdraw'`),
    index("chain_signature_user_idx").on(t.userId, t.createdAt.desc()),
  ],
);

/** Membership NFTs staked per wallet (totals from the staking contract's events). */
export const nftStake = pgTable(
  "nft_stake",
  {
    chainId: integer("chain_id").notNull(),
    wallet: text("wallet").notNull(),
    memberCount: integer("member_count").notNull().default(0),
    whaleCount: integer("whale_count").notNull().default(0),
    tokenIds: jsonb("token_ids").$type<string[]>().notNull().default([]),
    blockNumber: bigint("block_number", { mode: "number" }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.wallet] })],
);

/**
 * Who holds each membership NFT (the HQMembership contract's Transfer events, applied by the indexer):
 * holding one makes its owner a Member or, for a whale id, a Whale, without paying.
 */
export const membershipNft = pgTable(
  "membership_nft",
  {
    chainId: integer("chain_id").notNull(),
    tokenId: text("token_id").notNull(),
    /** Lower-case address; the zero address once burnt. */
    owner: text("owner").notNull(),
    /** Position of the transfer that set the owner: a later one wins, whatever order they are applied in. */
    blockNumber: bigint("block_number", { mode: "number" }).notNull(),
    logIndex: integer("log_index").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.tokenId] }), index("membership_nft_owner_idx").on(t.owner)],
);

/** NFTs minted per wallet and mint contract. */
export const nftMint = pgTable(
  "nft_mint",
  {
    chainId: integer("chain_id").notNull(),
    contract: text("contract").notNull(),
    wallet: text("wallet").notNull(),
    count: integer("count").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.contract, t.wallet] })],
);

/** Token claims of missions: posted by the app after a receipt, and confirmed by the indexer. */
export const missionClaim = pgTable(
  "mission_claim",
  {
    id: uuidId(),
    missionId: missionRef(),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    wallet: text("wallet").notNull(),
    claimedBlockTimestamp: bigint("claimed_block_timestamp", { mode: "number" }).notNull(),
    /** Set once the indexer has seen the claim (amount from the event). */
    amount: numeric("amount", { precision: 78, scale: 0, mode: "bigint" }),
    txHash: text("tx_hash"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("mission_claim_uq").on(t.missionId, t.wallet, t.claimedBlockTimestamp),
    index("mission_claim_user_idx").on(t.userId, t.missionId),
  ],
);

/** Streams (Saga Zero rewards): the subgraph record plus the vault amount of the Saga vault. */
export const chainStream = pgTable(
  "chain_stream",
  {
    chainId: integer("chain_id").notNull(),
    contract: text("contract").notNull(),
    streamId: text("stream_id").notNull(),
    sender: text("sender").notNull(),
    recipient: text("recipient").notNull(),
    asset: text("asset").notNull(),
    depositAmount: numeric("deposit_amount", { precision: 78, scale: 0, mode: "bigint" }).notNull(),
    withdrawnAmount: numeric("withdrawn_amount", { precision: 78, scale: 0, mode: "bigint" }).notNull().default(sql`0`),
    refundedAmount: numeric("refunded_amount", { precision: 78, scale: 0, mode: "bigint" }).notNull().default(sql`0`),
    startTime: bigint("start_time", { mode: "number" }).notNull(),
    cliffTime: bigint("cliff_time", { mode: "number" }).notNull().default(0),
    endTime: bigint("end_time", { mode: "number" }).notNull(),
    cancelable: boolean("cancelable").notNull(),
    canceled: boolean("canceled").notNull().default(false),
    canceledTime: bigint("canceled_time", { mode: "number" }),
    vaultAmount: numeric("vault_amount", { precision: 78, scale: 0, mode: "bigint" }).notNull().default(sql`0`),
    vaultClaimed: boolean("vault_claimed").notNull().default(false),
    createdBlock: bigint("created_block", { mode: "number" }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.chainId, t.contract, t.streamId] }),
    index("chain_stream_recipient_idx").on(t.recipient),
  ],
);

/** ERC-20 metadata of stream assets, read once from the chain. */
export const chainAsset = pgTable(
  "chain_asset",
  {
    chainId: integer("chain_id").notNull(),
    address: text("address").notNull(),
    name: text("name").notNull(),
    symbol: text("symbol").notNull(),
    decimals: integer("decimals").notNull(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.address] })],
);
