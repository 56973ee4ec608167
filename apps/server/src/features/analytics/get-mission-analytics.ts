import { and, asc, eq, sql } from "drizzle-orm";
import {
  ANALYTICS_MAX_SOURCES,
  AppError,
  FUNNEL_LABELS,
  SHARED_NETWORK_MIN_PARTICIPANTS,
  SOCIAL_PROVIDERS,
  analyticsWindow,
  objectiveDisplay,
  objectiveStepLabel,
  type AnalyticsQuery,
  type AnalyticsWindow,
  type FunnelStepView,
  type MissionAnalyticsView,
  type SocialProvider,
} from "@questhq/core";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { jobState, mission, objective, reward } from "../../db/schema/index";
import type { Actor } from "../../lib/actor";
import { requireOrgAccess } from "../organizations/index";
import { isUuid } from "../missions/index";
import { collectedCondition } from "./collected";
import { timeSeries } from "./time-series";

// How one mission performs (docs/product/analytics.md#the-funnel): the window's visitors from the hourly roll-ups,
// then the participants who started in the window and how far each got. Every participant figure is one pass over the
// window's participants (mission_participant_started_idx); objective steps read the participant's list of done
// objectives, so a million completions are never scanned for the funnel.

const MISSION_NOT_FOUND = "Mission not found.";

export const ROLL_UP_JOB = "mission-view-rollup";

type CohortRow = {
  started: number;
  returning: number;
  new_accounts: number;
  all_objectives: number;
  entered: number;
  winners: number;
  collected: number;
  wallets_checked: number;
  wallets_without_transactions: number;
  objectives: number[] | null;
};

export async function getMissionAnalytics(
  db: Db,
  actor: Actor,
  organizationId: string,
  missionId: string,
  query: AnalyticsQuery,
  now = new Date(),
): Promise<MissionAnalyticsView> {
  await requireOrgAccess(db, organizationId, actor, "member");
  if (!isUuid(missionId)) throw new AppError("not_found", MISSION_NOT_FOUND);
  const [m] = await db
    .select({ id: mission.id, createdAt: mission.createdAt })
    .from(mission)
    .where(and(eq(mission.id, missionId), eq(mission.organizationId, organizationId)));
  if (!m) throw new AppError("not_found", MISSION_NOT_FOUND);
  const checked = analyticsWindow(query, now, m.createdAt);
  if ("error" in checked) throw new AppError("bad_request", checked.error, { [checked.field]: [checked.error] });
  const { window } = checked;

  const [objectives, [r]] = await Promise.all([
    db
      .select({ id: objective.id, template: objective.template, values: objective.values })
      .from(objective)
      .where(eq(objective.missionId, m.id))
      .orderBy(asc(objective.position), asc(objective.createdAt)),
    db
      .select({ chainId: reward.blockchainChainId, contract: reward.contractAddress })
      .from(reward)
      .where(eq(reward.missionId, m.id)),
  ]);
  const objectiveIds = objectives.map((o) => o.id);
  const [views, cohort, series, sources, providers, sharedNetwork, countedAt] = await Promise.all([
    visitorTotals(db, m.id, window),
    cohortOf(db, m.id, window, objectiveIds, r ?? null),
    timeSeries(db, m.id, window),
    topSources(db, m.id, window),
    providerShares(db, m.id, window),
    sharedNetworkParticipants(db, m.id, window),
    db.select({ at: jobState.lastFinishedAt }).from(jobState).where(eq(jobState.name, ROLL_UP_JOB)),
  ]);

  const steps: Omit<FunnelStepView, "drop_off">[] = [
    { step: "visitors", label: FUNNEL_LABELS.visitors, objective_id: null, count: views.visitors },
    { step: "signed_in_visitors", label: FUNNEL_LABELS.signed_in_visitors, objective_id: null, count: views.signedIn },
    { step: "started", label: FUNNEL_LABELS.started, objective_id: null, count: cohort.started },
    ...objectives.map((o, i) => ({
      step: "objective" as const,
      label: objectiveStepLabel(objectiveDisplay(o.template, o.values).title),
      objective_id: o.id,
      count: cohort.objectives?.[i] ?? 0,
    })),
    { step: "all_objectives", label: FUNNEL_LABELS.all_objectives, objective_id: null, count: cohort.all_objectives },
    { step: "entered", label: FUNNEL_LABELS.entered, objective_id: null, count: cohort.entered },
    { step: "winners", label: FUNNEL_LABELS.winners, objective_id: null, count: cohort.winners },
    { step: "collected", label: FUNNEL_LABELS.collected, objective_id: null, count: cohort.collected },
  ];
  return {
    mission_id: m.id,
    from: window.from.toISOString(),
    to: window.to.toISOString(),
    bucket: window.bucket,
    views_counted_at: countedAt[0]?.at?.toISOString() ?? null,
    funnel: steps.map((s, i) => ({ ...s, drop_off: i === 0 ? null : steps[i - 1]!.count - s.count })),
    series,
    sources,
    participants: { started: cohort.started, new: cohort.started - cohort.returning, returning: cohort.returning },
    linked_providers: SOCIAL_PROVIDERS.map((provider) => ({ provider, participants: providers.get(provider) ?? 0 })),
    signals: {
      participants: cohort.started,
      new_accounts: cohort.new_accounts,
      entry_wallets_checked: cohort.wallets_checked,
      entry_wallets_without_transactions: cohort.wallets_without_transactions,
      shared_network: sharedNetwork,
    },
  };
}

