import { lazy, Suspense } from "react";
import { Modal } from "@/components/ui/modal";
import { Spinner } from "@/components/ui/spinner";
import type { SagaStreamView } from "@questhq/core";

const VaultWithdrawal = lazy(() => import("./vault-withdrawal").then((m) => ({ default: m.VaultWithdrawal })));

/**
 * The vault withdrawal, a modal of its own (never stacked on the rewards modal:
 * docs/product/streams.md#vault-withdrawal).
 */
export function VaultWithdrawalModal({
  open,
  onOpenChange,
  stream,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  stream: SagaStreamView | null;
}) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Withdraw your $HQ vault">
      {stream ? (
        <Suspense fallback={<Spinner label="Loading wallet" className="text-brand" />}>
          <VaultWithdrawal stream={stream} onClose={() => onOpenChange(false)} />
        </Suspense>
      ) : null}
    </Modal>
  );
}
