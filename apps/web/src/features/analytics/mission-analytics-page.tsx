import {
  CLIENT_ROUTES,
  formatDateTime,
  formatNumber,
  type MissionAnalyticsView,
  type MissionView,
} from "@questhq/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi, Link, useNavigate } from "@tanstack/react-router";
import { ChartLine, ExternalLink, RotateCw, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { Button, buttonClass } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorMessage } from "@/components/ui/error-message";
import { ErrorState } from "@/components/ui/error-state";
import { PageHeader } from "@/components/ui/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { StatTile } from "@/components/ui/stat-tile";
import { missionQuery } from "@/features/mission-shared";
import { OrganizationState, organizationQuery } from "@/features/organizations/index";
import { cn } from "@/lib/cn";
import { useDocumentTitle } from "@/lib/use-document-title";
import { DEFAULT_WINDOW, type MissionWindow, missionWindows } from "./analytics-search";
import { AnalyticsSkeleton, BackLink, NotAMember, isStatus } from "./analytics-states";
import { csvFileName, type MissionCsvSection } from "./analytics-csv";
import { isEmptyAnalytics, seriesTotals } from "./analytics-format";
import { formatWindow, missionStartedAt, presetWindow, type WindowRange } from "./analytics-window";
import { LinkedAccountsSection, ParticipantsSection } from "./audience-sections";
import { FunnelSection } from "./funnel-section";
import { missionAnalyticsQuery } from "./queries";
import { SeriesSection } from "./series-section";
import { SignalsSection } from "./signals-section";
import { SourcesSection } from "./sources-section";
import { WindowPicker } from "./window-picker";

const route = getRouteApi("/organizations/$slug/missions/$missionId/analytics");

/** The page's title until the mission is known; the route table in core names the route the same. */
const PAGE_TITLE = CLIENT_ROUTES["/organizations/$slug/missions/$missionId/analytics"].title;

function MissionNotFound({ orgName, slug }: { orgName: string; slug: string }) {
  return (
    <EmptyState
      icon={SearchX}
      title="Mission not found"
      description={`${orgName} has no mission at this address. It may have been deleted, or the link is incomplete.`}
      action={
        <Link to="/organizations/$slug/analytics" params={{ slug }} className={buttonClass("primary")}>
          All missions' analytics
        </Link>
      }
    />
  );
}

function SectionsSkeleton() {
  return (
    <div className="space-y-6" role="status" aria-label="Loading the figures">
      <div className="grid gap-3 sm:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-16" />
        ))}
      </div>
      <Skeleton className="h-80" />
      <Skeleton className="h-80" />
    </div>
  );
}

/** The figures of one window: headline counts, then a section per question, each with its CSV. */
function MissionFigures({ view, mission }: { view: MissionAnalyticsView; mission: MissionView }) {
  const range: WindowRange = { from: view.from, to: view.to };
  const fileName = (section: MissionCsvSection) =>
    csvFileName(`mission-analytics-${section}`, mission.slug || mission.id, range);
  const countOf = (step: string) => view.funnel.find((s) => s.step === step)?.count ?? 0;
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <StatTile label="Views">{formatNumber(seriesTotals(view.series).views)}</StatTile>
        <StatTile label="Visitors">{formatNumber(countOf("visitors"))}</StatTile>
        <StatTile label="Started">{formatNumber(view.participants.started)}</StatTile>
        <StatTile label="Entered">{formatNumber(countOf("entered"))}</StatTile>
      </dl>
      <FunnelSection view={view} fileName={fileName("funnel")} />
      <SeriesSection view={view} fileName={fileName("series")} />
      <SourcesSection view={view} fileName={fileName("sources")} />
      <div className="grid min-w-0 gap-6 lg:grid-cols-2">
        <ParticipantsSection view={view} fileName={fileName("participants")} />
        <LinkedAccountsSection view={view} fileName={fileName("linked-accounts")} />
      </div>
      <SignalsSection view={view} fileName={fileName("signals")} />
    </div>
  );
}

/**
 * /organizations/$slug/missions/$missionId/analytics: how one mission performs over a window, for the members of
 * its organization (docs/product/analytics.md#the-funnel).
 */
