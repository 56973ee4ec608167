import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { EMAIL_CATEGORIES, NOTIFICATION_KINDS } from "@questhq/core";
import { cascadeRef, createdAt, updatedAt, uuidId } from "./columns";
import { userRef } from "./auth";
import { missionParticipant, missionRef } from "./missions";

/** The columns of a queue of emails sent one at a time with retries: its status, attempts and when it is due. */
const mailQueueColumns = <const S extends readonly [string, ...string[]]>(statuses: S) => ({
  status: text("status", { enum: statuses })
    .notNull()
    .default("pending" as S[number]),
  attempts: integer("attempts").notNull().default(0),
  nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
  lastError: text("last_error"),
  sentAt: timestamp("sent_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * No longer written (kept: migrations only add). Winner emails used this queue, one row per winner, until they became
 * notification emails (notification_email below); migration 0025 moved its pending rows there and marked them failed,
 * so a server of the older version still running during an upgrade does not send them as well.
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
    ...mailQueueColumns(["pending", "sending", "sent", "failed"]),
  },
  (t) => [index("winner_notice_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`)],
);

/**
 * The notification centre's outbox (features/notifications): one row per person and event, written in the
 * transaction of the event itself, so a notification is never lost with its event committed nor written for one that
 * was undone. `event_key` names the event ("draw:<mission id>"); the unique index makes a retried or repeated
 * event write nothing more. What it says is made from `kind` and `data` when it is read (core's
 * describeNotification), so the words can improve without rewriting rows.
 */
export const notification = pgTable(
  "notification",
  {
    id: uuidId(),
    userId: userRef(),
    kind: text("kind", { enum: NOTIFICATION_KINDS }).notNull(),
    eventKey: text("event_key").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("notification_event_uq").on(t.userId, t.eventKey),
    // A person's list, newest first, and their unread count.
    index("notification_user_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
    index("notification_unread_idx").on(t.userId).where(sql`${t.readAt} is null`),
  ],
);
export type Notification = typeof notification.$inferSelect;

/**
 * The email of a notification that is emailed at once (core IMMEDIATE_EMAIL_CATEGORY), written in the same statement
 * as the notification when the person has a verified address; delivered afterwards by
 * features/notifications/deliver-emails.ts. pending → sending → sent, claimed as `sending` before the mail goes out
 * so a retry or a second server never sends it twice; `skipped` when the person turned the category off before it
 * went; back to pending with a later next_attempt_at when SMTP fails, `failed` at the last attempt.
 */
export const notificationEmail = pgTable(
  "notification_email",
  {
    notificationId: cascadeRef("notification_id", () => notification.id).primaryKey(),
    userId: userRef(),
    category: text("category", { enum: EMAIL_CATEGORIES }).notNull(),
    ...mailQueueColumns(["pending", "sending", "sent", "skipped", "failed"]),
  },
  (t) => [index("notification_email_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`)],
);
export type NotificationEmail = typeof notificationEmail.$inferSelect;

/** A person's choice for one email category; without a row the category's default holds (core EMAIL_CATEGORY_INFO). */
export const emailPreference = pgTable(
  "email_preference",
  {
    userId: userRef(),
    category: text("category", { enum: EMAIL_CATEGORIES }).notNull(),
    enabled: boolean("enabled").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category] })],
);

/**
 * The digest's progress per person: `covered_until` is the newest notification time the last digest included (the
 * next one starts after it); `sent_at` keeps digests EMAIL_DIGEST_EVERY_HOURS apart. Claimed by a conditional update
 * before the mail goes out, so two servers never send the same digest.
 */
export const emailDigest = pgTable("email_digest", {
  userId: userRef().primaryKey(),
  coveredUntil: timestamp("covered_until", { withTimezone: true }).notNull(),
  sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
});
