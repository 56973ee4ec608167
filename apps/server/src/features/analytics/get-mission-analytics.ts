import { and, asc, eq, inArray, sql } from "drizzle-orm";
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
} from "@questhq/core";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { jobState, mission, objective, reward } from "../../db/schema/index";
import type { Actor } from "../../lib/actor";
import { requireOrgAccess } from "../organizations/index";
import { isUuid } from "../missions/index";
import { collectedCount } from "./collected";
import { timeSeries } from "./time-series";

// How one mission performs (docs/product/analytics.md#the-funnel): the window's visitors, and the participants who
// started in it and how far each got, from the hourly roll-ups (roll-up-mission-views.ts, roll-up-mission-activity.ts),
// so a read sums a few hundred rows whatever the number of participants and completions. What changes without the
// participant changing is read live over the window's participants (mission_participant_started_idx): rewards
// collected on chain, linked accounts and shared networks.

const MISSION_NOT_FOUND = "Mission not found.";

/** The jobs that add to the figures (jobs/registry.ts): the read says when both last ran. */
export const ROLL_UP_JOBS = ["mission-view-rollup", "mission-activity-rollup"] as const;

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
  /** Per objective id, how many of the window's participants have done it. */
  objectives: Map<string, number>;
  /** Per provider, how many of them had that account linked. */
  providers: Map<string, number>;
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
  const [views, cohort, series, sources, sharedNetwork, countedAt] = await Promise.all([
    visitorTotals(db, m.id, window),
    cohortOf(db, m.id, window, r ?? null),
    timeSeries(db, m.id, window),
    topSources(db, m.id, window),
    sharedNetworkParticipants(db, m.id, window),
    db
      .select({ at: jobState.lastFinishedAt })
      .from(jobState)
      .where(inArray(jobState.name, [...ROLL_UP_JOBS])),
  ]);

  const steps: Omit<FunnelStepView, "drop_off">[] = [
    { step: "visitors", label: FUNNEL_LABELS.visitors, objective_id: null, count: views.visitors },
    { step: "signed_in_visitors", label: FUNNEL_LABELS.signed_in_visitors, objective_id: null, count: views.signedIn },
    { step: "started", label: FUNNEL_LABELS.started, objective_id: null, count: cohort.started },
    ...objectives.map((o) => ({
      step: "objective" as const,
      label: objectiveStepLabel(objectiveDisplay(o.template, o.values).title),
      objective_id: o.id,
      count: cohort.objectives.get(o.id) ?? 0,
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
    counted_at: countedAtOf(countedAt),
    funnel: steps.map((s, i) => ({ ...s, drop_off: i === 0 ? null : steps[i - 1]!.count - s.count })),
    series,
    sources,
    participants: { started: cohort.started, new: cohort.started - cohort.returning, returning: cohort.returning },
    linked_providers: SOCIAL_PROVIDERS.map((provider) => ({
      provider,
      participants: cohort.providers.get(provider) ?? 0,
    })),
    signals: {
      participants: cohort.started,
      new_accounts: cohort.new_accounts,
      entry_wallets_checked: cohort.wallets_checked,
      entry_wallets_without_transactions: cohort.wallets_without_transactions,
      shared_network: sharedNetwork,
    },
  };
}

/** The older of the two roll-ups' last runs: figures are complete up to then. */
function countedAtOf(runs: { at: Date | null }[]): string | null {
  if (runs.length < ROLL_UP_JOBS.length || runs.some((r) => !r.at)) return null;
  return new Date(Math.min(...runs.map((r) => r.at!.getTime()))).toISOString();
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

/**
 * The funnel's participant figures: the window's cohorts from the roll-up, and "collected" from the chain indexer's
 * tables over the window's entrants (it changes without the participant changing, so it is not rolled up).
 */
async function cohortOf(
  db: Db,
  missionId: string,
  w: AnalyticsWindow,
  reward: { chainId: number; contract: string | null } | null,
): Promise<CohortRow> {
  const inWindow = sql`mission_id = ${missionId} and hour >= ${w.from.toISOString()} and hour < ${w.to.toISOString()}`;
  const collected = collectedCount(
    {
      missionId: sql`${missionId}::uuid`,
      chainId: sql`${reward?.chainId ?? null}::int`,
      contract: sql`${reward?.contract ?? null}::text`,
    },
    w.from.toISOString(),
    w.to.toISOString(),
  );
  const [sums, perObjective, entrants] = await Promise.all([
    db.execute(sql`
      select coalesce(sum(started), 0)::int as started, coalesce(sum("returning"), 0)::int as "returning",
        coalesce(sum(new_accounts), 0)::int as new_accounts, coalesce(sum(all_objectives), 0)::int as all_objectives,
        coalesce(sum(entered), 0)::int as entered, coalesce(sum(winners), 0)::int as winners,
        coalesce(sum(wallets_checked), 0)::int as wallets_checked,
        coalesce(sum(wallets_without_transactions), 0)::int as wallets_without_transactions
      from mission_cohort_hourly where ${inWindow}`),
    db.execute(sql`
      select 'objective' as kind, e.key, sum(e.value::int)::int as n
      from mission_cohort_hourly, jsonb_each_text(objectives) e where ${inWindow} group by e.key
      union all
      select 'provider' as kind, e.key, sum(e.value::int)::int as n
      from mission_cohort_hourly, jsonb_each_text(linked_providers) e where ${inWindow} group by e.key`),
    db.execute(sql`select ${collected}::int as collected`),
  ]);
  const keyed = rowsOf<{ kind: "objective" | "provider"; key: string; n: number }>(perObjective);
  const mapOf = (kind: "objective" | "provider") =>
    new Map(keyed.filter((r) => r.kind === kind).map((r) => [r.key, r.n]));
  return {
    ...rowsOf<Omit<CohortRow, "objectives" | "providers" | "collected">>(sums)[0]!,
    objectives: mapOf("objective"),
    providers: mapOf("provider"),
    collected: rowsOf<{ collected: number }>(entrants)[0]!.collected,
  };
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
