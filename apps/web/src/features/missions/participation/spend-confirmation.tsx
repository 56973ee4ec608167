import { Coins } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { readStorage, writeStorage } from "@/lib/browser-storage";
import { formatNumber } from "@questhq/core";

export const SPEND_CONFIRM_REMEMBER_KEY = "questhq.spendConfirm.remember";

export function isSpendConfirmRemembered(): boolean {
  return readStorage("localStorage", SPEND_CONFIRM_REMEMBER_KEY) === "true";
}

/** Without storage (private mode) the modal simply asks again next time. */
function rememberSpendConfirm() {
  writeStorage("localStorage", SPEND_CONFIRM_REMEMBER_KEY, "true");
}

/**
 * Spend confirmation (docs/product/screens.md#spend-confirmation): skipped when remembered, or when nothing is spent
 * and the balance suffices.
 */
export function needsSpendConfirmation(cost: number, available: number): boolean {
  if (isSpendConfirmRemembered()) return false;
  return !(cost === 0 && available >= cost);
}

const hq = (n: number) => `${formatNumber(n)} $HQ`;

type Props = {
  spend: { cost: number; available: number; entries: number } | null;
  onOpenChange(open: boolean): void;
  onConfirm(): void;
};

/**
 * The $HQ spend confirmation modal, with "Remember my choice" kept in local storage
 * (docs/product/screens.md#spend-confirmation).
 */
export function SpendConfirmationModal({ spend, onOpenChange, onConfirm }: Props) {
  const [shown, setShown] = useState(spend);
  if (spend && spend !== shown) setShown(spend);
  const [isRemembered, setIsRemembered] = useState(false);
  const checkboxId = useId();
  const after = shown ? shown.available - shown.cost : 0;

  return (
    <Modal
      open={spend !== null}
      onOpenChange={onOpenChange}
      title="Confirm $HQ spend"
      description={
        shown
          ? `Entering with ${formatNumber(shown.entries)} ${shown.entries === 1 ? "entry" : "entries"} ` +
            `spends ${hq(shown.cost)}.`
          : undefined
      }
      widthClassName="w-[95vw] max-w-md"
    >
      {shown ? (
        <div className="space-y-5">
          <dl className="space-y-2 rounded-xl border border-line bg-surface-2 p-4 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-muted">Cost</dt>
              <dd className="font-mono font-semibold text-ink">{hq(shown.cost)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted">Available</dt>
              <dd className="font-mono text-ink">{hq(shown.available)}</dd>
            </div>
            <div className="flex justify-between gap-4 border-t border-line pt-2">
              <dt className="text-muted">Balance after</dt>
              <dd className="font-mono text-ink">{hq(after)}</dd>
            </div>
          </dl>
          <div className="flex items-center gap-2">
            <input
              id={checkboxId}
              type="checkbox"
              checked={isRemembered}
              onChange={(e) => setIsRemembered(e.target.checked)}
              className="size-4 rounded border-line accent-brand"
            />
            <label htmlFor={checkboxId} className="text-sm text-ink">
              Remember my choice
            </label>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button
              onClick={() => {
                if (isRemembered) rememberSpendConfirm();
                onConfirm();
              }}
            >
              <Coins className="size-4" aria-hidden />
              Spend {hq(shown.cost)}
            </Button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
