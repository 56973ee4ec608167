import { CLIENT_ROUTES, type MissionView } from "@questhq/core";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { Compass, EyeOff, SearchX } from "lucide-react";
import { useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { lazyWhenOpen } from "@/components/ui/lazy-when-open";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/api";
import { useDocumentTitle } from "@/lib/use-document-title";
import { missionQuery, objectivesQuery, rewardQuery, RichHtml } from "@/features/mission-shared";
import { EntryPanel } from "./entry-panel";
import { MissionHeader } from "./mission-header";
import { ObjectivesList, ObjectivesProgress } from "./objectives-list";
import { ReviewStepLink } from "./review-step-link";
import { RewardPanel } from "./reward-panel";
import { FairDraw } from "../participation/fair-draw";
import { SuggestedMissions } from "./suggested-missions";
import { MintSection } from "../mint/mint-section";
import { ClaimSection } from "../claim/claim-section";
import { cn } from "@/lib/cn";

// Opened from a button; its form code loads on first use, not with the page.
const ReportMissionModal = lazyWhenOpen(() => import("./report-mission-modal").then((m) => m.ReportMissionModal));

const route = getRouteApi("/missions/$slug");

/** /missions/{slug}: a mission's objectives, reward and entry. */
export function MissionPage() {
  const { slug } = route.useParams();
  const mission = useQuery(missionQuery(slug));
  const isMissing = mission.error instanceof ApiError && mission.error.status === 404;
  useDocumentTitle(mission.data?.title ?? (isMissing ? "Mission not found" : CLIENT_ROUTES["/missions/$slug"].title));

  if (mission.isPending) return <MissionPageSkeleton />;
  if (isMissing) {
    return (
      <EmptyState
        icon={SearchX}
        title="Mission not found"
        description="This mission does not exist, or it is not published yet."
        action={
          <Link to="/explore" className={buttonClass("primary")}>
            <Compass className="size-4" aria-hidden />
            Explore missions
          </Link>
        }
      />
    );
  }
  if (mission.isError) {
    return (
      <ErrorState
        error={mission.error}
        title="This mission could not be loaded"
        onRetry={() => void mission.refetch()}
      />
    );
  }
  return <MissionDetail mission={mission.data} />;
}

function MissionDetail({ mission }: { mission: MissionView }) {
  const [isReportOpen, setIsReportOpen] = useState(false);
  const objectives = useQuery(objectivesQuery(mission.id));
  const reward = useQuery(rewardQuery(mission));

  return (
    <div className="space-y-10">
      {mission.phase === "draft" && mission.viewer_role ? <DraftBanner mission={mission} /> : null}
      <MissionHeader mission={mission} onReport={() => setIsReportOpen(true)} />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_380px] lg:items-start">
        <div className="min-w-0 space-y-6">
          {mission.description ? (
            <Card role="region" aria-labelledby="about-title" className="space-y-3">
              <h2 id="about-title" className="text-lg font-semibold">
                About this mission
              </h2>
              <RichHtml html={mission.description} />
            </Card>
          ) : null}
          <Card role="region" aria-labelledby="objectives-title" className="space-y-4">
            <div className="flex items-baseline justify-between gap-3">
              <h2 id="objectives-title" className="text-lg font-semibold">
                Objectives
              </h2>
              {objectives.data ? <ObjectivesProgress missionId={mission.id} objectives={objectives.data} /> : null}
            </div>
            {objectives.isPending ? (
              <div role="status" aria-label="Loading objectives" className="space-y-2">
                {Array.from({ length: 3 }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: loading placeholders, all alike and never reordered
                  <Skeleton key={i} className="h-16" />
                ))}
              </div>
            ) : objectives.isError ? (
              <ErrorState
                error={objectives.error}
                title="Objectives could not be loaded"
                onRetry={() => void objectives.refetch()}
              />
            ) : (
              <ObjectivesList mission={mission} objectives={objectives.data} />
            )}
          </Card>
        </div>

        <aside className="min-w-0 space-y-6" aria-label="Entry and reward">
          <EntryPanel mission={mission} />
          {reward.isPending ? (
            <Skeleton className="h-96" />
          ) : reward.isError ? (
            <ErrorState
              error={reward.error}
              title="The reward could not be loaded"
              onRetry={() => void reward.refetch()}
            />
          ) : (
            <RewardPanel reward={reward.data} />
          )}
          {reward.data?.kind === "nft_mint" ? <MintSection mission={mission} reward={reward.data} /> : null}
          {reward.data?.kind === "token" ? <ClaimSection mission={mission} reward={reward.data} /> : null}
          {/* A draw only means something when winners are picked by raffle. */}
          {reward.data?.selection_process === "raffle" ? <FairDraw missionId={mission.id} slug={mission.slug} /> : null}
        </aside>
      </div>

      <SuggestedMissions missionId={mission.id} />
      <ReportMissionModal missionId={mission.id} open={isReportOpen} onOpenChange={setIsReportOpen} />
    </div>
  );
}

function DraftBanner({ mission }: { mission: MissionView }) {
  return (
    <div
      role="status"
      className={cn(
        "flex flex-col gap-3 rounded-card border border-warning/40 bg-warning/10 px-4 py-3 sm:flex-row",
        "sm:items-center sm:justify-between",
      )}
    >
      <p className="inline-flex items-center gap-2 text-sm font-medium text-warning">
        <EyeOff className="size-4 shrink-0" aria-hidden />
        Draft — only your organization can see this
      </p>
      <ReviewStepLink mission={mission}>Review and publish</ReviewStepLink>
    </div>
  );
}

function MissionPageSkeleton() {
  return (
    <div role="status" aria-label="Loading mission" className="space-y-8">
      <Skeleton className="aspect-[3/1] w-full" />
      <div className="space-y-3">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-5 w-48" />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
        <Skeleton className="h-96" />
        <Skeleton className="h-72" />
      </div>
    </div>
  );
}
