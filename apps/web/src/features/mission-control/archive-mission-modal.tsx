import type { OrgMissionView } from "@questhq/core";
import { Archive, TriangleAlert } from "lucide-react";
import { AlertDialog } from "radix-ui";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

export const ARCHIVE_IRREVERSIBLE_TEXT =
  "Archiving is permanent: the mission leaves Explore, stops accepting entries and can no longer be edited. This " +
  "cannot be undone.";

/**
 * The archive mission modal (docs/product/screens.md#modals): states the irreversibility
 * (docs/product/missions.md#archiving) before an admin confirms.
 * An alert dialog (not the general Modal): it must not close on an outside click, starts on
 * Cancel, and hands focus back explicitly because the button that opened it may be gone once
 * the mission is archived.
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
    <AlertDialog.Root
      open={open && mission !== null}
      // While the call is in flight the outcome is not known yet: keep the dialog up.
      onOpenChange={(next) => {
        if (!next && !isPending) onClose();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay
          className={cn(
            "fixed inset-0 z-40 bg-black/70 backdrop-blur-sm data-[state=closed]:animate-fade-out",
            "data-[state=open]:animate-fade-in",
          )}
        />
        <AlertDialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className={cn(
            "fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[95vw] max-w-md -translate-x-1/2 -translate-y-1/2",
            "space-y-5 overflow-y-auto rounded-card border border-line bg-surface p-6 shadow-2xl shadow-black/50",
            "data-[state=closed]:animate-fade-out data-[state=open]:animate-pop-in",
          )}
        >
          <div className="space-y-2">
            <AlertDialog.Title className="text-lg font-semibold text-ink">Archive mission</AlertDialog.Title>
            <AlertDialog.Description className="text-sm text-muted">
              {ARCHIVE_IRREVERSIBLE_TEXT}
            </AlertDialog.Description>
          </div>
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
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={isPending}>
                Cancel
              </Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that would close the dialog before the server has answered. */}
            <Button variant="danger" isLoading={isPending} onClick={() => mission && onConfirm(mission.id)}>
              {isPending ? null : <Archive className="size-4" aria-hidden />}
              Archive mission
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
