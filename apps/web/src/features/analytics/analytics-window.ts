import {
  ANALYTICS_DEFAULT_DAYS,
  ANALYTICS_HOURLY_UP_TO_DAYS,
  type AnalyticsBucket,
  type MissionView,
} from "@questhq/core";
import type { WindowPreset } from "./analytics-search";

// The window a preset stands for, as the API's `from` and `to` (docs/product/analytics.md#the-funnel). Figures are
// kept per UTC hour and per UTC day, so the ends fall on whole hours and the day presets on whole UTC days: "7 days"
// is today and the six days before it, seven points of a daily chart rather than eight with a broken first one.

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export const WINDOW_LABELS: Record<WindowPreset, string> = {
  "24h": "24 hours",
  "7d": "7 days",
  "30d": "30 days",
  "12m": "12 months",
  "since-start": "Since the mission started",
};

const DAYS: Record<Exclude<WindowPreset, "24h" | "since-start">, number> = { "7d": 7, "30d": 30, "12m": 365 };

export type WindowRange = { from: string; to: string };

/**
 * `from` and `to` (exclusive) of a preset at `now`. The window ends with the hour now is in, so the figures of the
 * last minutes are in it and the query stays the same (and cached) for the rest of the hour. `startedAt` is the
 * mission's start, for "since-start"; a mission that has not started yet gets its last hour, and without a start
 * the window is the API's default length.
 */
export function presetWindow(preset: WindowPreset, now: Date, startedAt: Date | null = null): WindowRange {
  const to = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS + HOUR_MS;
  let from: number;
  if (preset === "24h") from = to - DAY_MS;
  else if (preset === "since-start") {
    const start = startedAt ? startedAt.getTime() : to - ANALYTICS_DEFAULT_DAYS * DAY_MS;
    from = Math.min(Math.floor(start / HOUR_MS) * HOUR_MS, to - HOUR_MS);
  } else from = Math.floor(now.getTime() / DAY_MS) * DAY_MS - (DAYS[preset] - 1) * DAY_MS;
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
}

/**
 * When a mission started, for "since the mission started": the earlier of its publication and its start date (a
 * mission published before its start date is viewed from its publication on), else its creation (a draft).
 */
export function missionStartedAt(mission: Pick<MissionView, "published_at" | "starts_at" | "created_at">): Date {
  const times = [mission.published_at, mission.starts_at]
    .filter((iso): iso is string => iso !== null)
    .map((iso) => Date.parse(iso))
    .filter((ms) => Number.isFinite(ms));
  return new Date(times.length ? Math.min(...times) : Date.parse(mission.created_at));
}

/** The query string of an analytics read: the window, and the bucket when the person chose one. */
export function analyticsSearch(range: WindowRange, bucket?: AnalyticsBucket): string {
  const params = new URLSearchParams({ from: range.from, to: range.to });
  if (bucket) params.set("bucket", bucket);
  return params.toString();
}

let utcDay: Intl.DateTimeFormat | null = null;
let utcHour: Intl.DateTimeFormat | null = null;

/** "Nov 12, 2026" (a day point) or "Nov 12, 2026, 14:00" (an hour point), in UTC as the figures are kept. */
export function formatPointTime(iso: string, bucket: AnalyticsBucket): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  if (bucket === "day") {
    utcDay ??= new Intl.DateTimeFormat("en-US", { timeZone: "UTC", year: "numeric", month: "short", day: "numeric" });
    return utcDay.format(date);
  }
  utcHour ??= new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  return utcHour.format(date);
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * A tick of the chart's time axis, in UTC and on a 24-hour clock like the table: "Nov 28" at midnight (the start of
 * a day point), "14:00" within a day.
 */
export function formatAxisTime(ms: number): string {
  const date = new Date(ms);
  const hours = date.getUTCHours();
  const minutes = date.getUTCMinutes();
  if (hours === 0 && minutes === 0) return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`;
  return `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
}

/** The last instant a window covers (`to` is exclusive): a window up to midnight ends the day before. */
export function lastCovered(to: string): Date {
  return new Date(Date.parse(to) - 1);
}

/**
 * A window in words, in UTC: "Nov 1, 2026 – Nov 30, 2026 (UTC)". A short window that does not run from midnight to
 * midnight is said to the hour, the way its chart is drawn.
 */
export function formatWindow(range: WindowRange): string {
  const from = Date.parse(range.from);
  const to = Date.parse(range.to);
  const isWholeDays = from % DAY_MS === 0 && to % DAY_MS === 0;
  if (!isWholeDays && to - from <= ANALYTICS_HOURLY_UP_TO_DAYS * DAY_MS)
    return `${formatPointTime(range.from, "hour")} – ${formatPointTime(range.to, "hour")} (UTC)`;
  return `${formatPointTime(range.from, "day")} – ${formatPointTime(lastCovered(range.to).toISOString(), "day")} (UTC)`;
}
