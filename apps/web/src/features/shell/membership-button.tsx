import { membershipButton } from "@questhq/core";
import { Link } from "@tanstack/react-router";
import { Crown, ExternalLink } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { useConfig } from "@/features/config/index";
import { useSubscription } from "@/features/users/index";

/** The membership button (docs/product/screens.md#membership-button); the caller hides it below medium width. */
export function MembershipButton() {
  const { subscription } = useSubscription();
  const { data: config } = useConfig();
  // Render nothing until the tier is known, so the label never flickers.
  if (!subscription) return null;
  const button = membershipButton(subscription.tierName);

  if ("external" in button) {
    if (!config?.memberDiscordUrl) return null;
    return (
      <a
        href={config.memberDiscordUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass("outline", "sm")}
      >
        {button.label}
        <ExternalLink className="size-3.5" aria-hidden />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link to={button.href} className={buttonClass("outline", "sm", "border-warning/40 text-warning")}>
      <Crown className="size-4" aria-hidden />
      {button.label}
    </Link>
  );
}
