import { AlertTriangle } from "lucide-react";
import { PortalButton } from "./portal-button";
import { cn } from "@/lib/cn";

/** A failed renewal: the tier is kept for a few retries, so the card on file should be replaced now. */
export function PastDueNotice() {
  return (
    <div
      role="alert"
      data-testid="past-due-notice"
      className={cn(
        "mb-6 flex flex-col gap-3 rounded-card border border-warning/40 bg-warning/10 px-4 py-3 sm:flex-row",
        "sm:items-center sm:justify-between",
      )}
    >
      <div className="flex items-start gap-3">
        <AlertTriangle className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden />
        <div className="space-y-0.5 text-sm">
          <p className="font-semibold text-ink">Your last payment failed</p>
          <p className="text-muted">Update your payment method in the billing portal to keep your plan.</p>
        </div>
      </div>
      <PortalButton variant="secondary" testId="update-payment-method">
        Update payment method
      </PortalButton>
    </div>
  );
}
