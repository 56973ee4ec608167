import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// The providers' rate-limit budgets as every server process shares them when Redis is not configured (or is
// unreachable): one row per budget key (provider, endpoint and, for per-user limits, the account), counting the
// calls made in the current window. providers/budgets/ takes from it in one statement, so two processes can never
// both spend the last call of a window.

export const providerBudget = pgTable("provider_budget", {
  /** provider:endpoint:subject, e.g. "twitter:users/following:user:1600000000000000001". */
  key: text("key").primaryKey(),
  /** When the window ends; after it the next call starts a new one. */
  windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
  /** Calls made in this window (at most the budget's limit). */
  used: integer("used").notNull(),
});
