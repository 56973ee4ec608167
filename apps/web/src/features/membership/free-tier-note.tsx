import type { Entitlements } from "@questhq/core";
import { Check } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { TierIcon } from "@/features/users/index";
import { benefitLines } from "./membership-format";
import { cn } from "@/lib/cn";

/** What every account gets without paying; the paid cards above add to it. */
export function FreeTierNote({
  entitlements,
  isCurrent,
}: {
  entitlements: Entitlements | undefined;
  isCurrent: boolean;
}) {
  // An operator may give Free something of its own (TIER_ENTITLEMENTS); by default it gets the missions' own terms.
  const extras = entitlements ? benefitLines(entitlements) : [];
  return (
    <section
      aria-labelledby="plan-free-title"
      data-testid="plan-card-Free"
      className={cn(
        "flex flex-col gap-3 rounded-card border border-dashed",
        "border-line px-5 py-4 sm:flex-row sm:items-center",
      )}
    >
      <div className="flex items-center gap-3">
        <TierIcon tier="Free" className="size-8 [&>svg]:size-4" />
        <h3 id="plan-free-title" className="font-semibold text-ink">
          Free
        </h3>
        {isCurrent ? (
          <Badge tone="success">
            <Check className="size-3" aria-hidden />
            Your tier
          </Badge>
        ) : null}
      </div>
      <p className="text-sm text-muted sm:ml-2">
        {extras.length > 0
          ? `Every account: ${extras.join(", ")}.`
          : "Every account can join missions with each mission's own free raffle entries and skip X objectives at " +
            "the full $HQ price."}
      </p>
    </section>
  );
}
