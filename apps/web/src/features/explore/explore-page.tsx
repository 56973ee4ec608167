import { Link } from "@tanstack/react-router";
import { Compass } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { PlaceholderPage } from "@/components/ui/placeholder-page";

export function ExplorePage() {
  return (
    <PlaceholderPage
      icon={Compass}
      eyebrow="Explore · coming next"
      title="Explore missions"
      description="Find missions from organizations across web3, complete their objectives and enter for rewards."
      upcoming={[
        "Live, upcoming and ended missions",
        "Filters by chain, reward type and organization",
        "Allowlist places, raffle entries and NFT mints",
        "Your progress on each mission at a glance",
      ]}
    >
      <Link to="/organizations" className={buttonClass("primary")}>
        Go to Mission Control
      </Link>
      <Link to="/atlas" className={buttonClass("secondary")}>
        Read the Atlas
      </Link>
    </PlaceholderPage>
  );
}
