import { sql } from "drizzle-orm";
import {
  describeNotification,
  EMAIL_DIGEST_EVERY_HOURS,
  emailCategoryOf,
  NOTIFICATION_KINDS,
  type NotificationData,
  type NotificationKind,
} from "@questhq/core";
import { rowsOf } from "../../db/rows";
import { digestMail } from "./email-messages";
import { unsubscribeUrl, type EmailDeps } from "./deliver-emails";

// The digest (docs/product/notifications.md#email): for people who turned it on, their unread notifications that are
// not emailed at once, gathered into one email at most every EMAIL_DIGEST_EVERY_HOURS. It starts from when they turned
// it on and then from the newest notification the previous digest held. Each digest is claimed by a conditional write
// of email_digest before the mail goes out, so two servers never send one twice; a failed send hands the claim back.

const DIGEST_KINDS = NOTIFICATION_KINDS.filter((k) => emailCategoryOf(k) === "digest");
const USERS_PER_RUN = 100;
/**
 * A digest covers notifications up to a minute ago: one written by a slow transaction carries the time it was written,
 * not the time it committed, and must not fall behind a digest that already covered that time.
 */
const LATE_COMMIT_MARGIN_MS = 60_000;
/** A digest lists at most this many (the newest); it says how many more wait in the notification centre. */
export const DIGEST_ITEMS_MAX = 20;

/**
 * Timestamps travel as PostgreSQL's own text (microseconds: a JavaScript Date would cut them to milliseconds, and the
 * newest notification of one digest would come again in the next).
 */
type Candidate = {
  user_id: string;
  email: string;
  since: string;
  covered_until: string | null;
  sent_at: string | null;
};

const kindList = () =>
  sql.join(
    DIGEST_KINDS.map((k) => sql`${k}`),
    sql`, `,
  );

/** Sends the digests that are due; returns how many were sent. Safe to run from several servers at once. */
export async function sendDueDigests(deps: EmailDeps, now = new Date()): Promise<number> {
  const { db } = deps;
  const at = new Date(now.getTime() - LATE_COMMIT_MARGIN_MS).toISOString();
  const cutoff = new Date(now.getTime() - EMAIL_DIGEST_EVERY_HOURS * 3_600_000).toISOString();
  const candidates = rowsOf<Candidate>(
    await db.execute(sql`
      select p.user_id, u.email, coalesce(d.covered_until, p.updated_at)::text as since,
        d.covered_until::text as covered_until, d.sent_at::text as sent_at
      from email_preference p
      join "user" u on u.id = p.user_id and u.email_verified
      left join email_digest d on d.user_id = p.user_id
      where p.category = 'digest' and p.enabled
        and (d.sent_at is null or d.sent_at <= ${cutoff}::timestamptz)
        and exists (select 1 from notification n
          where n.user_id = p.user_id and n.read_at is null and n.kind in (${kindList()})
            and n.created_at > coalesce(d.covered_until, p.updated_at) and n.created_at <= ${at}::timestamptz)
      limit ${USERS_PER_RUN}`),
  );
  let sent = 0;
  for (const c of candidates) {
    const window = sql`n.user_id = ${c.user_id} and n.read_at is null and n.kind in (${kindList()})
      and n.created_at > ${c.since}::timestamptz and n.created_at <= ${at}::timestamptz`;
    const items = rowsOf<{ kind: NotificationKind; data: NotificationData[NotificationKind]; created_at: string }>(
      await db.execute(sql`select n.kind, n.data, n.created_at::text as created_at from notification n where ${window}
        order by n.created_at desc, n.id desc limit ${DIGEST_ITEMS_MAX}`),
    );
    if (!items.length) continue;
    const [counted] = rowsOf<{ total: number }>(
      await db.execute(sql`select count(*)::int as total from notification n where ${window}`),
    );
    const newest = items[0]!.created_at;
    const claimed = rowsOf(
      await db.execute(sql`
        insert into email_digest (user_id, covered_until, sent_at)
        values (${c.user_id}, ${newest}::timestamptz, ${at}::timestamptz)
        on conflict (user_id) do update set covered_until = excluded.covered_until, sent_at = excluded.sent_at
        where email_digest.sent_at <= ${cutoff}::timestamptz
        returning user_id`),
    );
    if (!claimed.length) continue;
    try {
      await deps.mailer.send(
        digestMail({
          to: c.email,
          items: items.map((i) => describeNotification(i.kind, i.data)),
          total: counted?.total ?? items.length,
          links: { publicUrl: deps.publicUrl, unsubscribe: unsubscribeUrl(deps, c.user_id, "digest") },
        }),
      );
      sent += 1;
    } catch (err) {
      // Hand the claim back: the next run sends this digest again.
      await db.execute(
        c.sent_at && c.covered_until
          ? sql`update email_digest set covered_until = ${c.covered_until}::timestamptz,
              sent_at = ${c.sent_at}::timestamptz where user_id = ${c.user_id}`
          : sql`delete from email_digest where user_id = ${c.user_id}`,
      );
      deps.log?.warn({ err, user: c.user_id }, "digest email not sent");
    }
  }
  return sent;
}
