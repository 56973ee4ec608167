import { pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { userRef } from "./auth";

/** Platform operators (not an organization role): granted by OPERATOR_EMAILS or `npm run operator`. */
export const platformOperator = pgTable("platform_operator", {
  userId: userRef().primaryKey(),
  grantedBy: text("granted_by").notNull(),
  grantedAt: timestamp("granted_at", { withTimezone: true }).notNull().defaultNow(),
});
