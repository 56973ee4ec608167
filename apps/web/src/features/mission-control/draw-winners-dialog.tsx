import type { OrgMissionView } from "@questhq/core";
import { useQuery } from "@tanstack/react-query";
import { Dices, Lock, TimerOff } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { LabelledValue } from "@/components/ui/labelled-value";
import { Skeleton } from "@/components/ui/skeleton";
import { drawQuery } from "@/features/draws/index";
import { seedSourceLabel } from "@/features/draws/index";
import { ApiError } from "@/lib/api";
import { formatAmount } from "@/lib/format";
import { areEntriesOpen, endEntriesStatement } from "./mission-actions";
import { MissionActionDialog } from "./mission-action-dialog";
import { ENTRIES_OPEN_MESSAGE, useCloseEntries, useDrawWinners } from "./use-draw-mutations";

export const DRAW_EXPLANATION =
  "Drawing freezes the entry list and publishes its hash, then reveals the seed committed before entries closed. " +
  "The winners follow from the two, so anyone can re-run the draw and check them. This cannot be undone.";

type DrawMission = Pick<
  OrgMissionView,
  "id" | "slug" | "title" | "status" | "ends_at" | "entries" | "participant_count" | "reward"
>;

/**
 * Confirms "Draw winners" (docs/product/missions.md#fair-draws). While entries are still open it offers
 * "End entries now" (with its own confirmation) instead of drawing.
 */
export function DrawWinnersDialog({
  open,
  mission,
  onClose,
  onCloseAutoFocus,
}: {
  open: boolean;
  /** Kept after closing so the closing animation still shows the same mission. */
  mission: DrawMission | null;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const draw = useDrawWinners();
  const close = useCloseEntries();
  const [isConfirmingClose, setIsConfirmingClose] = useState(false);
  /** Mission ids whose entries this dialog has just ended, before the refreshed list says so. */
  const [closedIds, setClosedIds] = useState<string[]>([]);
  const facts = useQuery({ ...drawQuery(mission?.id ?? ""), enabled: open && mission !== null });
  const isRefusedAsOpen =
    draw.error instanceof ApiError && draw.error.message === ENTRIES_OPEN_MESSAGE && draw.variables === mission?.id;
  const isOpenForEntries =
    mission !== null && !closedIds.includes(mission.id) && (areEntriesOpen(mission) || isRefusedAsOpen);
  const isBusy = draw.isPending || close.isPending;

  const endEntries = () => {
    if (!mission) return;
    close.mutate(mission.id, {
      onSuccess: () => {
        setClosedIds((ids) => [...ids, mission.id]);
        draw.reset();
      },
      onSettled: () => setIsConfirmingClose(false),
    });
  };

  return (
    <MissionActionDialog
      isOpen={open && mission !== null}
      isBusy={isBusy}
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
      width="max-w-lg"
      title={isOpenForEntries ? "End entries and draw winners" : "Draw winners"}
      description={DRAW_EXPLANATION}
      action={
        <Button
          isLoading={draw.isPending}
          disabled={isOpenForEntries || close.isPending}
          onClick={() => mission && draw.mutate(mission.id, { onSuccess: onClose })}
        >
          {draw.isPending ? null : <Dices className="size-4" aria-hidden />}
          Draw winners
        </Button>
      }
      beside={
        <ConfirmDialog
          open={isConfirmingClose}
          onOpenChange={(next) => !close.isPending && setIsConfirmingClose(next)}
          title="End entries now?"
          description={
            "The mission stops taking entries immediately: its end date becomes now and the entry list is frozen. " +
            "This cannot be undone."
          }
          confirmLabel="End entries"
          isPending={close.isPending}
          onConfirm={endEntries}
        />
      }
    >
      {mission ? (
        <dl className="grid grid-cols-2 gap-3 rounded-lg border border-line bg-surface-2 p-3 text-sm">
          <LabelledValue
            label="Mission"
            className="col-span-2 min-w-0"
            valueClassName="font-semibold break-words text-ink"
          >
            {mission.title}
          </LabelledValue>
          <LabelledValue label="Entries" valueClassName="tabular-nums text-ink">
            {formatAmount(mission.entries)}
          </LabelledValue>
          <LabelledValue label="Winners" valueClassName="text-ink">
            {mission.reward?.winners_label ?? "—"}
          </LabelledValue>
          <LabelledValue label="Committed seed" className="col-span-2 min-w-0" valueClassName="text-ink">
            {facts.isPending ? (
              <Skeleton className="h-4 w-full" />
            ) : facts.data ? (
              <>
                <span className="block text-xs text-muted">{seedSourceLabel(facts.data)}</span>
                <code className="block font-mono text-xs break-all">{facts.data.seed_commitment}</code>
              </>
            ) : (
              <span className="text-xs text-muted">Published with the draw.</span>
            )}
          </LabelledValue>
        </dl>
      ) : null}

      {isOpenForEntries ? (
        <div role="alert" className="space-y-3 rounded-lg border border-warning/40 bg-warning/10 p-3">
          <p className="flex items-start gap-2 text-sm text-ink">
            <TimerOff className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
            {mission ? endEntriesStatement(mission) : ENTRIES_OPEN_MESSAGE}
          </p>
          <p className="text-sm text-muted">End entries first; the draw is then one click away.</p>
          <Button variant="outline" size="sm" isLoading={close.isPending} onClick={() => setIsConfirmingClose(true)}>
            {close.isPending ? null : <Lock className="size-3.5" aria-hidden />}
            End entries now
          </Button>
        </div>
      ) : null}
    </MissionActionDialog>
  );
}
