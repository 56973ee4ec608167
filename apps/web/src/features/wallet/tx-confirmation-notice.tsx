import { TX_CONFIRMATION_NOTICE } from "@questhq/core";
import { Clock } from "lucide-react";

/**
 * Shown while a sent transaction waits for its receipt, so a quiet half minute reads as normal, not stuck
 * (docs/product/limits.md#transactions).
 */
export function TxConfirmationNotice() {
  return (
    <p role="status" className="flex items-center gap-2 text-xs text-muted">
      <Clock className="size-3.5 shrink-0" aria-hidden />
      {TX_CONFIRMATION_NOTICE}
    </p>
  );
}
