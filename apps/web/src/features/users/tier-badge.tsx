import type { SubscriptionTier } from "@questhq/core";
import { Crown, Gem, Sparkles, User } from "lucide-react";
import { Badge, type BadgeTone } from "@/components/ui/badge";

const look: Record<SubscriptionTier, { tone: BadgeTone; icon: typeof User }> = {
  Free: { tone: "neutral", icon: User },
  Member: { tone: "brand", icon: Sparkles },
  Whale: { tone: "accent", icon: Gem },
  Pro: { tone: "warning", icon: Crown },
};

export function TierBadge({ tier }: { tier: SubscriptionTier }) {
  const { tone, icon: Icon } = look[tier] ?? look.Free;
  return (
    <Badge tone={tone}>
      <Icon className="size-3" aria-hidden />
      <span>
        <span className="sr-only">Tier: </span>
        {tier}
      </span>
    </Badge>
  );
}
