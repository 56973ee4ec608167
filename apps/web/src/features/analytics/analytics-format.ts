import {
  formatNumber,
  type FunnelStep,
  type FunnelStepView,
  linkedAccountProvider,
  type MissionAnalyticsView,
  NEW_ACCOUNT_HOURS,
  type SeriesPointView,
  SHARED_NETWORK_MIN_PARTICIPANTS,
  type SocialProvider,
} from "@questhq/core";
import { formatPointTime, formatWindow } from "./analytics-window";

// Pure wording of the analytics pages (docs/product/analytics.md#the-funnel), shared by the screen and the CSV files
// and tested alone.

export type FunnelRow = {
  /** Unique per row: an objective's step repeats once per objective. */
  key: string;
  step: FunnelStep;
  label: string;
  count: number;
  /** This step's count over the first step's; null when the first step counted nobody. */
  share: number | null;
  /** The server's drop-off: the previous step's count minus this one; null for the first step. */
  dropOff: number | null;
  /** The drop-off over the previous step's count; null for the first step or after a step of nobody. */
  dropOffShare: number | null;
};

/** `part` over `whole`, or null when the whole is nobody (a share of nothing means nothing). */
export function shareOf(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

export function funnelRows(funnel: readonly FunnelStepView[]): FunnelRow[] {
  const first = funnel[0]?.count ?? 0;
  return funnel.map((step, i) => {
    const previous = i > 0 ? funnel[i - 1]!.count : null;
    const dropOff = i > 0 ? step.drop_off : null;
    return {
      key: step.objective_id ? `${step.step}:${step.objective_id}` : `${step.step}:${i}`,
      step: step.step,
      label: step.label,
      count: step.count,
      share: shareOf(step.count, first),
      dropOff,
      dropOffShare: dropOff !== null && previous !== null ? shareOf(dropOff, previous) : null,
    };
  });
}

/** A share as a percentage to one decimal ("42.5%"); a share too small to show as 0.1% says so. */
export function formatShare(share: number | null): string {
  if (share === null || !Number.isFinite(share)) return "n/a";
  if (share > 0 && share < 0.0005) return "<0.1%";
  return `${formatPercentNumber(share)}%`;
}

function formatPercentNumber(share: number): string {
  const tenths = Math.round(Math.abs(share) * 1000);
  const text = `${formatNumber(Math.floor(tenths / 10))}${tenths % 10 ? `.${tenths % 10}` : ""}`;
  return share < 0 && tenths > 0 ? `-${text}` : text;
}

/** A share as the number a spreadsheet reads as a percentage (42.5), or an empty cell. */
export function percentCell(share: number | null): number | null {
  return share === null || !Number.isFinite(share) ? null : Math.round(share * 1000) / 10;
}

/**
 * How many fewer reached a step than the one before, in words a screen reader says well: "120 fewer (35.2%)". More
 * people can reach a step than the one before (a participant who started in the window without being counted as a
 * visitor of it), which is said as it is.
 */
export function formatDropOff(row: Pick<FunnelRow, "dropOff" | "dropOffShare">): string {
  if (row.dropOff === null) return "First step";
  if (row.dropOff === 0) return "No drop-off";
  if (row.dropOff < 0) return `${formatNumber(-row.dropOff)} more`;
  return `${formatNumber(row.dropOff)} fewer (${formatShare(row.dropOffShare)})`;
}

/** A visit without a referring site: typed or bookmarked, or a click from one of QuestHQ's own pages. */
export const DIRECT_SOURCE = "Direct / inside QuestHQ";

export function sourceLabel(referrerHost: string): string {
  return referrerHost || DIRECT_SOURCE;
}

export function providerLabel(provider: SocialProvider): string {
  return linkedAccountProvider(provider).label;
}

export type SeriesTotals = Pick<SeriesPointView, "views" | "visitors" | "completions" | "entries">;
export const SERIES_KEYS = ["views", "visitors", "completions", "entries"] as const;
export type SeriesKey = (typeof SERIES_KEYS)[number];

export const SERIES_LABELS: Record<SeriesKey, string> = {
  views: "Views",
  visitors: "Visitors",
  completions: "Objectives completed",
  entries: "Entries",
};

export function seriesTotals(series: readonly SeriesPointView[]): SeriesTotals {
  const totals: SeriesTotals = { views: 0, visitors: 0, completions: 0, entries: 0 };
  for (const point of series) for (const key of SERIES_KEYS) totals[key] += point[key];
  return totals;
}

/**
 * What the time series chart shows, for the label a screen reader reads instead of the canvas: what is drawn, over
 * which window, the totals and the busiest point. The table below the chart has every point.
 */
export function seriesSummary(view: Pick<MissionAnalyticsView, "series" | "bucket" | "from" | "to">): string {
  const per = view.bucket === "hour" ? "hour" : "day";
  const totals = seriesTotals(view.series);
  const head =
    `Line chart of views, visitors, objectives completed and entries per ${per}, ` +
    `${formatWindow({ from: view.from, to: view.to })}.`;
  const sums =
    ` Totals: ${formatNumber(totals.views)} views, ${formatNumber(totals.visitors)} visitors, ` +
    `${formatNumber(totals.completions)} objectives completed, ${formatNumber(totals.entries)} entries.`;
  let busiest: SeriesPointView | null = null;
  for (const point of view.series) if (point.views > (busiest?.views ?? 0)) busiest = point;
  const peak = busiest
    ? ` Most views in one ${per}: ${formatNumber(busiest.views)}, ${formatPointTime(busiest.at, view.bucket)}.`
    : "";
  return head + sums + peak;
}

/** Nothing to show yet: nobody looked at the mission or started it in the window. */
export function isEmptyAnalytics(view: Pick<MissionAnalyticsView, "funnel" | "participants" | "series">): boolean {
  const counted = view.funnel.some((step) => step.count > 0) || view.participants.started > 0;
  return !counted && view.series.every((p) => p.views === 0 && p.completions === 0 && p.entries === 0);
}

export type SignalRow = { key: string; label: string; count: number; outOf: number; explanation: string };

/** The cohort signals against bots, each with what it counts: numbers of participants, never who. */
export function signalRows(signals: MissionAnalyticsView["signals"]): SignalRow[] {
  return [
    {
      key: "new_accounts",
      label: "New accounts",
      count: signals.new_accounts,
      outOf: signals.participants,
      explanation: `Participants whose QuestHQ account was under ${NEW_ACCOUNT_HOURS} hours old when they started.`,
    },
    {
      key: "entry_wallets_without_transactions",
      label: "Entry wallets without transactions",
      count: signals.entry_wallets_without_transactions,
      outOf: signals.entry_wallets_checked,
      explanation: "Entry wallets, of those looked up on the reward's chain, that had never sent a transaction there.",
    },
    {
      key: "shared_network",
      label: "Shared network",
      count: signals.shared_network,
      outOf: signals.participants,
      explanation:
        `Participants on a network shared with at least ${SHARED_NETWORK_MIN_PARTICIPANTS - 1} other participants: ` +
        "often one person with many accounts.",
    },
  ];
}
