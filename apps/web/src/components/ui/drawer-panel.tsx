import { DRAWER_ANIMATION_MS } from "@questhq/core";
import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { cn } from "@/lib/cn";
import type { DialogProps } from "./dialog-props";

export type DrawerProps = DialogProps & {
  /** Hide the title visually when the drawer shows its own header (it stays for screen readers). */
  isTitleHidden?: boolean;
  closeLabel?: string;
};

// Drawers slide in and out over 350 ms (docs/product/screens.md#drawers). The keyframes live in
// styles.css; the duration comes from core so the number has one home.
const animation = { animationDuration: `${DRAWER_ANIMATION_MS}ms` };

/** Side panel on Radix Dialog (focus trap, Escape, outside click), sliding from the right. */
export function DrawerPanel({
  open,
  onOpenChange,
  title,
  isTitleHidden,
  description,
  children,
  className,
  closeLabel = "Close",
}: DrawerProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay
          style={animation}
          className={cn(
            "fixed inset-0 z-40 bg-black/60 backdrop-blur-[2px] data-[state=closed]:animate-fade-out",
            "data-[state=open]:animate-fade-in",
          )}
        />
        <Dialog.Content
          style={animation}
          // Radix links the description itself; without one, say so explicitly.
          {...(description ? {} : { "aria-describedby": undefined })}
          className={cn(
            "fixed inset-y-0 right-0 z-50 flex w-[88vw] max-w-sm flex-col border-l border-line bg-surface",
            "shadow-2xl shadow-black/60",
            "data-[state=closed]:animate-drawer-out data-[state=open]:animate-drawer-in",
            className,
          )}
        >
          <div
            className={cn(
              "flex items-center justify-between gap-3 border-b border-line px-5 py-4",
              isTitleHidden && "justify-end",
            )}
          >
            <Dialog.Title className={cn("text-base font-semibold", isTitleHidden && "sr-only")}>{title}</Dialog.Title>
            <Dialog.Close
              aria-label={closeLabel}
              className="rounded-md p-1.5 text-muted transition-colors hover:bg-surface-3 hover:text-ink"
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          {description ? <Dialog.Description className="sr-only">{description}</Dialog.Description> : null}
          <div className="flex-1 overflow-y-auto">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
