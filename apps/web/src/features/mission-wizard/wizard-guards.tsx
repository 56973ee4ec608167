import type { MissionView } from "@questhq/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { FileQuestion, Lock, RotateCcw } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/api";
import { clearCreateMissionState } from "../mission-shared/index";
import { missionQuery } from "@/features/mission-shared";
import { WizardLayout } from "./wizard-layout";
import type { WizardStep, WizardTarget } from "./wizard-nav";

function StartOverLink() {
  return (
    <Link to="/create-mission" onClick={() => clearCreateMissionState()} className={buttonClass("primary")}>
      <RotateCcw className="size-4" aria-hidden />
      Start a new mission
    </Link>
  );
}

/**
 * A later step opened without a draft (no ?missionId= and none remembered in this tab): instead of the bare
 * "Mission ID is undefined." of the catalogue (docs/product/errors.md#missions), say what happened and offer the two
 * ways forward.
 */
function MissingMissionId() {
  return (
    <EmptyState
      icon={FileQuestion}
      title="No mission draft to continue"
      description={
        "This step belongs to a mission draft, and this link does not name one. Start a new mission with its " +
        "details, or open an existing draft from Mission Control."
      }
      action={
        <div className="flex flex-wrap justify-center gap-2">
          <StartOverLink />
          <Link to="/organizations" className={buttonClass("secondary")}>
            Open Mission Control
          </Link>
        </div>
      }
    />
  );
}

export function WizardSkeleton() {
  return (
    <Card className="space-y-4" aria-busy>
      <span className="sr-only">Loading the mission…</span>
      <Skeleton className="h-6 w-1/3" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-32 w-full" />
    </Card>
  );
}

/**
 * Loads the mission the wizard works on (by id, so a reload finds it again) and only renders
 * the step for someone who may change it.
 */
export function MissionGate({
  missionId,
  children,
}: {
  missionId: string;
  children: (mission: MissionView) => ReactNode;
}) {
  const query = useQuery(missionQuery(missionId));
  if (query.isPending) return <WizardSkeleton />;
  if (query.isError) {
    const isGone = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="space-y-4">
        <ErrorState
          title={isGone ? "This mission could not be found" : "The mission could not be loaded"}
          error={query.error}
          onRetry={isGone ? undefined : () => void query.refetch()}
        />
        {isGone ? (
          <div className="flex justify-center">
            <StartOverLink />
          </div>
        ) : null}
      </div>
    );
  }
  const mission = query.data;
  if (!mission.can_edit || mission.status === "archived") {
    return (
      <EmptyState
        icon={Lock}
        title={mission.status === "archived" ? "Archived missions cannot change" : "You cannot edit this mission"}
        description={
          mission.status === "archived"
            ? "Archiving is permanent, so this mission stays as it is."
            : "Only members of the mission's organization can change it."
        }
        action={
          <Link to="/missions/$slug" params={{ slug: mission.slug }} className={buttonClass("secondary")}>
            View the mission
          </Link>
        }
      />
    );
  }
  return <>{children(mission)}</>;
}

/**
 * Steps two to four: they work on an existing draft, so their body renders only once MissionGate has it, and a link
 * that names no draft gets MissingMissionId instead.
 */
export function DraftStep({
  target,
  step,
  title,
  description,
  children,
}: {
  target: WizardTarget;
  step: Exclude<WizardStep, "details">;
  title: string;
  description: string;
  children: (mission: MissionView) => ReactNode;
}) {
  return (
    <WizardLayout target={target} step={step} title={title} description={description}>
      {target.missionId ? <MissionGate missionId={target.missionId}>{children}</MissionGate> : <MissingMissionId />}
    </WizardLayout>
  );
}
