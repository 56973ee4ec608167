import { pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { userRef } from "./auth";

/** Platform operators (not an organization role): granted by OPERATOR_EMAILS or `npm run admin -- grant`. */
export const platformOperator = pgTable("platform_operator", {
  userId: userRef().primaryKey(),
  grantedBy: text("granted_by").notNull(),
  grantedAt: timestamp("granted_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A grant by email address (`npm run admin -- init` / `grant`), so that the first admin of a fresh server can be named
 * before anyone has an account: whoever signs in with this verified address is an operator. Stored lowercased.
 */
export const operatorInvite = pgTable("operator_invite", {
  email: text("email").primaryKey(),
  grantedBy: text("granted_by").notNull(),
  grantedAt: timestamp("granted_at", { withTimezone: true }).notNull().defaultNow(),
});
