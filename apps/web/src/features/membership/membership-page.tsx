import { PAID_TIERS, type PaidTier, type Subscription } from "@questhq/core";
import type { Plan, TierEntitlements } from "@questhq/core/schemas/responses/membership";
import { getRouteApi, Link, useNavigate } from "@tanstack/react-router";
import { Settings, Wallet } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { PageHeader } from "@/components/ui/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { useSession } from "@/features/session/index";
import { useSubscription } from "@/features/users/index";
import { useRouteTitle } from "@/lib/use-document-title";
import { CheckoutBanner, type CheckoutOutcome } from "./checkout-banner";
import { FreeTierNote } from "./free-tier-note";
import { benefitLines } from "./membership-format";
import { cardAction, isHeldThroughNft, isPastDue } from "./membership-rules";
import { PastDueNotice } from "./past-due-notice";
import { PlanCard } from "./plan-card";
import { CheckoutFailedMessage, ProSubscriptionModal } from "./pro-subscription-modal";
import { checkoutFailureDetail, entitlementsOf, useCheckout, usePlans, useTierEntitlements } from "./queries";

const route = getRouteApi("/membership");

export function MembershipPage() {
  useRouteTitle("/membership");
  const outcome = useCheckoutOutcome();
  const { isSignedIn } = useSession();
  const { subscription, error: subscriptionError, refetch: refetchSubscription } = useSubscription();

  return (
    <div>
      <PageHeader
        eyebrow="Membership"
        title="Choose your tier"
        description={
          // The table is the operator's (TIER_ENTITLEMENTS), so the cards say who gets what; this stays general.
          "Paid tiers add free raffle entries, a weekly Saga booster, cheaper X skips and organizer tools. " +
          "Pay by card through Stripe; a Membership or Whale NFT gives its tier too."
        }
        actions={
          isSignedIn ? (
            <Link to="/settings" hash="subscription" className={buttonClass("secondary", "sm")}>
              <Settings className="size-4" aria-hidden />
              Your subscription
            </Link>
          ) : null
        }
      />
      {outcome.value ? <CheckoutBanner outcome={outcome.value} onDismiss={outcome.dismiss} /> : null}
      {isPastDue(subscription) ? <PastDueNotice /> : null}
      {isSignedIn && subscriptionError && !subscription ? (
        <ErrorState
          className="mb-6 py-5"
          title="Your current tier could not be loaded"
          error={subscriptionError}
          onRetry={() => void refetchSubscription()}
        />
      ) : null}
      <Plans subscription={isSignedIn ? subscription : null} />
    </div>
  );
}

/**
 * ?checkout=success|cancelled, as Stripe sent the browser back. Kept in state and removed from the address at once,
 * so a reload or a shared link does not show the banner (and poll) again.
 */
function useCheckoutOutcome(): { value: CheckoutOutcome | null; dismiss: () => void } {
  const search = route.useSearch();
  const navigate = useNavigate();
  const [value, setValue] = useState<CheckoutOutcome | null>(search.checkout ?? null);
  useEffect(() => {
    if (!search.checkout && !search.session_id) return;
    if (search.checkout) setValue(search.checkout);
    void navigate({ to: "/membership", search: {}, replace: true });
  }, [search.checkout, search.session_id, navigate]);
  return { value, dismiss: () => setValue(null) };
}

function PlansSkeleton() {
  return (
    <div role="status" aria-label="Loading plans" className="grid gap-4 lg:grid-cols-3">
      {PAID_TIERS.map((tier) => (
        <Skeleton key={tier} className="h-96" />
      ))}
    </div>
  );
}

