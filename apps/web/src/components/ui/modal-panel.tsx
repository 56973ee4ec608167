import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { cn } from "@/lib/cn";
import type { DialogProps } from "./dialog-props";

export type ModalProps = DialogProps & {
  /** Width classes; the default is a form width that shrinks on phones. */
  widthClassName?: string;
  /**
   * Where focus goes when the modal closes. Radix returns it to a Dialog.Trigger, and these modals have none, so
   * a modal opened from a button can say to focus that button again (call event.preventDefault() first).
   */
  onCloseAutoFocus?: (event: Event) => void;
};

/** Centred dialog on Radix Dialog: focus trap, Escape and outside click close it. */
export function ModalPanel({
  open,
  onOpenChange,
  title,
  description,
  children,
  widthClassName = "w-[95vw] max-w-lg",
  className,
  onCloseAutoFocus,
}: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay
          className={cn(
            "fixed inset-0 z-40 bg-black/70 backdrop-blur-sm data-[state=closed]:animate-fade-out",
            "data-[state=open]:animate-fade-in",
          )}
        />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className={cn(
            "fixed top-1/2 left-1/2 z-50 max-h-[90dvh] -translate-x-1/2 -translate-y-1/2 overflow-y-auto",
            widthClassName,
            "rounded-card border border-line bg-surface p-6 shadow-2xl shadow-black/50",
            "data-[state=closed]:animate-fade-out data-[state=open]:animate-pop-in",
            className,
          )}
          // Radix links the description itself; without one, say so explicitly.
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div className="space-y-1">
              <Dialog.Title className="text-lg font-semibold text-ink">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="text-sm text-muted">{description}</Dialog.Description>
              ) : null}
            </div>
            <Dialog.Close
              aria-label="Close"
              className="-m-1 rounded-md p-1 text-muted transition-colors hover:bg-surface-3 hover:text-ink"
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
