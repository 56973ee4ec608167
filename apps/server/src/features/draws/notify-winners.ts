import { and, asc, eq, lte, notInArray, sql } from "drizzle-orm";
import sanitize from "sanitize-html";
import type { Db } from "../../db/client";
import { mission, reward, user, winnerNotice } from "../../db/schema/index";
import type { Mail, Mailer } from "../../lib/mailer";

// Winners hear about it by email: the draw's transaction records one winner_notice per winner (queueWinnerNotices),
// and delivery happens afterwards (deliverWinnerNotices), started right after the draw answers and retried by the
// background worker, so a slow or failing SMTP server never holds up the draw. Each notice is claimed (`sending`)
// in its own statement before the mail goes out, so two servers or a re-run never send it twice. Notices are claimed
// one at a time (FOR UPDATE SKIP LOCKED), so every server's worker shares a large draw's mails, and a server that dies
// leaves at most the one notice it was sending in `sending` (at most once), never a whole claimed batch unsent.

const BATCH = 50;
export const WINNER_NOTICE_MAX_ATTEMPTS = 6;
const RETRY_BASE_MS = 60_000;

type Deps = { db: Db; mailer: Mailer; publicUrl: string; log?: { warn(o: object, m: string): void } };

/**
 * In the draw's transaction: a notice for every Selected participant of the mission whose account has a verified
 * email (wallet-only accounts have none). Re-running it adds nothing (the participant id is the key).
 */
export async function queueWinnerNotices(tx: Db, missionId: string): Promise<void> {
  await tx.execute(sql`
    insert into winner_notice (participant_id, mission_id, user_id)
    select p.id, p.mission_id, p.user_id
    from mission_participant p join "user" u on u.id = p.user_id
    where p.mission_id = ${missionId} and p.status = 'Selected' and u.email_verified
    on conflict (participant_id) do nothing`);
}

/** HTML of the organizer's next steps → readable plain text for the text part of the mail. */
export function htmlToText(html: string): string {
  const marked = html
    .replace(/<li[^>]*>/gi, "\n- ")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|h[1-6]|blockquote|pre|ul|ol)>/gi, "\n\n")
    .replace(/<a [^>]*href="([^"]+)"[^>]*>(.*?)<\/a>/gi, (_m, href: string, text: string) =>
      text === href ? href : `${text} (${href})`,
    );
  const text = sanitize(marked, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
  return text
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function winnerMail(input: {
  to: string;
  missionTitle: string;
  rewardTitle: string | null;
  nextStepsHtml: string;
  missionUrl: string;
}): Mail {
  const steps = htmlToText(input.nextStepsHtml);
  const prize = input.rewardTitle ? ` — ${input.rewardTitle}` : "";
  const text = [
    `You won in "${input.missionTitle}"${prize}.`,
    "",
    "Next steps from the organizer:",
    steps || "The organizer has not written next steps yet; the mission page will show them when they do.",
    "",
    `Mission page: ${input.missionUrl}`,
  ].join("\n");
  // The next steps were sanitised when the organizer saved them (lib/html.ts).
  const html = `<p>You won in <strong>${escapeHtml(input.missionTitle)}</strong>${escapeHtml(prize)}.</p>
<p><strong>Next steps from the organizer:</strong></p>\
${input.nextStepsHtml || "<p>The organizer has not written next steps yet.</p>"}
<p><a href="${escapeHtml(input.missionUrl)}">Open the mission page</a></p>`;
  return { to: input.to, subject: `You won: ${input.missionTitle}`, text, html };
}

/** The next due notice, claimed as `sending`; undefined when none is due. `done`: notices this call already tried. */
async function claimNext(db: Db, now: Date, done: string[]) {
  const due = db
    .select({ id: winnerNotice.participantId })
    .from(winnerNotice)
    .where(
      and(
        eq(winnerNotice.status, "pending"),
        lte(winnerNotice.nextAttemptAt, now),
        notInArray(winnerNotice.participantId, done),
      ),
    )
    .orderBy(asc(winnerNotice.nextAttemptAt))
    .limit(1)
    .for("update", { skipLocked: true });
  const [notice] = await db
    .update(winnerNotice)
    .set({ status: "sending", attempts: sql`${winnerNotice.attempts} + 1` })
    .where(
      and(
        eq(winnerNotice.participantId, due),
        eq(winnerNotice.status, "pending"),
        lte(winnerNotice.nextAttemptAt, now),
      ),
    )
    .returning();
  return notice;
}

/** Sends up to one batch of due notices; returns how many were sent. Safe to run from several places at once. */
export async function deliverWinnerNotices(deps: Deps, now = new Date()): Promise<number> {
  let sent = 0;
  const done: string[] = [];
  while (done.length < BATCH) {
    const notice = await claimNext(deps.db, now, done);
    if (!notice) break;
    done.push(notice.participantId);
    const [row] = await deps.db
      .select({
        email: user.email,
        title: mission.title,
        slug: mission.slug,
        rewardTitle: reward.title,
        nextSteps: reward.winnerNextSteps,
      })
      .from(mission)
      .innerJoin(user, eq(user.id, notice.userId))
      .leftJoin(reward, eq(reward.missionId, mission.id))
      .where(eq(mission.id, notice.missionId));
    try {
      if (!row) throw new Error("mission or user is gone");
      const missionUrl = `${deps.publicUrl}/missions/${encodeURIComponent(row.slug)}`;
      await deps.mailer.send(
        winnerMail({
          to: row.email,
          missionTitle: row.title,
          rewardTitle: row.rewardTitle,
          nextStepsHtml: row.nextSteps ?? "",
          missionUrl,
        }),
      );
      await deps.db
        .update(winnerNotice)
        .set({ status: "sent", sentAt: new Date(), lastError: null })
        .where(eq(winnerNotice.participantId, notice.participantId));
      sent += 1;
    } catch (err) {
      const isLast = notice.attempts >= WINNER_NOTICE_MAX_ATTEMPTS;
      const retryAt = new Date(now.getTime() + RETRY_BASE_MS * 2 ** (notice.attempts - 1));
      await deps.db
        .update(winnerNotice)
        .set({
          status: isLast ? "failed" : "pending",
          nextAttemptAt: retryAt,
          lastError: err instanceof Error ? err.message.slice(0, 500) : "unknown error",
        })
        .where(eq(winnerNotice.participantId, notice.participantId));
      deps.log?.warn({ err, participant: notice.participantId }, "winner email not sent");
    }
  }
  return sent;
}
