import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, timestamps } from "./columns";

// Tables owned by better-auth (user, session, account, verification, walletAddress).
// Property names are better-auth's field names; columns are snake_case.
// Product columns on `user` are nullable or defaulted because better-auth creates rows itself.

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  ...timestamps(),
  // product fields
  bio: text("bio"),
  ensName: text("ens_name"),
  referralCode: text("referral_code").unique(),
  referredByUserId: text("referred_by_user_id"),
  referredAt: timestamp("referred_at", { withTimezone: true }),
  isBd: boolean("is_bd").notNull().default(false),
});

/** The user a row belongs to: required, and deleted with the user. */
export const userRef = () =>
  text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" });

/** A user a row mentions but outlives (an author, who drew, who invited): null once that user is deleted. */
export const optionalUserRef = (name: string) => text(name).references(() => user.id, { onDelete: "set null" });

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ...timestamps(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: userRef(),
  },
  (t) => [index("session_user_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: userRef(),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    ...timestamps(),
  },
  (t) => [index("account_user_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

export const walletAddress = pgTable(
  "wallet_address",
  {
    id: text("id").primaryKey(),
    userId: userRef(),
    address: text("address").notNull(),
    chainId: integer("chain_id").notNull(),
    isPrimary: boolean("is_primary").notNull().default(false),
    createdAt: createdAt(),
  },
  // One row per (address, chain); that one address maps to one user is enforced by the
  // link use-case and by better-auth's SIWE lookup (an address on any chain → its owner).
  // lower(address): the chain indexer and stake view map event addresses (any case) to accounts.
  (t) => [
    uniqueIndex("wallet_address_chain_uq").on(t.address, t.chainId),
    index("wallet_user_idx").on(t.userId),
    index("wallet_address_lower_idx").on(sql`lower(${t.address})`),
  ],
);
