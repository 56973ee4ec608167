import { entityLabel, formatDateTime, formatNumber, getEntityCategory } from "@questhq/core";

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
