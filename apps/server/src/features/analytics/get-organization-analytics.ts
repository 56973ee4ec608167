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
import { collectedCondition } from "./collected";

// An organization's missions side by side (docs/product/analytics.md#organization-overview): the same figures as each
// mission's funnel, over one window, for every mission that was ever published (a draft has nothing to count yet).
// One statement: the window's visitors from the roll-ups, and per mission one pass over the window's participants.

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
  const collected = collectedCondition({
    missionId: sql`m.id`,
    chainId: sql`r.blockchain_chain_id`,
    contract: sql`r.contract_address`,
  });
  const rows = rowsOf<OverviewRow>(
    await db.execute(sql`
      select m.id as mission_id, m.title, m.slug, m.status,
        coalesce(v.visitors, 0)::int as visitors,
        c.participants, c.completed, c.entries, c.winners, c.collected
      from mission m
      left join reward r on r.mission_id = m.id
      left join lateral (
        select sum(h.visitors) as visitors from mission_view_hourly h
        where h.mission_id = m.id and h.hour >= ${from} and h.hour < ${to}
      ) v on true
      cross join lateral (
        select count(*)::int as participants,
          (count(*) filter (where o.ids is not null and p.completed_objective_ids @> o.ids))::int as completed,
          (count(*) filter (where p.entered_at is not null))::int as entries,
          (count(*) filter (where p.selected_at is not null))::int as winners,
          (count(*) filter (where p.entered_at is not null and ${collected}))::int as collected
        from mission_participant p
        cross join (select jsonb_agg(ob.id) as ids from objective ob where ob.mission_id = m.id) o
        where p.mission_id = m.id and p.created_at >= ${from} and p.created_at < ${to}
      ) c
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
