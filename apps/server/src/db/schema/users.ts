import { sql } from "drizzle-orm";
import { integer, jsonb, numeric, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { userRef } from "./auth";

/** $HQ staked in the staking vault, in base units (18 decimals); written by the chain indexer. */
export const hqStake = pgTable("hq_stake", {
  userId: userRef().primaryKey(),
  // numeric(78,0): 18-decimal base units overflow bigint above ~9.2 $HQ.
  locked: numeric("locked", { precision: 78, scale: 0, mode: "bigint" }).notNull().default(sql`0`),
  available: numeric("available", { precision: 78, scale: 0, mode: "bigint" }).notNull().default(sql`0`),
  updatedAt: updatedAt(),
});

/** Development mailbox: outgoing mail is kept here when no SMTP_URL is set. */
export const devMail = pgTable("dev_mail", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  html: text("html"),
  /** The headers the mail carried besides From/To/Subject (List-Unsubscribe…), so they can be checked here. */
  headers: jsonb("headers").$type<Record<string, string>>(),
  createdAt: createdAt(),
});
