import type { AnalyticsBucket } from "@questhq/core";

// What the analytics pages keep in their address (?window=, ?bucket=, ?sort=, ?order=); the routes validate the
// search parameters against these lists. Kept apart from the pages: the route tree is in every page's first load.

/**
 * Core's ANALYTICS_BUCKETS, written out: core's value lives beside the analytics schemas, and importing it would put
 * zod in every page's first load (lib/search-params.ts). A test keeps the two lists the same.
 */
export const analyticsBuckets = ["hour", "day"] as const satisfies readonly AnalyticsBucket[];

/** The windows a mission's analytics offer; "since-start" runs from when the mission went public. */
export const missionWindows = ["24h", "7d", "30d", "since-start"] as const;
export type MissionWindow = (typeof missionWindows)[number];

/** The windows the organization overview offers: it compares missions, so it has no single start. */
export const organizationWindows = ["24h", "7d", "30d", "12m"] as const;
export type OrganizationWindow = (typeof organizationWindows)[number];

export type WindowPreset = MissionWindow | OrganizationWindow;

/** Both pages open on the last 30 days, the API's own default window (ANALYTICS_DEFAULT_DAYS). */
export const DEFAULT_WINDOW = "30d" satisfies MissionWindow & OrganizationWindow;

/** The organization overview's columns, each sortable. */
export const overviewSortKeys = [
  "title",
  "visitors",
  "participants",
  "completed",
  "completion_rate",
  "entries",
  "winners",
  "collected",
] as const;
export type OverviewSortKey = (typeof overviewSortKeys)[number];

export const sortOrders = ["asc", "desc"] as const;
export type SortOrder = (typeof sortOrders)[number];
