import type { Subscription } from "@questhq/core";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { buttonClass } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { formatPaymentMethod, paymentMethodParts, sourceLine, statusLabel } from "@/features/membership/index";
import { hasSeveralSources, isPastDue, liveStripeSources } from "@/features/membership/index";
import { PortalButton } from "@/features/membership/index";
import { useSubscription } from "@/features/users/index";
import { TierBadge } from "@/features/users/index";
import { formatDate } from "@/lib/format";
import { CardSection } from "../../components/card-section";

/** Anyone who ever paid through Stripe has a billing portal (invoices, card, cancelling). */
function hasBillingPortal(subscription: Subscription): boolean {
  return subscription.stripe_customer_id !== null || subscription.sources.some((s) => s.kind === "stripe");
}

export function SubscriptionSection() {
  const { subscription, error, refetch } = useSubscription();
  return (
    <CardSection
      id="subscription"
      title="Subscription"
      description="Your membership tier, its billing, and why you have it."
      actions={subscription ? <Actions subscription={subscription} /> : null}
    >
      {error && !subscription ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : !subscription ? (
        <Skeleton className="h-16" />
      ) : (
        <Details subscription={subscription} />
      )}
    </CardSection>
  );
}

function Actions({ subscription }: { subscription: Subscription }) {
  if (subscription.tierName === "Free" && !hasBillingPortal(subscription)) {
    return (
      <Link to="/membership" className={buttonClass("primary", "sm")}>
        See plans
      </Link>
    );
  }
  return (
    <div className="flex flex-wrap items-start gap-2">
      {hasBillingPortal(subscription) ? <PortalButton testId="manage-billing">Manage billing</PortalButton> : null}
      <Link to="/membership" className={buttonClass("outline", "sm")}>
        Compare plans
      </Link>
    </div>
  );
}

function Field({ label, testId, children }: { label: ReactNode; testId?: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-surface-2 px-4 py-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="mt-1 text-sm font-medium text-ink" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function Details({ subscription }: { subscription: Subscription }) {
  const live = liveStripeSources(subscription);
  // The Stripe plan behind the tier shown, else any live one (an NFT may give a higher tier than the one paid for).
  const stripe = live.find((s) => s.tierName === subscription.tierName) ?? live[0];
  const periodEnd = stripe
    ? stripe.currentPeriodEnd
    : subscription.kind === "stripe"
      ? subscription.currentPeriodEnd
      : null;
  const isEnding = stripe ? stripe.cancelAtPeriodEnd : subscription.cancelAtPeriodEnd;
  const pastDue = isPastDue(subscription);
  const card = paymentMethodParts(subscription.paymentMethod);

  return (
    <div className="space-y-4">
      <dl className="grid gap-3 sm:grid-cols-2">
        <Field label="Plan" testId="subscription-plan">
          <TierBadge tier={subscription.tierName} />
        </Field>
        <Field label="Status">
          <span className={pastDue ? "text-danger" : undefined} data-testid="subscription-status">
            {statusLabel(subscription)}
          </span>
          {pastDue ? (
            <PortalButton variant="secondary" className="mt-2" testId="update-payment-method">
              Update payment method
            </PortalButton>
          ) : null}
        </Field>
        <Field label={isEnding ? "Ends on" : "Renews on"} testId="subscription-renewal">
          {periodEnd ? formatDate(periodEnd) : subscription.kind === "nft" ? "While you hold the NFT" : "—"}
        </Field>
        <Field label="Payment method">
          {card?.last4 ? (
            <>
              {/* Shown as "Visa •••• 4242"; a screen reader hears "Visa ending in 4242" instead of four bullets. */}
              <span aria-hidden data-testid="subscription-payment-method">
                {formatPaymentMethod(subscription.paymentMethod)}
              </span>
              <span className="sr-only">
                {card.brand} ending in {card.last4}
              </span>
            </>
          ) : (
            <span data-testid="subscription-payment-method">{formatPaymentMethod(subscription.paymentMethod)}</span>
          )}
        </Field>
      </dl>
      {subscription.sources.length > 0 ? (
        <div className="space-y-2">
          <h3 className="text-sm font-medium text-ink">Why you have this tier</h3>
          <ul className="space-y-1.5 text-sm text-muted" data-testid="subscription-sources">
            {subscription.sources.map((source, i) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: sources can be alike; the server's order is kept
                key={`${source.kind}-${source.kind === "nft" ? source.tokenId : source.tierName}-${i}`}
                className="flex gap-2"
              >
                <span aria-hidden>•</span>
                <span>{sourceLine(source)}</span>
              </li>
            ))}
          </ul>
          {hasSeveralSources(subscription) ? (
            <p className="text-xs text-muted">
              More than one applies; the higher tier, {subscription.tierName}, is the one shown.
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
