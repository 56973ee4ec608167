import {
  entityLabel,
  formatDateTime,
  formatNumber,
  formatRelativeTime,
  getEntityCategory,
  type RelativeTimeUnit,
} from "@questhq/core";

const STEPS: [RelativeTimeUnit, number][] = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 7],
  ["week", 4.35],
  ["month", 12],
  ["year", Number.POSITIVE_INFINITY],
];

/** "5 minutes ago", "yesterday"… for a published_at. */
export function relativeTime(iso: string, now = Date.now()): string {
  const t = new Date(iso).getTime();
  if (Number.isNaN(t)) return "";
  let value = (t - now) / 1000;
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return formatRelativeTime(Math.round(value), unit);
    value /= size;
  }
  return "";
}

export function fullDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "" : formatDateTime(d);
}

export const formatCount = (n: number | undefined) => formatNumber(n ?? 0);

export function postsLabel(n: number | undefined): string {
  return `${formatCount(n)} Posts`;
}

export function mentionsLabel(n: number): string {
  return `${formatCount(n)} ${n === 1 ? "mention" : "mentions"}`;
}

export function formatLabel(format: string): string {
  return format.charAt(0).toUpperCase() + format.slice(1);
}

/** The category label and colour of a topic's entity_type (docs/product/news.md#entity-categories). */
export function entityStyle(type: string | null | undefined) {
  return { label: entityLabel(type), color: getEntityCategory(type).color };
}
