import { and, asc, eq, lte, notInArray, sql } from "drizzle-orm";
import type { EmailCategory, NotificationData, NotificationKind } from "@questhq/core";
import type { Db } from "../../db/client";
import { mission, notification, notificationEmail, reward, user } from "../../db/schema/index";
import type { Mailer } from "../../lib/mailer";
import { notificationMail } from "./email-messages";
import { isEmailWanted } from "./email-preferences";
import { unsubscribeToken } from "./unsubscribe-token";

// Delivering the emails of notifications (docs/product/notifications.md#email): notify.ts wrote one notification_email
// row per emailed notification in the event's transaction; this sends them afterwards, started right after a draw
// answers and retried by the background worker, so a slow or failing SMTP server never holds up the event. Each row
// is claimed (`sending`) in its own statement before the mail goes out, so two servers or a re-run never send it
// twice; rows are claimed one at a time (FOR UPDATE SKIP LOCKED), so every server's worker shares a large draw's
// mails, and a server that dies leaves at most the one it was sending in `sending` (at most once, never twice).

const BATCH = 50;
export const NOTIFICATION_EMAIL_MAX_ATTEMPTS = 6;
const RETRY_BASE_MS = 60_000;

export type EmailDeps = {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /** AUTH_SECRET: signs the unsubscribe links. */
  secret: string;
  log?: { warn(o: object, m: string): void };
};

/** The category's signed unsubscribe link: the /unsubscribe page, which also takes RFC 8058's one-click POST. */
export const unsubscribeUrl = (
  deps: Pick<EmailDeps, "publicUrl" | "secret">,
  userId: string,
  category: EmailCategory,
) => `${deps.publicUrl}/unsubscribe?token=${unsubscribeToken(deps.secret, userId, category)}`;

/** The next due email, claimed as `sending`; undefined when none is due. `done`: rows this call already tried. */
async function claimNext(db: Db, now: Date, done: string[]) {
  const due = db
    .select({ id: notificationEmail.notificationId })
    .from(notificationEmail)
    .where(
      and(
        eq(notificationEmail.status, "pending"),
        lte(notificationEmail.nextAttemptAt, now),
        notInArray(notificationEmail.notificationId, done),
      ),
    )
    .orderBy(asc(notificationEmail.nextAttemptAt))
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db
    .update(notificationEmail)
    .set({ status: "sending", attempts: sql`${notificationEmail.attempts} + 1` })
    .where(
      and(
        eq(notificationEmail.notificationId, due),
        eq(notificationEmail.status, "pending"),
        lte(notificationEmail.nextAttemptAt, now),
      ),
    )
    .returning();
  return row;
}

/** The organizer's next steps of a winner's mission (the mail carries them; the notification only links there). */
async function winnerNextSteps(db: Db, missionSlug: string): Promise<string> {
  const [row] = await db
    .select({ steps: reward.winnerNextSteps })
    .from(mission)
    .innerJoin(reward, eq(reward.missionId, mission.id))
    .where(eq(mission.slug, missionSlug));
  return row?.steps ?? "";
}

async function finish(db: Db, id: string, set: Partial<typeof notificationEmail.$inferInsert>) {
  await db.update(notificationEmail).set(set).where(eq(notificationEmail.notificationId, id));
}

/** Sends up to one batch of due emails; returns how many were sent. Safe to run from several places at once. */
export async function deliverNotificationEmails(deps: EmailDeps, now = new Date()): Promise<number> {
  let sent = 0;
  const done: string[] = [];
  while (done.length < BATCH) {
    const claimed = await claimNext(deps.db, now, done);
    if (!claimed) break;
    done.push(claimed.notificationId);
    try {
      // Asked now, not when the row was written: an unsubscribe in between is honoured.
      if (!(await isEmailWanted(deps.db, claimed.userId, claimed.category))) {
        await finish(deps.db, claimed.notificationId, { status: "skipped" });
        continue;
      }
      const [row] = await deps.db
        .select({ email: user.email, kind: notification.kind, data: notification.data })
        .from(notification)
        .innerJoin(user, eq(user.id, notification.userId))
        .where(eq(notification.id, claimed.notificationId));
      if (!row) throw new Error("the notification or its person is gone");
      const kind = row.kind as NotificationKind;
      const data = row.data as NotificationData[NotificationKind];
      const nextSteps =
        kind === "draw_won"
          ? await winnerNextSteps(deps.db, (data as NotificationData["draw_won"]).mission_slug)
          : undefined;
      await deps.mailer.send(
        notificationMail({
          to: row.email,
          kind,
          data,
          category: claimed.category,
          links: { publicUrl: deps.publicUrl, unsubscribe: unsubscribeUrl(deps, claimed.userId, claimed.category) },
          winnerNextStepsHtml: nextSteps,
        }),
      );
      await finish(deps.db, claimed.notificationId, { status: "sent", sentAt: new Date(), lastError: null });
      sent += 1;
    } catch (err) {
      const isLast = claimed.attempts >= NOTIFICATION_EMAIL_MAX_ATTEMPTS;
      await finish(deps.db, claimed.notificationId, {
        status: isLast ? "failed" : "pending",
        nextAttemptAt: new Date(now.getTime() + RETRY_BASE_MS * 2 ** (claimed.attempts - 1)),
        lastError: err instanceof Error ? err.message.slice(0, 500) : "unknown error",
      });
      deps.log?.warn({ err, notification: claimed.notificationId }, "notification email not sent");
    }
  }
  return sent;
}