/** The three paid tiers; `subscription` is null signed out and undefined while it loads. */
function Plans({ subscription }: { subscription: Subscription | null | undefined }) {
  const plans = usePlans();
  const tiers = useTierEntitlements();

  return (
    <section aria-labelledby="plans-title" className="space-y-4">
      <h2 id="plans-title" className="sr-only">
        Plans
      </h2>
      {plans.isPending || tiers.isPending ? (
        <PlansSkeleton />
      ) : plans.error || tiers.error ? (
        <ErrorState
          title="The plans could not be loaded"
          error={plans.error ?? tiers.error}
          onRetry={() => {
            if (plans.error) void plans.refetch();
            if (tiers.error) void tiers.refetch();
          }}
        />
      ) : plans.data.length === 0 ? (
        <EmptyState
          icon={Wallet}
          title="Plans are not available yet — the operator has not set up billing."
          description="Membership and Whale NFT holders keep their tier in the meantime."
        />
      ) : (
        <PlanGrid plans={plans.data} table={tiers.data} subscription={subscription} />
      )}
      {tiers.data ? (
        <FreeTierNote entitlements={entitlementsOf(tiers.data, "Free")} isCurrent={subscription?.tierName === "Free"} />
      ) : null}
    </section>
  );
}

function PlanGrid({
  plans,
  table,
  subscription,
}: {
  plans: Plan[];
  table: TierEntitlements;
  subscription: Subscription | null | undefined;
}) {
  const navigate = useNavigate();
  const [isProOpen, setIsProOpen] = useState(false);
  // The Pro card's button, focused again when the modal closes (the modal has no Radix trigger to return to).
  const proOpener = useRef<HTMLElement | null>(null);
  const checkout = useCheckout({
    onSignedOut: () => void navigate({ to: "/sign-in", search: { redirect_url: "/membership" } }),
  });
  const toolLabels = Object.fromEntries(table.organizerTools.map((t) => [t.id, t.label]));
  const benefitsOf = (tier: PaidTier) => {
    const entitlements = entitlementsOf(table, tier);
    return entitlements ? benefitLines(entitlements, toolLabels) : [];
  };
  const planOf = (tier: PaidTier) => plans.find((p) => p.tierName === tier);
  const startingTier = checkout.isRedirecting ? checkout.variables?.tierName : undefined;
  const failure = checkout.isError ? { detail: checkoutFailureDetail(checkout.error) } : null;

  const choose = (tier: PaidTier) => {
    const plan = planOf(tier);
    if (!plan) return;
    checkout.reset();
    // Pro says what it unlocks before leaving for Stripe; Member and Whale go straight to checkout
    // (docs/product/membership.md#checkout-and-billing).
    if (tier === "Pro") {
      proOpener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setIsProOpen(true);
    } else checkout.mutate(plan);
  };

  return (
    <>
      {failure && !isProOpen ? <CheckoutFailedMessage detail={failure.detail} /> : null}
      <div className="grid gap-4 lg:grid-cols-3">
        {PAID_TIERS.map((tier) => (
          <PlanCard
            key={tier}
            tier={tier}
            plan={planOf(tier)}
            benefits={benefitsOf(tier)}
            action={subscription === undefined ? undefined : cardAction(tier, subscription)}
            isCurrent={subscription?.tierName === tier}
            isHeldThroughNft={isHeldThroughNft(tier, subscription ?? null)}
            isStarting={startingTier === tier && !isProOpen}
            isBusy={checkout.isRedirecting}
            onChoose={choose}
          />
        ))}
      </div>
      <ProSubscriptionModal
        open={isProOpen}
        onOpenChange={(open) => {
          setIsProOpen(open);
          if (!open && checkout.isError) checkout.reset();
        }}
        plan={planOf("Pro")}
        benefits={benefitsOf("Pro")}
        isStarting={startingTier === "Pro"}
        onCloseAutoFocus={(event) => {
          if (!proOpener.current?.isConnected) return;
          event.preventDefault();
          proOpener.current.focus();
        }}
        error={isProOpen ? failure : null}
        onContinue={() => {
          const plan = planOf("Pro");
          if (plan) checkout.mutate(plan);
        }}
      />
    </>
  );
}
