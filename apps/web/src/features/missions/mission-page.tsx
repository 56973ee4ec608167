import { getRouteApi, Link } from "@tanstack/react-router";
import { Trophy } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { PlaceholderPage } from "@/components/ui/placeholder-page";

const route = getRouteApi("/missions/$slug");

export function MissionPage() {
  const { slug } = route.useParams();
  return (
    <PlaceholderPage
      icon={Trophy}
      eyebrow="Mission · coming next"
      title={`Mission: ${slug}`}
      description="A published mission: its objectives, reward and entry, with your progress as you complete it."
      upcoming={[
        "Objectives with Completed / Incomplete badges",
        "Enter for free or for $HQ",
        "Raffle results and winner next steps",
        "NFT mint panel for mint rewards",
      ]}
    >
      <Link to="/explore" className={buttonClass("primary")}>
        Explore missions
      </Link>
    </PlaceholderPage>
  );
}