export function MissionAnalyticsPage() {
  const { slug, missionId } = route.useParams();
  const { window = DEFAULT_WINDOW, bucket } = route.useSearch();
  const navigate = useNavigate({ from: "/organizations/$slug/missions/$missionId/analytics" });
  const orgQuery = useQuery(organizationQuery(slug));
  const org = orgQuery.data;
  const isMember = Boolean(org?.role);
  const missionRead = useQuery({ ...missionQuery(missionId), enabled: isMember });
  const mission = missionRead.data;
  const isOtherOrganization = Boolean(mission && org && mission.organization.id !== org.id);
  // "Since the mission started" needs the mission; the other windows are known at once and load beside it.
  const now = new Date();
  const range =
    window === "since-start"
      ? mission
        ? presetWindow(window, now, missionStartedAt(mission))
        : null
      : presetWindow(window, now);
  const analytics = useQuery({
    ...missionAnalyticsQuery(org?.id ?? "", missionId, range ?? { from: "", to: "" }, bucket),
    enabled: isMember && range !== null && !isOtherOrganization,
    // Another window keeps the figures on screen, dimmed, until its own arrive.
    placeholderData: keepPreviousData,
  });
  useDocumentTitle(mission && !isOtherOrganization ? `${PAGE_TITLE} · ${mission.title}` : PAGE_TITLE);

  if (orgQuery.isPending || orgQuery.error || !org)
    return (
      <OrganizationState
        query={orgQuery}
        slug={slug}
        skeleton={<AnalyticsSkeleton label="Loading mission analytics" />}
      />
    );

  const back = (
    <BackLink to="/organizations/$slug/analytics" params={{ slug }}>
      {org.name} analytics
    </BackLink>
  );
  if (!isMember || isStatus(analytics.error, 403)) return <NotAMember orgName={org.name} back={back} />;
  if (missionRead.isPending) return <AnalyticsSkeleton label="Loading mission analytics" />;
  if (isStatus(missionRead.error, 404) || isOtherOrganization || isStatus(analytics.error, 404)) {
    return (
      <div className="space-y-6">
        {back}
        <MissionNotFound orgName={org.name} slug={slug} />
      </div>
    );
  }
  if (missionRead.error || !mission) {
    return (
      <div className="space-y-6">
        {back}
        <ErrorState
          error={missionRead.error}
          title="This mission could not be loaded"
          onRetry={() => void missionRead.refetch()}
        />
      </div>
    );
  }

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
  } else if (!view) body = <SectionsSkeleton />;
  else if (isEmptyAnalytics(view) && view.counted_at === null) {
    // Nothing has been added to the figures yet (a server that has just started): empty says nothing yet.
    body = (
      <EmptyState
        icon={ChartLine}
        title="The figures have not been counted yet"
        description="They are brought up to date about once a minute. Try again in a minute."
        action={
          <Button variant="secondary" size="sm" onClick={() => void analytics.refetch()}>
            <RotateCw className="size-4" aria-hidden />
            Try again
          </Button>
        }
      />
    );
  } else if (isEmptyAnalytics(view)) {
    body = (
      <EmptyState
        icon={ChartLine}
        title="No visitors or participants in this window yet"
        description={
          "Once people open the mission's page, its views, visitors and where they came from show here, about a " +
          "minute after each visit. As they start, complete objectives and enter, the funnel fills in step by step." +
          (window === "since-start" ? "" : " A longer window, since the mission started, may already have some.")
        }
      />
    );
  } else body = <MissionFigures view={view} mission={mission} />;

  const countedAt = view?.counted_at;
  return (
    <div className="min-w-0 space-y-6">
      {back}
      <PageHeader
        eyebrow="Mission analytics"
        title={mission.title}
        description={
          countedAt
            ? `The figures are brought up to date about once a minute; last at ${formatDateTime(new Date(countedAt))}.`
            : "The figures are brought up to date about once a minute."
        }
        actions={
          <Link to="/missions/$slug" params={{ slug: mission.slug }} className={buttonClass("secondary", "sm")}>
            <ExternalLink className="size-4" aria-hidden />
            Mission page
          </Link>
        }
      />
      <WindowPicker
        windows={missionWindows}
        window={window}
        onWindowChange={(next: MissionWindow) =>
          // A bucket chosen for one window may not fit another (hours over 12 months): the server picks again.
          void navigate({
            search: { window: next === DEFAULT_WINDOW ? undefined : next, bucket: undefined },
            replace: true,
          })
        }
        bucket={bucket ?? view?.bucket}
        onBucketChange={(next) => void navigate({ search: (prev) => ({ ...prev, bucket: next }), replace: true })}
        rangeLabel={range ? formatWindow(range) : undefined}
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
