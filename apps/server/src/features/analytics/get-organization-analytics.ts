import { sql } from "drizzle-orm";
import {
  AppError,
  analyticsWindow,
  type MissionOverviewView,
  type OrganizationAnalyticsQuery,
  type OrganizationAnalyticsView,
} from "@questhq/core";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import type { Actor } from "../../lib/actor";
import { requireOrgAccess } from "../organizations/index";
import { collectedCount } from "./collected";

// An organization's missions side by side (docs/product/analytics.md#organization-overview): the same figures as each
// mission's funnel, over one window, for every mission that was ever published (a draft has nothing to count yet).
// One statement over the hourly roll-ups, and per mission the window's entrants for what they collected on chain.

type OverviewRow = Omit<MissionOverviewView, "completion_rate">;

export async function getOrganizationAnalytics(
  db: Db,
  actor: Actor,
  organizationId: string,
  query: OrganizationAnalyticsQuery,
  now = new Date(),
): Promise<OrganizationAnalyticsView> {
  await requireOrgAccess(db, organizationId, actor, "member");
  const [first] = rowsOf<{ at: string | null }>(
    await db.execute(sql`select min(created_at)::text as at from mission where organization_id = ${organizationId}`),
  );
  // The bucket does not matter here (no series); day lets a window be as long as the limit allows.
  const checked = analyticsWindow({ ...query, bucket: "day" }, now, first?.at ? new Date(first.at) : null);
  if ("error" in checked) throw new AppError("bad_request", checked.error, { [checked.field]: [checked.error] });
  const from = checked.window.from.toISOString();
  const to = checked.window.to.toISOString();
  const collected = collectedCount(
    { missionId: sql`m.id`, chainId: sql`r.blockchain_chain_id`, contract: sql`r.contract_address` },
    from,
    to,
  );
  const rows = rowsOf<OverviewRow>(
    await db.execute(sql`
      select m.id as mission_id, m.title, m.slug, m.status,
        coalesce(v.visitors, 0)::int as visitors,
        coalesce(c.participants, 0)::int as participants, coalesce(c.completed, 0)::int as completed,
        coalesce(c.entries, 0)::int as entries, coalesce(c.winners, 0)::int as winners, k.collected::int as collected
      from mission m
      left join reward r on r.mission_id = m.id
      left join lateral (
        select sum(h.visitors) as visitors from mission_view_hourly h
        where h.mission_id = m.id and h.hour >= ${from} and h.hour < ${to}
      ) v on true
      left join lateral (
        select sum(c.started) as participants, sum(c.all_objectives) as completed, sum(c.entered) as entries,
          sum(c.winners) as winners
        from mission_cohort_hourly c
        where c.mission_id = m.id and c.hour >= ${from} and c.hour < ${to}
      ) c on true
      cross join lateral (select ${collected} as collected) k
      where m.organization_id = ${organizationId} and m.published_at is not null
      order by m.published_at desc, m.id`),
  );
  return {
    organization_id: organizationId,
    from,
    to,
    missions: rows.map((row) => ({
      ...row,
      completion_rate: row.participants > 0 ? row.completed / row.participants : null,
    })),
  };
}
