import { Link } from "@tanstack/react-router";
import { Building2, Rocket } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { PlaceholderPage } from "@/components/ui/placeholder-page";

export function CreateMissionPage() {
  return (
    <PlaceholderPage
      icon={Rocket}
      eyebrow="Step 1 of 4 · coming next"
      title="Create a mission"
      description="Missions belong to an organization. The wizard walks through details, objectives, the reward and a final review."
      upcoming={[
        "Title, description, dates and chain",
        "Objectives: social, on-chain, Steam and more",
        "Reward: allowlist, raffle or NFT mint",
        "Review and publish",
      ]}
    >
      <Link to="/organizations" className={buttonClass("primary")}>
        <Building2 className="size-4" aria-hidden />
        Your organizations
      </Link>
      <Link to="/create-organization" className={buttonClass("secondary")}>
        Create an organization
      </Link>
    </PlaceholderPage>
  );
}
