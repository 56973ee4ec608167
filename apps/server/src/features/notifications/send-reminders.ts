import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { notifyFrom } from "./notify";

// Notifications that come from time passing rather than an action (docs/product/notifications.md#what-you-hear-about):
// a winner's wallet deadline a day away, a Saga week's new challenges, a stream's cliff passed. Each is one
// INSERT … SELECT over a short window of time, keyed by the event, so every run may look again: a person already
// told is skipped by the unique index. The windows are generous (a day, a week), so a server that was down for a
// while still tells what happened meanwhile.

/** A winner hears about an unconfirmed wallet once the deadline is this close. */
export const WALLET_DEADLINE_NOTICE_MS = 24 * 3_600_000;
/** A week's challenges, or a cliff, are still announced this long after they began (a server down meanwhile). */
const LATE_ANNOUNCEMENT_MS = 7 * 24 * 3_600_000;

const iso = (d: Date) => d.toISOString();

/** Winners without a confirmed wallet whose reward's deadline is within a day: one notice per mission. */
async function walletDeadlines(db: Db, now: Date): Promise<void> {
  const missions = await db.execute(sql`
    select r.mission_id from reward r
    where r.wallet_deadline > ${iso(now)}::timestamptz
      and r.wallet_deadline <= ${iso(new Date(now.getTime() + WALLET_DEADLINE_NOTICE_MS))}::timestamptz`);
  for (const { mission_id: missionId } of rowsOf<{ mission_id: string }>(missions)) {
    await notifyFrom(
      db,
      `wallet-deadline:${missionId}`,
      sql`select p.user_id, 'wallet_deadline_soon' as kind, jsonb_build_object('mission_title', m.title,
          'mission_slug', m.slug, 'deadline', to_char(r.wallet_deadline at time zone 'UTC',
            'YYYY-MM-DD"T"HH24:MI:SS"Z"')) as data
        from mission_participant p join mission m on m.id = p.mission_id join reward r on r.mission_id = m.id
        where p.mission_id = ${missionId} and p.status = 'Selected' and p.wallet_confirmed_at is null`,
    );
  }
}

/** Everyone who took part in a Saga (a challenge of it attempted) hears of each new week. */
async function newWeeks(db: Db, now: Date): Promise<void> {
  const weeks = await db.execute(sql`
    select w.id, w.saga_id from saga_week w
    where w.starts_at <= ${iso(now)}::timestamptz
      and w.starts_at > ${iso(new Date(now.getTime() - LATE_ANNOUNCEMENT_MS))}::timestamptz
      and w.ends_at > ${iso(now)}::timestamptz
      and exists (select 1 from weekly_challenge c where c.week_id = w.id)`);
  for (const week of rowsOf<{ id: string; saga_id: string }>(weeks)) {
    await notifyFrom(
      db,
      `challenges:${week.id}`,
      sql`select x.user_id, 'weekly_challenges' as kind,
          jsonb_build_object('saga_name', s.name, 'week_title', w.title) as data
        from (
          select distinct c.user_id from challenge_completion c join saga_week pw on pw.id = c.week_id
          where pw.saga_id = ${week.saga_id}
        ) x
        join saga_week w on w.id = ${week.id} join saga s on s.id = w.saga_id`,
    );
  }
}

/** Streams whose cliff passed lately, told to the owner of the recipient wallet. */
async function cliffs(db: Db, now: Date): Promise<void> {
  const seconds = Math.floor(now.getTime() / 1000);
  const streams = await db.execute(sql`
    select s.chain_id, s.contract, s.stream_id from chain_stream s
    where s.cliff_time > 0 and s.cliff_time <= ${seconds}
      and s.cliff_time > ${seconds - LATE_ANNOUNCEMENT_MS / 1000} and not s.canceled`);
  for (const s of rowsOf<{ chain_id: number; contract: string; stream_id: string }>(streams)) {
    await notifyFrom(
      db,
      `stream-cliff:${s.chain_id}:${s.contract}:${s.stream_id}`,
      sql`select distinct on (w.user_id) w.user_id, 'stream_cliff_reached' as kind,
          jsonb_build_object('amount', s.deposit_amount::text, 'symbol', coalesce(a.symbol, 'tokens'),
            'decimals', coalesce(a.decimals, 18)) as data
        from chain_stream s
        join wallet_address w on lower(w.address) = s.recipient
        left join chain_asset a on a.chain_id = s.chain_id and a.address = s.asset
        where s.chain_id = ${s.chain_id} and s.contract = ${s.contract} and s.stream_id = ${s.stream_id}`,
    );
  }
}

/** One run of the `notification-reminders` job. */
export async function sendReminders(db: Db, now = new Date()): Promise<void> {
  await walletDeadlines(db, now);
  await newWeeks(db, now);
  await cliffs(db, now);
}
