import { sql } from "drizzle-orm";
import { analyticsBuckets, type AnalyticsWindow, type SeriesPointView } from "@questhq/core";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";

// A mission's views, completions and entries per hour or UTC day of a window (docs/product/analytics.md#the-funnel).
// Views and completions come from the hourly roll-ups; entries (at most one per participant) from their own index
// (mission_participant_entered_idx). Every point of the window is there,
// zeros included, so a chart and its table show the quiet hours too.

type Counted = { at: Date | string; views?: number; visitors?: number; n?: number };

export async function timeSeries(db: Db, missionId: string, w: AnalyticsWindow): Promise<SeriesPointView[]> {
  const unit = w.bucket;
  const from = w.from.toISOString();
  const to = w.to.toISOString();
  const [views, completions, entries] = await Promise.all([
    db.execute(sql`
      select date_trunc(${unit}, hour, 'UTC') as at, sum(views)::int as views, sum(visitors)::int as visitors
      from mission_view_hourly
      where mission_id = ${missionId} and hour >= ${from} and hour < ${to}
      group by 1`),
    db.execute(sql`
      select date_trunc(${unit}, hour, 'UTC') as at, sum(completions)::int as n
      from mission_completion_hourly
      where mission_id = ${missionId} and hour >= ${from} and hour < ${to}
      group by 1`),
    db.execute(sql`
      select date_trunc(${unit}, entered_at, 'UTC') as at, count(*)::int as n
      from mission_participant
      where mission_id = ${missionId} and entered_at >= ${from} and entered_at < ${to}
      group by 1`),
  ]);
  const byTime = (result: unknown) =>
    new Map(rowsOf<Counted>(result).map((r) => [new Date(r.at).getTime(), r] as const));
  const v = byTime(views);
  const c = byTime(completions);
  const e = byTime(entries);
  return analyticsBuckets(w).map((at) => {
    const t = at.getTime();
    return {
      at: at.toISOString(),
      views: v.get(t)?.views ?? 0,
      visitors: v.get(t)?.visitors ?? 0,
      completions: c.get(t)?.n ?? 0,
      entries: e.get(t)?.n ?? 0,
    };
  });
}
