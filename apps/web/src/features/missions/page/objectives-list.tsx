import { formatNumber, type MissionView, type ObjectiveView } from "@questhq/core";
import { ChevronRight, Coins, ListChecks, SkipForward } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { lazyWhenOpen } from "@/components/ui/lazy-when-open";
import { cn } from "@/lib/cn";
import { ProviderIcon } from "@/features/mission-shared";
import { missionTiming } from "../participation/mission-timing";
import { ObjectiveAction } from "../participation/objective-action";
import { isTwitterObjective } from "../participation/objective-kind";
import { ObjectiveStatusBadge, PendingNote, SelfAttestedNote } from "../participation/objective-status-badge";
import { isDone, objectiveStatus, useParticipant, type ObjectiveStatus } from "../participation/use-participant";
import { creditsLabel, earnedCredits } from "./objective-labels";
import { useNow } from "./use-now";

// The drawer (and the Radix dialog stack under it) loads when an objective is first opened, not with the page.
const ObjectiveDrawer = lazyWhenOpen(() => import("./objective-drawer").then((m) => m.ObjectiveDrawer));

// Opened on demand: the skip flow (and its spend dialogs) loads on first use, not with the page.
const SkipObjectivesModal = lazyWhenOpen(() =>
  import("../participation/skip-objectives-modal").then((m) => m.SkipObjectivesModal),
);

/** The mission's objectives in order, each with the viewer's status; each opens the completeObjective drawer. */
export function ObjectivesList({ mission, objectives }: { mission: MissionView; objectives: ObjectiveView[] }) {
  // The id stays after closing so the drawer keeps its content while it slides out.
  const [openId, setOpenId] = useState<string | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [isSkipOpen, setIsSkipOpen] = useState(false);
  const { participant, isSignedIn } = useParticipant(mission.id);
  const now = useNow(30_000);
  const selected = objectives.find((o) => o.id === openId) ?? null;
  const statusOf = (o: ObjectiveView) => objectiveStatus(participant, o.id);
  const skippable = objectives.filter((o) => isTwitterObjective(o) && !isDone(statusOf(o).state));
  const canSkip = Boolean(participant) && skippable.length > 0 && missionTiming(mission, now).isLive;

  if (objectives.length === 0) {
    return (
      <EmptyState
        icon={ListChecks}
        title="No objectives yet"
        description="The organization has not added objectives to this mission."
      />
    );
  }

  return (
    <>
      <ol className="space-y-2">
        {objectives.map((objective, index) => (
          <li key={objective.id}>
            <ObjectiveRow
              objective={objective}
              index={index}
              status={participant ? statusOf(objective) : null}
              onOpen={() => {
                setOpenId(objective.id);
                setIsOpen(true);
              }}
            />
          </li>
        ))}
      </ol>
      {canSkip ? (
        <div
          className={cn(
            "flex flex-col gap-2 rounded-xl border border-dashed border-line px-4 py-3 sm:flex-row sm:items-center",
            "sm:justify-between",
          )}
        >
          <p className="text-sm text-muted">
            {skippable.length === 1
              ? "1 Twitter objective left."
              : `${formatNumber(skippable.length)} Twitter objectives left.`}{" "}
            Skip them with $HQ.
          </p>
          <Button variant="secondary" size="sm" onClick={() => setIsSkipOpen(true)} aria-haspopup="dialog">
            <SkipForward className="size-4" aria-hidden />
            Skip Twitter objectives
          </Button>
        </div>
      ) : null}
      <ObjectiveDrawer
        objective={selected}
        open={isOpen && selected !== null}
        onOpenChange={setIsOpen}
        status={selected && participant ? <ObjectiveStatusBadge status={statusOf(selected)} /> : undefined}
        action={
          selected ? (
            <ObjectiveAction
              key={selected.id}
              mission={mission}
              objective={selected}
              status={statusOf(selected)}
              isSignedIn={isSignedIn}
            />
          ) : undefined
        }
      />
      {participant ? (
        <SkipObjectivesModal
          missionId={mission.id}
          objectives={skippable}
          participant={participant}
          open={isSkipOpen}
          onOpenChange={setIsSkipOpen}
        />
      ) : null}
    </>
  );
}

export function ObjectiveRow(props: {
  objective: ObjectiveView;
  index: number;
  status: ObjectiveStatus | null;
  onOpen(): void;
}) {
  const { objective, index, status, onOpen } = props;
  const credits = creditsLabel(earnedCredits(objective));
  const done = status ? isDone(status.state) : false;
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-haspopup="dialog"
      className={cn(
        "group flex w-full items-center gap-3 rounded-xl border bg-surface-2 px-3 py-3 text-left",
        "transition-colors hover:border-brand/50 hover:bg-surface-3 sm:px-4",
        done ? "border-success/30" : "border-line",
      )}
    >
      <span aria-hidden className="w-5 shrink-0 text-center font-mono text-xs text-faint">
        {index + 1}
      </span>
      <span className="grid size-9 shrink-0 place-items-center rounded-lg border border-line bg-surface">
        <ProviderIcon provider={objective.provider} label={objective.provider_name} />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-medium text-ink sm:whitespace-normal">{objective.title}</span>
        <span className="block text-xs text-muted">
          {objective.provider_category}
          <span className="sm:hidden"> · {credits}</span>
        </span>
        {status?.state === "pending" ? (
          <PendingNote
            nextAttemptAt={status.progress?.next_attempt_at ?? null}
            queuePosition={status.progress?.queue_position ?? null}
            className="mt-0.5 block text-xs text-warning"
          />
        ) : null}
        {done && status?.progress?.is_self_attested ? <SelfAttestedNote /> : null}
      </span>
      <span className="flex shrink-0 flex-col items-end gap-1 sm:flex-row sm:items-center sm:gap-3">
        {status ? <ObjectiveStatusBadge status={status} /> : null}
        <span className="hidden items-center gap-1 text-xs font-medium text-accent sm:inline-flex">
          <Coins className="size-3.5" aria-hidden />
          {credits}
        </span>
      </span>
      <ChevronRight className="size-4 shrink-0 text-faint group-hover:text-ink" aria-hidden />
    </button>
  );
}

/** "5 objectives", or for a participant "2 of 5 completed" (skipped ones count). */
export function ObjectivesProgress({ missionId, objectives }: { missionId: string; objectives: ObjectiveView[] }) {
  const { participant } = useParticipant(missionId);
  const total = objectives.length;
  if (!participant || total === 0) {
    return (
      <span className="text-sm text-muted">
        {total} {total === 1 ? "objective" : "objectives"}
      </span>
    );
  }
  const done = objectives.filter((o) => isDone(objectiveStatus(participant, o.id).state)).length;
  return (
    <span className="text-sm text-muted">
      <span className={cn("font-semibold", done === total ? "text-success" : "text-ink")}>{done}</span> of {total}{" "}
      completed
    </span>
  );
}
