import type { OrgMissionView } from "@questhq/core";
import { Archive, TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { MissionActionDialog } from "./mission-action-dialog";

export const ARCHIVE_IRREVERSIBLE_TEXT =
  "Archiving is permanent: the mission leaves Explore, stops accepting entries and can no longer be edited. This " +
  "cannot be undone.";

/**
 * The archive mission modal (docs/product/screens.md#modals): states the irreversibility
 * (docs/product/missions.md#archiving) before an admin confirms.
 */
export function ArchiveMissionModal({
  open,
  mission,
  isPending,
  onConfirm,
  onClose,
  onCloseAutoFocus,
}: {
  open: boolean;
  /** Kept after closing so the closing animation still shows the same mission. */
  mission: Pick<OrgMissionView, "id" | "title"> | null;
  isPending: boolean;
  onConfirm: (missionId: string) => void;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <MissionActionDialog
      isOpen={open && mission !== null}
      isBusy={isPending}
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
      width="max-w-md"
      title="Archive mission"
      description={ARCHIVE_IRREVERSIBLE_TEXT}
      action={
        <Button variant="danger" isLoading={isPending} onClick={() => mission && onConfirm(mission.id)}>
          {isPending ? null : <Archive className="size-4" aria-hidden />}
          Archive mission
        </Button>
      }
    >
      {mission ? (
        <div className="flex items-start gap-3 rounded-lg border border-danger/30 bg-danger-soft p-3">
          <TriangleAlert className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden />
          <p className="min-w-0 text-sm text-ink">
            <span className="block text-xs font-medium tracking-wide text-muted uppercase">Mission</span>
            <span className="font-semibold break-words" data-testid="archive-mission-title">
              {mission.title}
            </span>
          </p>
        </div>
      ) : null}
    </MissionActionDialog>
  );
}
