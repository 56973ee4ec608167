import { CLIENT_ROUTES, formatNumber, type OrganizationAnalyticsView } from "@questhq/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi, useNavigate } from "@tanstack/react-router";
import { Rocket } from "lucide-react";
import type { ReactNode } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorMessage } from "@/components/ui/error-message";
import { ErrorState } from "@/components/ui/error-state";
import { PageHeader } from "@/components/ui/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { StatTile } from "@/components/ui/stat-tile";
import { OrganizationState, organizationQuery } from "@/features/organizations/index";
import { cn } from "@/lib/cn";
import { useDocumentTitle } from "@/lib/use-document-title";
import { CsvButton } from "./section-buttons";
import { DEFAULT_WINDOW, type OrganizationWindow, organizationWindows } from "./analytics-search";
import { AnalyticsSkeleton, BackLink, NotAMember, isStatus } from "./analytics-states";
import { csvFileName, overviewCsv } from "./analytics-csv";
import { formatShare, shareOf } from "./analytics-format";
import { formatWindow, presetWindow } from "./analytics-window";
import { OverviewTable } from "./overview-table";
import { DEFAULT_OVERVIEW_SORT, nextSort, type OverviewSort, sortMissions } from "./overview-sort";
import { organizationAnalyticsQuery } from "./queries";
import { WindowPicker } from "./window-picker";

const route = getRouteApi("/organizations/$slug/analytics");

/** The page's title; the route table in core names the route the same. */
const PAGE_TITLE = CLIENT_ROUTES["/organizations/$slug/analytics"].title;

function OverviewTotals({ view }: { view: OrganizationAnalyticsView }) {
  const sum = (pick: (m: OrganizationAnalyticsView["missions"][number]) => number) =>
    view.missions.reduce((total, m) => total + pick(m), 0);
  const participants = sum((m) => m.participants);
  const completed = sum((m) => m.completed);
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      <StatTile label="Visitors">{formatNumber(sum((m) => m.visitors))}</StatTile>
      <StatTile label="Participants">{formatNumber(participants)}</StatTile>
      <StatTile label="Completion rate">{formatShare(shareOf(completed, participants))}</StatTile>
      <StatTile label="Entries">{formatNumber(sum((m) => m.entries))}</StatTile>
    </dl>
  );
}

/**
 * /organizations/$slug/analytics: every mission of the organization over one window, in a table sorted by any of
 * its columns (docs/product/analytics.md#organization-overview).
 */
export function OrganizationAnalyticsPage() {
  const { slug } = route.useParams();
  const { window = DEFAULT_WINDOW, sort: sortKey, order } = route.useSearch();
  const navigate = useNavigate({ from: "/organizations/$slug/analytics" });
  const sort: OverviewSort = sortKey
    ? { key: sortKey, order: order ?? (sortKey === "title" ? "asc" : "desc") }
    : DEFAULT_OVERVIEW_SORT;
  const orgQuery = useQuery(organizationQuery(slug));
  const org = orgQuery.data;
  const range = presetWindow(window, new Date());
  const analytics = useQuery({
    ...organizationAnalyticsQuery(org?.id ?? "", range),
    enabled: Boolean(org?.role),
    placeholderData: keepPreviousData,
  });
  useDocumentTitle(org ? `${PAGE_TITLE} · ${org.name}` : PAGE_TITLE);

  if (orgQuery.isPending || orgQuery.error || !org)
    return (
      <OrganizationState
        query={orgQuery}
        slug={slug}
        skeleton={<AnalyticsSkeleton label="Loading the organization's analytics" />}
      />
    );
  const back = (
    <BackLink to="/organizations/$slug" params={{ slug }}>
      {org.name}
    </BackLink>
  );
  if (!org.role || isStatus(analytics.error, 403)) return <NotAMember orgName={org.name} back={back} />;

  const view = analytics.data;
  const isRefused = isStatus(analytics.error, 400);
  let body: ReactNode;
  if (isRefused) body = null;
  else if (analytics.error) {
    body = (
      <ErrorState
        error={analytics.error}
        title="The figures could not be loaded"
        onRetry={() => void analytics.refetch()}
      />
    );
  } else if (!view) {
    body = (
      <div className="space-y-6" role="status" aria-label="Loading the figures">
        <Skeleton className="h-16" />
        <Skeleton className="h-72" />
      </div>
    );
  } else if (!view.missions.length) {
    body = (
      <EmptyState
        icon={Rocket}
        title="No missions to compare yet"
        description={
          `Missions of ${org.name} show here with their visitors, participants, entries and winners once they are ` +
          "published and people visit them."
        }
      />
    );
  } else {
    body = (
      <div className="min-w-0 space-y-4">
        <OverviewTotals view={view} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted">
            Participants are the people who started a mission in the window; completed and entries count how many of
            them got that far.
          </p>
          <CsvButton
            what="the missions' figures"
            fileName={csvFileName("organization-analytics", org.slug, { from: view.from, to: view.to })}
            build={() => overviewCsv(sortMissions(view.missions, sort))}
          />
        </div>
        <OverviewTable
          slug={slug}
          missions={sortMissions(view.missions, sort)}
          sort={sort}
          onSort={(key) => {
            const next = nextSort(sort, key);
            void navigate({ search: (prev) => ({ ...prev, sort: next.key, order: next.order }), replace: true });
          }}
        />
      </div>
    );
  }

  return (
    <div className="min-w-0 space-y-6">
      {back}
      <PageHeader
        eyebrow={org.name}
        title="Analytics"
        description="How each of the organization's missions does: visitors, participants, entries and winners."
      />
      <WindowPicker
        windows={organizationWindows}
        window={window}
        onWindowChange={(next: OrganizationWindow) =>
          void navigate({
            search: (prev) => ({ ...prev, window: next === DEFAULT_WINDOW ? undefined : next }),
            replace: true,
          })
        }
        rangeLabel={formatWindow(range)}
      />
      {isRefused ? <ErrorMessage>{analytics.error?.message}</ErrorMessage> : null}
      <div
        aria-busy={analytics.isPlaceholderData || undefined}
        className={cn("min-w-0 transition-opacity", analytics.isPlaceholderData && "opacity-60")}
      >
        {body}
      </div>
    </div>
  );
}