/** The window's participants: those who started the mission in it. */
const inCohort = (missionId: string, w: AnalyticsWindow) =>
  sql`p.mission_id = ${missionId} and p.created_at >= ${w.from.toISOString()} and p.created_at < ${w.to.toISOString()}`;

async function visitorTotals(db: Db, missionId: string, w: AnalyticsWindow) {
  const [row] = rowsOf<{ visitors: number; signed_in: number }>(
    await db.execute(sql`
      select coalesce(sum(visitors), 0)::int as visitors, coalesce(sum(signed_in_visitors), 0)::int as signed_in
      from mission_view_hourly
      where mission_id = ${missionId} and hour >= ${w.from.toISOString()} and hour < ${w.to.toISOString()}`),
  );
  return { visitors: row?.visitors ?? 0, signedIn: row?.signed_in ?? 0 };
}

async function cohortOf(
  db: Db,
  missionId: string,
  w: AnalyticsWindow,
  objectiveIds: string[],
  reward: { chainId: number; contract: string | null } | null,
): Promise<CohortRow> {
  const collected = collectedCondition({
    missionId: sql`${missionId}`,
    chainId: sql`${reward?.chainId ?? null}::int`,
    contract: sql`${reward?.contract ?? null}::text`,
  });
  // One count per objective, in mission order: done means completed or skipped (paid), as the mission counts it.
  const perObjective =
    objectiveIds.length === 0
      ? sql`null::int[]`
      : sql`array[${sql.join(
          objectiveIds.map((id) => sql`(count(*) filter (where p.completed_objective_ids ? ${id}))::int`),
          sql`, `,
        )}]`;
  const allDone =
    objectiveIds.length === 0
      ? sql`0`
      : sql`count(*) filter (where p.completed_objective_ids @> ${JSON.stringify(objectiveIds)}::jsonb)`;
  const [row] = rowsOf<CohortRow>(
    await db.execute(sql`
      select count(*)::int as started,
        (count(*) filter (where p.is_returning))::int as returning,
        (count(*) filter (where p.is_new_account))::int as new_accounts,
        (${allDone})::int as all_objectives,
        (count(*) filter (where p.entered_at is not null))::int as entered,
        (count(*) filter (where p.selected_at is not null))::int as winners,
        (count(*) filter (where p.entered_at is not null and ${collected}))::int
          as collected,
        (count(*) filter (where p.entry_wallet_has_transactions is not null))::int as wallets_checked,
        (count(*) filter (where p.entry_wallet_has_transactions = false))::int as wallets_without_transactions,
        ${perObjective} as objectives
      from mission_participant p
      where ${inCohort(missionId, w)}`),
  );
  return row!;
}

async function topSources(db: Db, missionId: string, w: AnalyticsWindow) {
  return rowsOf<MissionAnalyticsView["sources"][number]>(
    await db.execute(sql`
      select referrer_host, utm_source, utm_campaign, sum(views)::int as views, sum(visitors)::int as visitors
      from mission_view_source_hourly
      where mission_id = ${missionId} and hour >= ${w.from.toISOString()} and hour < ${w.to.toISOString()}
      group by referrer_host, utm_source, utm_campaign
      order by visitors desc, views desc, referrer_host, utm_source, utm_campaign
      limit ${ANALYTICS_MAX_SOURCES}`),
  );
}

async function providerShares(db: Db, missionId: string, w: AnalyticsWindow): Promise<Map<SocialProvider, number>> {
  const rows = rowsOf<{ provider: SocialProvider; participants: number }>(
    await db.execute(sql`
      select s.provider, count(*)::int as participants
      from mission_participant p
      join social_account s on s.user_id = p.user_id and s.unlinked_at is null
      where ${inCohort(missionId, w)}
      group by s.provider`),
  );
  return new Map(rows.map((r) => [r.provider, r.participants]));
}

/** Participants of the window on a network that at least SHARED_NETWORK_MIN_PARTICIPANTS of them share. */
async function sharedNetworkParticipants(db: Db, missionId: string, w: AnalyticsWindow): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`
      select coalesce(sum(n), 0)::int as n from (
        select count(*) as n from mission_participant p
        where ${inCohort(missionId, w)} and p.network_hash is not null
        group by p.network_hash
        having count(*) >= ${SHARED_NETWORK_MIN_PARTICIPANTS}
      ) shared`),
  );
  return row?.n ?? 0;
}
