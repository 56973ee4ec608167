import { PRO_PLAN_PRICE_USD_PER_MONTH } from "@questhq/core";
import { Link } from "@tanstack/react-router";
import { Crown } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { PlaceholderPage } from "@/components/ui/placeholder-page";
import { useRouteTitle } from "@/lib/use-document-title";

export function MembershipPage() {
  useRouteTitle("/membership");
  return (
    <PlaceholderPage
      icon={Crown}
      eyebrow="Membership · coming next"
      title="Become a member"
      description={`Member and Whale tiers come with a membership NFT; Pro is $${PRO_PLAN_PRICE_USD_PER_MONTH} per month.`}
      upcoming={[
        "Member, Whale and Pro tiers compared",
        "Card checkout and billing portal",
        "Member Discord access",
        "Membership NFT boosters",
      ]}
    >
      <Link to="/settings" className={buttonClass("secondary")}>
        Your subscription
      </Link>
    </PlaceholderPage>
  );
}
