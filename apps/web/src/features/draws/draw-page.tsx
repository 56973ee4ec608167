import { CLIENT_ROUTES } from "@questhq/core";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { ArrowLeft, Dices, SearchX } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { PageHeader } from "@/components/ui/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { missionQuery } from "@/features/mission-shared";
import { ApiError } from "@/lib/api";
import { useDocumentTitle } from "@/lib/use-document-title";
import { drawQuery, entriesUrl } from "./draw-api";
import { DrawFacts, DrawTimeline, DrawWinners } from "./draw-facts";
import { VerifyPanel } from "./verify-panel";

const route = getRouteApi("/missions/$slug/draw");

function DrawSkeleton() {
  return (
    <div role="status" aria-label="Loading the draw" className="space-y-6">
      <Skeleton className="h-16 w-2/3" />
      <div className="grid gap-3 sm:grid-cols-3">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
      <Skeleton className="h-72" />
      <Skeleton className="h-48" />
    </div>
  );
}

function BackToMission({ slug }: { slug: string }) {
  return (
    <Link to="/missions/$slug" params={{ slug }} className={buttonClass("secondary", "sm")}>
      <ArrowLeft className="size-4" aria-hidden />
      Back to the mission
    </Link>
  );
}

/** /missions/{slug}/draw: the draw anyone can check, with an in-browser re-run. */
export function DrawPage() {
  const { slug } = route.useParams();
  const mission = useQuery(missionQuery(slug));
  const missionId = mission.data?.id;
  const draw = useQuery({ ...drawQuery(missionId ?? ""), enabled: Boolean(missionId) });
  const isMissing = mission.error instanceof ApiError && mission.error.status === 404;
  useDocumentTitle(
    mission.data
      ? `Fair draw: ${mission.data.title}`
      : isMissing
        ? "Mission not found"
        : CLIENT_ROUTES["/missions/$slug/draw"].title,
  );

  if (mission.isPending || (missionId && draw.isPending)) return <DrawSkeleton />;
  if (isMissing) {
    return (
      <EmptyState
        icon={SearchX}
        title="Mission not found"
        description={`No mission lives at /missions/${slug}.`}
        action={
          <Link to="/explore" className={buttonClass("primary")}>
            Explore missions
          </Link>
        }
      />
    );
  }
  if (mission.error || !mission.data) {
    return (
      <ErrorState
        error={mission.error}
        title="This mission could not be loaded"
        onRetry={() => void mission.refetch()}
      />
    );
  }
  const title = mission.data.title;
  if (draw.error) {
    return <ErrorState error={draw.error} title="The draw could not be loaded" onRetry={() => void draw.refetch()} />;
  }
  if (!draw.data) {
    return (
      <div className="space-y-6">
        <PageHeader eyebrow="Verifiable draw" title={title} actions={<BackToMission slug={slug} />} />
        <EmptyState
          icon={Dices}
          title="No draw yet"
          description={
            "The draw of this mission is published with its seed commitment when the mission goes live; winners are " +
            "drawn after it ends."
          }
        />
      </div>
    );
  }

  const data = draw.data;
  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow="Verifiable draw"
        title={title}
        description={
          `Winners are picked by ${data.algorithm} from the frozen entry list and a seed fixed before entries ` +
          "closed. Anyone can re-run it and get the same winners."
        }
        actions={<BackToMission slug={slug} />}
      />
      <DrawTimeline draw={data} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
        <div className="min-w-0 space-y-6">
          <DrawFacts draw={data} />
          <VerifyPanel draw={data} entriesUrl={entriesUrl(data, mission.data.id)} mission={slug} />
        </div>
        <div className="min-w-0">
          <DrawWinners draw={data} />
        </div>
      </div>
    </div>
  );
}
