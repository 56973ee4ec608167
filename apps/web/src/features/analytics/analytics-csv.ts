import { type MissionAnalyticsView, type MissionOverviewView, toCsv } from "@questhq/core";
import {
  funnelRows,
  percentCell,
  providerLabel,
  SERIES_KEYS,
  SERIES_LABELS,
  shareOf,
  signalRows,
  sourceLabel,
} from "./analytics-format";
import { lastCovered, type WindowRange } from "./analytics-window";

// The CSV file of each section of the analytics pages, built in the browser from the answer already on screen.
// Every cell goes through core's toCsv, which neutralises spreadsheet formulas: a referring site or a campaign is
// whatever a link said (docs/product/analytics.md#counting-visitors). Counts stay numbers, shares are percentages
// to one decimal, times are ISO 8601 in UTC.

export type MissionCsvSection = "funnel" | "series" | "sources" | "participants" | "linked-accounts" | "signals";

export function funnelCsv(view: Pick<MissionAnalyticsView, "funnel">): string {
  return toCsv(
    ["Step", "Count", "Share of first step (%)", "Drop-off from previous step", "Drop-off from previous step (%)"],
    funnelRows(view.funnel).map((row) => [
      row.label,
      row.count,
      percentCell(row.share),
      row.dropOff,
      percentCell(row.dropOffShare),
    ]),
  );
}

export function seriesCsv(view: Pick<MissionAnalyticsView, "series">): string {
  return toCsv(
    ["Start (UTC)", ...SERIES_KEYS.map((key) => SERIES_LABELS[key])],
    view.series.map((point) => [point.at, ...SERIES_KEYS.map((key) => point[key])]),
  );
}

export function sourcesCsv(view: Pick<MissionAnalyticsView, "sources">): string {
  return toCsv(
    ["Referring site", "utm_source", "utm_campaign", "Views", "Visitors"],
    view.sources.map((s) => [sourceLabel(s.referrer_host), s.utm_source, s.utm_campaign, s.views, s.visitors]),
  );
}

export function participantsCsv(view: Pick<MissionAnalyticsView, "participants">): string {
  const { started, new: first, returning } = view.participants;
  return toCsv(
    ["Participants", "Count", "Share of started (%)"],
    [
      ["Started", started, percentCell(shareOf(started, started))],
      ["New to the organization", first, percentCell(shareOf(first, started))],
      ["Returning", returning, percentCell(shareOf(returning, started))],
    ],
  );
}

export function linkedAccountsCsv(view: Pick<MissionAnalyticsView, "linked_providers" | "participants">): string {
  return toCsv(
    ["Linked account", "Participants", "Share of started (%)"],
    view.linked_providers.map((p) => [
      providerLabel(p.provider),
      p.participants,
      percentCell(shareOf(p.participants, view.participants.started)),
    ]),
  );
}

export function signalsCsv(view: Pick<MissionAnalyticsView, "signals">): string {
  return toCsv(
    ["Signal", "Count", "Out of", "Share (%)", "What it counts"],
    signalRows(view.signals).map((row) => [
      row.label,
      row.count,
      row.outOf,
      percentCell(shareOf(row.count, row.outOf)),
      row.explanation,
    ]),
  );
}

export const MISSION_CSV: Record<MissionCsvSection, (view: MissionAnalyticsView) => string> = {
  funnel: funnelCsv,
  series: seriesCsv,
  sources: sourcesCsv,
  participants: participantsCsv,
  "linked-accounts": linkedAccountsCsv,
  signals: signalsCsv,
};

export function overviewCsv(missions: readonly MissionOverviewView[]): string {
  return toCsv(
    [
      "Mission",
      "Slug",
      "Status",
      "Visitors",
      "Participants",
      "Completed",
      "Completion rate (%)",
      "Entries",
      "Winners",
      "Collected",
    ],
    missions.map((m) => [
      m.title,
      m.slug,
      m.status,
      m.visitors,
      m.participants,
      m.completed,
      percentCell(m.completion_rate),
      m.entries,
      m.winners,
      m.collected,
    ]),
  );
}

/** What a file name may hold of a slug or id: letters, digits and dashes. */
function fileSafe(text: string): string {
  return (
    text
      .normalize("NFKD")
      .replace(/[^A-Za-z0-9-]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 80) || "export"
  );
}

/**
 * `mission-analytics-funnel-spring-quest-2026-11-01-2026-11-30.csv`: what, whose, and the first and last UTC day
 * the window covers (its end is exclusive, so a window up to midnight ends the day before).
 */
export function csvFileName(kind: string, subject: string, range: WindowRange): string {
  const firstDay = new Date(range.from).toISOString().slice(0, 10);
  const lastDay = lastCovered(range.to).toISOString().slice(0, 10);
  return `${kind}-${fileSafe(subject)}-${firstDay}-${lastDay}.csv`;
}
