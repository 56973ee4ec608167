import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { mission, missionParticipant } from "./missions";

/**
 * The "you won" email of a draw, one row per winner (the participant id is the key, so one mission can never
 * notify a winner twice). Rows are written in the draw's transaction and delivered afterwards by
 * features/draws/notify-winners.ts: claimed as `sending` before the mail goes out and `sent` after, so a retry
 * or a second server never sends it again (a crash mid-send leaves it `sending`: at most once, never twice).
 */
export const winnerNotice = pgTable(
  "winner_notice",
  {
    participantId: uuid("participant_id")
      .primaryKey()
      .references(() => missionParticipant.id, { onDelete: "cascade" }),
    missionId: uuid("mission_id")
      .notNull()
      .references(() => mission.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /**
     * pending → sending → sent; back to pending with a later next_attempt_at when SMTP fails; failed at the last
     * attempt.
     */
    status: text("status", { enum: ["pending", "sending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("winner_notice_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`)],
);
