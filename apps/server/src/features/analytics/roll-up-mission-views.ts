import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { forgetOldSalts, utcDay } from "./visitor-hash";

// The roll-up job's one run (jobs/registry.ts): views waiting in mission_view_event become hourly counts, so an
// analytics read sums a few rows per hour and never scans views. Each batch is one statement: the views it takes are
// deleted as they are counted, so a view is counted once even when a run fails half-way (the statement is undone
// whole) or two processes run at once (SKIP LOCKED hands them different views). A visitor is new for the day when
// their hash enters mission_visitor_day; the hour of that first view gets them.

/** Views counted per statement. */
export const ROLL_UP_BATCH = 5_000;
/** Batches per run at most, so a run ends; the next run goes on where this one stopped. */
const MAX_BATCHES_PER_RUN = 200;

export type RollUpResult = { views: number; salts: number; visitorDays: number };

async function rollUpBatch(db: Db, limit: number): Promise<number> {
  const result = await db.execute(sql`
    WITH moved AS (
      DELETE FROM mission_view_event
      WHERE id IN (SELECT id FROM mission_view_event ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
      RETURNING id, mission_id, viewed_at, visitor_hash, is_signed_in, referrer_host, utm_source, utm_campaign
    ),
    counted AS (
      -- A view of a mission deleted since is dropped here.
      SELECT m.*, (m.viewed_at AT TIME ZONE 'UTC')::date AS day, date_trunc('hour', m.viewed_at, 'UTC') AS hour,
        coalesce(m.referrer_host, '') AS source_host, coalesce(m.utm_source, '') AS source,
        coalesce(m.utm_campaign, '') AS campaign
      FROM moved m WHERE EXISTS (SELECT 1 FROM mission WHERE mission.id = m.mission_id)
    ),
    firsts AS (
      SELECT DISTINCT ON (mission_id, day, visitor_hash) *
      FROM counted ORDER BY mission_id, day, visitor_hash, viewed_at, id
    ),
    fresh AS (
      INSERT INTO mission_visitor_day (mission_id, day, visitor_hash)
      SELECT mission_id, day, visitor_hash FROM firsts
      ON CONFLICT DO NOTHING
      RETURNING mission_id, day, visitor_hash
    ),
    newcomers AS (
      SELECT f.* FROM firsts f JOIN fresh USING (mission_id, day, visitor_hash)
    ),
    hourly AS (
      INSERT INTO mission_view_hourly AS h (mission_id, hour, views, visitors, signed_in_visitors)
      SELECT v.mission_id, v.hour, v.views, coalesce(n.visitors, 0), coalesce(n.signed_in, 0)
      FROM (SELECT mission_id, hour, count(*)::int AS views FROM counted GROUP BY 1, 2) v
      LEFT JOIN (
        SELECT mission_id, hour, count(*)::int AS visitors, (count(*) FILTER (WHERE is_signed_in))::int AS signed_in
        FROM newcomers GROUP BY 1, 2
      ) n USING (mission_id, hour)
      ON CONFLICT (mission_id, hour) DO UPDATE SET
        views = h.views + excluded.views,
        visitors = h.visitors + excluded.visitors,
        signed_in_visitors = h.signed_in_visitors + excluded.signed_in_visitors
      RETURNING 1
    ),
    sources AS (
      INSERT INTO mission_view_source_hourly AS s
        (mission_id, hour, referrer_host, utm_source, utm_campaign, views, visitors)
      SELECT v.mission_id, v.hour, v.source_host, v.source, v.campaign, v.views, coalesce(n.visitors, 0)
      FROM (
        SELECT mission_id, hour, source_host, source, campaign, count(*)::int AS views
        FROM counted GROUP BY 1, 2, 3, 4, 5
      ) v
      LEFT JOIN (
        SELECT mission_id, hour, source_host, source, campaign, count(*)::int AS visitors
        FROM newcomers GROUP BY 1, 2, 3, 4, 5
      ) n USING (mission_id, hour, source_host, source, campaign)
      ON CONFLICT (mission_id, hour, referrer_host, utm_source, utm_campaign) DO UPDATE SET
        views = s.views + excluded.views,
        visitors = s.visitors + excluded.visitors
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM moved)::int AS views, (SELECT count(*) FROM hourly) + (SELECT count(*) FROM sources)
  `);
  return Number(rowsOf<{ views: number }>(result)[0]?.views ?? 0);
}

/**
 * Counts the views waiting, then forgets what only served to tell the day's visitors apart: the salts of past days,
 * and the visitor hashes of the days before yesterday (a view of yesterday may still be waiting to be counted).
 */
export async function rollUpMissionViews(db: Db, now = new Date(), batch = ROLL_UP_BATCH): Promise<RollUpResult> {
  let views = 0;
  for (let i = 0; i < MAX_BATCHES_PER_RUN; i++) {
    const counted = await rollUpBatch(db, batch);
    views += counted;
    if (counted < batch) break;
  }
  const yesterday = utcDay(new Date(now.getTime() - 86_400_000));
  const gone = await db.execute(sql`
    WITH gone AS (DELETE FROM mission_visitor_day WHERE day < ${yesterday}::date RETURNING 1)
    SELECT count(*)::int AS n FROM gone
  `);
  const salts = await forgetOldSalts(db, utcDay(now));
  return { views, salts, visitorDays: Number(rowsOf<{ n: number }>(gone)[0]?.n ?? 0) };
}
