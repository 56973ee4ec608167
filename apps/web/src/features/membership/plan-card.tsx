import type { PaidTier } from "@questhq/core";
import type { Plan } from "@questhq/core/schemas/responses/membership";
import { Link } from "@tanstack/react-router";
import { Check, Gem } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClass } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { TierIcon } from "@/features/users/index";
import { cn } from "@/lib/cn";
import type { CardAction } from "./membership-rules";
import { BenefitList } from "./benefit-list";
import { PlanPrice } from "./plan-price";
import { PortalButton } from "./portal-button";

export type PlanCardProps = {
  tier: PaidTier;
  /** Stripe's price for the tier; absent when the operator has not priced it. */
  plan: Plan | undefined;
  benefits: string[];
  /** Undefined while the viewer's subscription loads. */
  action: CardAction | undefined;
  isCurrent: boolean;
  isHeldThroughNft: boolean;
  /** This card's checkout is being started (or the browser is leaving for it). */
  isStarting: boolean;
  /** Another card's checkout is under way: one trip to Stripe at a time. */
  isBusy: boolean;
  onChoose: (tier: PaidTier) => void;
};

/** One paid tier on /membership: its price, what it gives, and what the viewer can do about it. */
export function PlanCard(props: PlanCardProps) {
  const { tier, plan, benefits, isCurrent, isHeldThroughNft } = props;
  const headingId = `plan-${tier.toLowerCase()}-title`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid={`plan-card-${tier}`}
      className={cn(
        "flex flex-col gap-5 rounded-card border bg-surface p-5 sm:p-6",
        isCurrent ? "border-brand/60 ring-1 ring-brand/40" : "border-line",
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          <TierIcon tier={tier} />
          <h3 id={headingId} className="text-lg font-semibold text-ink">
            {tier}
          </h3>
        </div>
        {isCurrent ? (
          <Badge tone="success" className="mt-2">
            <Check className="size-3" aria-hidden />
            Your tier
          </Badge>
        ) : null}
      </div>
      {plan ? <PlanPrice plan={plan} /> : <p className="text-sm text-muted">Not on sale yet.</p>}
      {plan?.description ? <p className="text-sm text-muted">{plan.description}</p> : null}
      <BenefitList tier={tier} lines={benefits} className="flex-1" />
      {isHeldThroughNft ? (
        <p className="flex items-center gap-2 rounded-lg bg-surface-2 px-3 py-2 text-sm text-ink">
          <Gem className="size-4 shrink-0 text-accent" aria-hidden />
          Held through your membership NFT
        </p>
      ) : null}
      <CardActionArea {...props} />
    </article>
  );
}

const signInSearch = { redirect_url: "/membership" };

function CardActionArea({ tier, plan, action, isStarting, isBusy, isHeldThroughNft, onChoose }: PlanCardProps) {
  const testId = `plan-action-${tier}`;
  if (!action) return <Skeleton className="h-10 w-full" />;
  switch (action) {
    case "sign-in":
      return (
        <Link
          to="/sign-in"
          search={signInSearch}
          className={buttonClass("primary", "md", "w-full")}
          data-testid={testId}
        >
          Join
          <span className="sr-only"> {tier}</span>
        </Link>
      );
    case "manage":
      return (
        <PortalButton variant="secondary" size="md" className="[&>button]:w-full" testId={testId}>
          Manage billing
        </PortalButton>
      );
    case "included":
      // The NFT line above already says why; the same words twice would only be noise.
      return isHeldThroughNft ? null : (
        <p
          className="flex h-10 items-center justify-center gap-2 rounded-lg bg-surface-2 text-sm text-muted"
          data-testid={testId}
        >
          <Check className="size-4" aria-hidden />
          Included in your tier
        </p>
      );
    case "join":
    case "upgrade":
      return (
        <Button
          className="w-full"
          isLoading={isStarting}
          disabled={!plan || (isBusy && !isStarting)}
          onClick={() => onChoose(tier)}
          data-testid={testId}
        >
          {action === "join" ? "Join" : "Upgrade"}
          <span className="sr-only"> {tier}</span>
        </Button>
      );
  }
}
