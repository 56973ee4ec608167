import { entryButtonState, isEntryFormHidden, type MissionView, type ParticipantView } from "@questhq/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Drawer } from "@/components/ui/drawer";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { objectivesQuery, rewardQuery } from "@/features/mission-shared";
import { useNow } from "../page/use-now";
import { SignInToParticipate } from "./action-parts";
import { EntryForm } from "./entry-form";
import { EntrySummary } from "./entry-summary";
import { missionTiming } from "./mission-timing";
import { useMediaQuery } from "./use-media-query";
import { useParticipant } from "./use-participant";
import { UserStatus } from "./user-status";

const OBJECTIVES_DONE: readonly ParticipantView["status"][] = [
  "CompletedObjectives",
  "Completed",
  "Entered",
  "Selected",
];

/**
 * The participation part of the entry panel (docs/product/missions.md#participant-status,
 * docs/product/missions.md#entry-button):
 * sign in, the user's status, then the entry form — inline on wide screens, in the allowlist
 * drawer on phones — or, once Entered or Selected, what was submitted.
 */
export function EntrySection({ mission }: { mission: MissionView }) {
  const { participant, isSignedIn, isSessionPending, isError, error, refetch } = useParticipant(mission.id);
  const objectives = useQuery(objectivesQuery(mission.id));
  const reward = useQuery(rewardQuery(mission));
  const now = useNow(1000);
  const isWide = useMediaQuery("(min-width: 1024px)");
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);

  if (isSessionPending) return <Skeleton className="h-12" />;
  if (!isSignedIn) {
    return <SignInToParticipate missionSlug={mission.slug} size="lg" />;
  }
  if (isError)
    return (
      <ErrorState
        error={error}
        title="Your participation could not be loaded"
        onRetry={() => void refetch()}
        className="py-5"
      />
    );
  if (!participant) {
    return (
      <div role="status" aria-label="Loading your participation" className="space-y-3">
        <Skeleton className="h-11" />
        <Skeleton className="h-12" />
      </div>
    );
  }

  const timing = missionTiming(mission, now);
  const completed = new Set(participant.completed_objectives);
  const areObjectivesComplete =
    OBJECTIVES_DONE.includes(participant.status) || Boolean(objectives.data?.every((o) => completed.has(o.id)));
  const isResultsPending =
    participant.status === "Entered" && mission.status !== "completed" && mission.status !== "archived";
  const buttonFor = (cost: number) =>
    entryButtonState({ isSignedIn: true, ...timing, isResultsPending, areObjectivesComplete, cost });
  const chainId = reward.data?.blockchain_chain_id ?? mission.blockchain;
  const free = buttonFor(0);
  const form = <EntryForm missionId={mission.id} chainId={chainId} participant={participant} buttonFor={buttonFor} />;

  return (
    <div className="space-y-4">
      <UserStatus mission={mission} participant={participant} reward={reward.data ?? null} />
      {isEntryFormHidden(participant.status) ? (
        <>
          <EntrySummary participant={participant} />
          {free.kind === "ended" ? (
            <Button size="lg" className="w-full" disabled>
              {free.label}
            </Button>
          ) : null}
        </>
      ) : isWide ? (
        form
      ) : free.kind === "enter" ? (
        <>
          <Button size="lg" className="w-full" onClick={() => setIsDrawerOpen(true)} aria-haspopup="dialog">
            Enter mission
          </Button>
          <Drawer
            open={isDrawerOpen}
            onOpenChange={setIsDrawerOpen}
            title="Enter mission"
            description="Submit the wallet that receives the reward."
            className="max-sm:w-full max-sm:max-w-none sm:max-w-md"
          >
            <div className="p-5">{form}</div>
          </Drawer>
        </>
      ) : (
        <Button size="lg" className="w-full" disabled>
          {free.label}
        </Button>
      )}
    </div>
  );
}
