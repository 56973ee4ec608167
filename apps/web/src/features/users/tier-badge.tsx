import type { MembershipTier } from "@questhq/core";
import { Crown, Gem, Sparkles, User } from "lucide-react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { cn } from "@/lib/cn";

const look: Record<MembershipTier, { tone: BadgeTone; icon: typeof User }> = {
  Free: { tone: "neutral", icon: User },
  Member: { tone: "brand", icon: Sparkles },
  Whale: { tone: "accent", icon: Gem },
  Pro: { tone: "warning", icon: Crown },
};

export function TierBadge({ tier }: { tier: MembershipTier }) {
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

const iconTones: Record<BadgeTone, string> = {
  neutral: "border-line bg-surface-3 text-muted",
  brand: "border-brand/30 bg-brand-soft text-brand",
  accent: "border-accent/30 bg-accent/10 text-accent",
  warning: "border-warning/30 bg-warning/10 text-warning",
  success: "border-success/30 bg-success/10 text-success",
  danger: "border-danger/30 bg-danger-soft text-danger",
};

/** The tier's icon in its badge colours, larger: the heading mark of a /membership card. Decorative. */
export function TierIcon({ tier, className }: { tier: MembershipTier; className?: string }) {
  const { tone, icon: Icon } = look[tier] ?? look.Free;
  return (
    <span
      aria-hidden
      className={cn("grid size-10 shrink-0 place-items-center rounded-full border", iconTones[tone], className)}
    >
      <Icon className="size-5" />
    </span>
  );
}
