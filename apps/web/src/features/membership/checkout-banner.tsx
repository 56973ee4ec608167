import { CheckCircle2, Info, RotateCw, X } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { useCheckoutActivation, type Activation } from "./use-checkout-activation";

export type CheckoutOutcome = "success" | "cancelled";

/** What Stripe Checkout sent the browser back with, shown once above the plans. */
export function CheckoutBanner({ outcome, onDismiss }: { outcome: CheckoutOutcome; onDismiss: () => void }) {
  return outcome === "success" ? (
    <SuccessBanner onDismiss={onDismiss} />
  ) : (
    <Banner tone="neutral" icon={<Info className="size-5 text-muted" aria-hidden />} onDismiss={onDismiss}>
      <p className="font-medium text-ink">Checkout cancelled — you were not charged.</p>
    </Banner>
  );
}

function SuccessBanner({ onDismiss }: { onDismiss: () => void }) {
  const { activation, retry } = useCheckoutActivation(true);
  return (
    <Banner
      tone={activation.state === "timed-out" ? "neutral" : "success"}
      icon={
        activation.state === "waiting" ? (
          <Spinner className="size-5 text-success" />
        ) : (
          <CheckCircle2 className="size-5 text-success" aria-hidden />
        )
      }
      onDismiss={onDismiss}
    >
      <SuccessText activation={activation} onRetry={retry} />
    </Banner>
  );
}

function SuccessText({ activation, onRetry }: { activation: Activation; onRetry: () => void }) {
  switch (activation.state) {
    case "waiting":
      return <p className="font-medium text-ink">Payment received — activating your plan…</p>;
    case "active":
      return <p className="font-medium text-ink">You're on {activation.tierName}. Welcome!</p>;
    case "timed-out":
      return (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="font-medium text-ink">
            Payment received. Your plan will appear here shortly; Stripe is still confirming it.
          </p>
          <Button variant="secondary" size="sm" className="self-start sm:self-auto" onClick={onRetry}>
            <RotateCw className="size-4" aria-hidden />
            Refresh
          </Button>
        </div>
      );
  }
}

function Banner({
  tone,
  icon,
  onDismiss,
  children,
}: {
  tone: "success" | "neutral";
  icon: ReactNode;
  onDismiss: () => void;
  children: ReactNode;
}) {
  return (
    // role="status": the text changes while the plan activates, and a screen reader hears each step politely.
    <div
      role="status"
      data-testid="checkout-banner"
      className={cn(
        "mb-6 flex items-start gap-3 rounded-card border px-4 py-3 text-sm",
        tone === "success" ? "border-success/30 bg-success/10" : "border-line bg-surface-2",
      )}
    >
      <span className="mt-0.5 shrink-0">{icon}</span>
      <div className="min-w-0 flex-1">{children}</div>
      <button
        type="button"
        aria-label="Dismiss"
        onClick={onDismiss}
        className="-m-1 shrink-0 rounded-md p-1 text-muted transition-colors hover:bg-surface-3 hover:text-ink"
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}
