import type { MissionOverviewView } from "@questhq/core";
import type { OverviewSortKey, SortOrder } from "./analytics-search";

// The order of the organization overview's table (docs/product/analytics.md#organization-overview).

export type OverviewSort = { key: OverviewSortKey; order: SortOrder };

/** The overview opens with the most-visited missions first. */
export const DEFAULT_OVERVIEW_SORT: OverviewSort = { key: "visitors", order: "desc" };

let titles: Intl.Collator | null = null;

function compareTitles(a: MissionOverviewView, b: MissionOverviewView): number {
  titles ??= new Intl.Collator("en", { sensitivity: "base", numeric: true });
  return titles.compare(a.title, b.title) || (a.mission_id < b.mission_id ? -1 : a.mission_id > b.mission_id ? 1 : 0);
}

/**
 * Compares two missions by a column. A mission without a value (no completion rate without participants) goes last
 * whichever way the column is sorted: it is not lower than 0%, it has no rate. Ties go by title, then by id, so the
 * order never depends on the order the server sent. Numbers are compared, never subtracted.
 */
export function compareMissions(key: OverviewSortKey, order: SortOrder) {
  const sign = order === "asc" ? 1 : -1;
  return (a: MissionOverviewView, b: MissionOverviewView): number => {
    if (key === "title") return sign * compareTitles(a, b);
    const x = a[key];
    const y = b[key];
    if (x === null || y === null) return x === y ? compareTitles(a, b) : x === null ? 1 : -1;
    if (x !== y) return sign * (x < y ? -1 : 1);
    return compareTitles(a, b);
  };
}

export function sortMissions(missions: readonly MissionOverviewView[], sort: OverviewSort): MissionOverviewView[] {
  return [...missions].sort(compareMissions(sort.key, sort.order));
}

/**
 * The sort after a click on a column's header: the same column turns around; another starts with its natural
 * order, titles A to Z and figures highest first.
 */
export function nextSort(current: OverviewSort, clicked: OverviewSortKey): OverviewSort {
  if (current.key === clicked) return { key: clicked, order: current.order === "asc" ? "desc" : "asc" };
  return { key: clicked, order: clicked === "title" ? "asc" : "desc" };
}
