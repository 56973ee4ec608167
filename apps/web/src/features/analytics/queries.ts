import type { AnalyticsBucket, MissionAnalyticsView, OrganizationAnalyticsView } from "@questhq/core";
import { queryOptions } from "@tanstack/react-query";
import { apiData } from "@/lib/api";
import { analyticsSearch, type WindowRange } from "./analytics-window";

// The analytics pages' data (docs/product/analytics.md#the-funnel, #organization-overview): one query key family,
// "analytics", per organization, then per window. A window ends with the current hour (analytics-window.ts), so a
// key holds for the rest of that hour and a refetch brings the hour's new figures under it. The figures are added to
// about once a minute, so an open page asks again as often (React Query pauses that while the tab is hidden).

export const analyticsKeys = {
  all: (orgId: string) => ["analytics", orgId] as const,
  mission: (orgId: string, missionId: string, range: WindowRange, bucket: AnalyticsBucket | undefined) =>
    ["analytics", orgId, "missions", missionId, range.from, range.to, bucket ?? "auto"] as const,
  organization: (orgId: string, range: WindowRange) => ["analytics", orgId, "overview", range.from, range.to] as const,
};

const REFRESH_MS = 60_000;

const organizationBase = (orgId: string) => `/api/v1/organizations/${encodeURIComponent(orgId)}`;

export const missionAnalyticsQuery = (
  orgId: string,
  missionId: string,
  range: WindowRange,
  bucket: AnalyticsBucket | undefined,
) =>
  queryOptions({
    queryKey: analyticsKeys.mission(orgId, missionId, range, bucket),
    refetchInterval: REFRESH_MS,
    queryFn: ({ signal }) =>
      apiData<MissionAnalyticsView>(
        `${organizationBase(orgId)}/missions/${encodeURIComponent(missionId)}/analytics?` +
          analyticsSearch(range, bucket),
        { signal },
      ),
  });

export const organizationAnalyticsQuery = (orgId: string, range: WindowRange) =>
  queryOptions({
    queryKey: analyticsKeys.organization(orgId, range),
    refetchInterval: REFRESH_MS,
    queryFn: ({ signal }) =>
      apiData<OrganizationAnalyticsView>(`${organizationBase(orgId)}/analytics?${analyticsSearch(range)}`, { signal }),
  });
