import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

/**
 * The alert dialog an admin confirms an irreversible mission action in (archive, draw winners).
 * Not the general Modal: it must not close on an outside click, starts on Cancel, and hands focus
 * back explicitly because the button that opened it may be gone once the action is done.
 * While the call is in flight the outcome is not known yet, so it stays up until `isBusy` clears.
 */
export function MissionActionDialog({
  isOpen,
  isBusy,
  onClose,
  onCloseAutoFocus,
  width,
  title,
  description,
  action,
  children,
  beside,
}: {
  isOpen: boolean;
  isBusy: boolean;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
  width: "max-w-md" | "max-w-lg";
  title: ReactNode;
  description: ReactNode;
  /** The confirming button: not AlertDialog.Action, which would close the dialog before the server has answered. */
  action: ReactNode;
  children: ReactNode;
  /** Dialogs of its own that open over this one (they share its root). */
  beside?: ReactNode;
}) {
  return (
    <AlertDialog.Root
      open={isOpen}
      onOpenChange={(next) => {
        if (!next && !isBusy) onClose();
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
            "fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[95vw] -translate-x-1/2 -translate-y-1/2",
            width,
            "space-y-5 overflow-y-auto rounded-card border border-line bg-surface p-6 shadow-2xl shadow-black/50",
            "data-[state=closed]:animate-fade-out data-[state=open]:animate-pop-in",
          )}
        >
          <div className="space-y-2">
            <AlertDialog.Title className="text-lg font-semibold text-ink">{title}</AlertDialog.Title>
            <AlertDialog.Description className="text-sm text-muted">{description}</AlertDialog.Description>
          </div>
          {children}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={isBusy}>
                Cancel
              </Button>
            </AlertDialog.Cancel>
            {action}
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
      {beside}
    </AlertDialog.Root>
  );
}
