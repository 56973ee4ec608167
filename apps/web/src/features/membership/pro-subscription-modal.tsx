import { CHECKOUT_FAILED_MESSAGE } from "@questhq/core";
import type { Plan } from "@questhq/core/schemas/responses/membership";
import { ExternalLink } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ErrorMessage } from "@/components/ui/error-message";
import { Modal } from "@/components/ui/modal";
import { BenefitList } from "./benefit-list";
import { billingPeriodText, formatPlanPrice } from "./membership-format";
import { PlanPrice } from "./plan-price";

/** A checkout that could not start, on the page or in this modal: the product's message, then the server's reason. */
export function CheckoutFailedMessage({ detail }: { detail: string | null }) {
  return (
    <ErrorMessage>
      {CHECKOUT_FAILED_MESSAGE}
      {detail ? <span className="mt-1 block text-xs">{detail}</span> : null}
    </ErrorMessage>
  );
}

/**
 * The Pro subscription modal (docs/product/membership.md#checkout-and-billing): Pro's Stripe price and benefits before
 * leaving for Stripe Checkout. Member and Whale go to checkout straight from their cards; Pro, the organizers' plan,
 * says what it unlocks first.
 */
export function ProSubscriptionModal({
  open,
  onOpenChange,
  plan,
  benefits,
  isStarting,
  error,
  onContinue,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Kept while closing, so the closing animation still shows the price. */
  plan: Plan | undefined;
  benefits: string[];
  isStarting: boolean;
  /** The failure of the last attempt: CHECKOUT_FAILED_MESSAGE, and the server's reason when it gave one. */
  error: { detail: string | null } | null;
  onContinue: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const price = plan ? formatPlanPrice(plan) : null;
  return (
    <Modal
      open={open}
      // Leaving for Stripe cannot be cancelled half-way; closing then would only hide the spinner.
      onOpenChange={(next) => (next || !isStarting ? onOpenChange(next) : undefined)}
      title="Pro subscription"
      onCloseAutoFocus={onCloseAutoFocus}
      description={price ? `${price.spoken}, paid through Stripe Checkout.` : undefined}
    >
      <div className="space-y-5">
        {plan ? <PlanPrice plan={plan} testId="pro-modal-price" /> : null}
        <BenefitList tier="Pro" lines={benefits} className="rounded-xl border border-line bg-surface-2 px-4 py-3" />
        <p className="text-sm text-muted">
          {plan ? billingPeriodText(plan) : "Billed monthly"} by card through Stripe. Cancel any time in the billing
          portal (Settings → Subscription → Manage billing); you keep Pro until the end of the paid period.
        </p>
        {error ? <CheckoutFailedMessage detail={error.detail} /> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={isStarting} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button isLoading={isStarting} disabled={!plan} onClick={onContinue} data-testid="pro-modal-continue">
            Continue to checkout
            {isStarting ? null : <ExternalLink className="size-4" aria-hidden />}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
