import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { cascadeRef, createdAt } from "./columns";
import { userRef } from "./auth";
import { missionParticipant, missionRef } from "./missions";

/**
 * The "you won" email of a draw, one row per winner (the participant id is the key, so one mission can never
 * notify a winner twice). Rows are written in the draw's transaction and delivered afterwards by
 * features/draws/notify-winners.ts: claimed as `sending` before the mail goes out and `sent` after, so a retry
 * or a second server never sends it again (a crash mid-send leaves it `sending`: at most once, never twice).
 */
export const winnerNotice = pgTable(
  "winner_notice",
  {
    participantId: cascadeRef("participant_id", () => missionParticipant.id).primaryKey(),
    missionId: missionRef(),
    userId: userRef(),
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
    createdAt: createdAt(),
  },
  (t) => [index("winner_notice_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`)],
);
