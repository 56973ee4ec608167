import { Link } from "@tanstack/react-router";
import { buttonClass } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useSubscription } from "@/features/users/queries";
import { TierBadge } from "@/features/users/tier-badge";
import { formatDate } from "@/lib/format";
import { SettingsSection } from "./settings-section";

export function SubscriptionSection() {
  const { subscription, error, refetch } = useSubscription();
  return (
    <SettingsSection
      id="subscription"
      title="Subscription"
      description="Your membership tier and billing period."
      actions={
        <Link to="/membership" className={buttonClass("outline", "sm")}>
          {subscription?.tierName === "Free" ? "See plans" : "Manage membership"}
        </Link>
      }
    >
      {error && !subscription ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : !subscription ? (
        <Skeleton className="h-16" />
      ) : (
        <dl className="grid gap-3 sm:grid-cols-3">
          <div className="rounded-xl bg-surface-2 px-4 py-3">
            <dt className="text-xs text-muted">Tier</dt>
            <dd className="mt-1">
              <TierBadge tier={subscription.tierName} />
            </dd>
          </div>
          <div className="rounded-xl bg-surface-2 px-4 py-3">
            <dt className="text-xs text-muted">Status</dt>
            <dd className="mt-1 text-sm font-medium capitalize text-ink">{subscription.status.replace("_", " ")}</dd>
          </div>
          <div className="rounded-xl bg-surface-2 px-4 py-3">
            <dt className="text-xs text-muted">{subscription.cancelAtPeriodEnd ? "Ends on" : "Renews on"}</dt>
            <dd className="mt-1 text-sm font-medium text-ink">
              {subscription.currentPeriodEnd ? formatDate(subscription.currentPeriodEnd) : "—"}
            </dd>
          </div>
        </dl>
      )}
    </SettingsSection>
  );
}
