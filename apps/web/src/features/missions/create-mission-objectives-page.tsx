import { Link } from "@tanstack/react-router";
import { ListChecks } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { PlaceholderPage } from "@/components/ui/placeholder-page";

export function CreateMissionObjectivesPage() {
  return (
    <PlaceholderPage
      icon={ListChecks}
      eyebrow="Step 2 of 4 · coming next"
      title="Mission objectives"
      description="After a mission is created, add the objectives participants complete to earn credits and qualify."
      upcoming={[
        "Twitter/X, YouTube, Discord and Telegram objectives",
        "On-chain checks and link clicks",
        "Steam and custom-list objectives",
        "Reorder, edit and delete objectives",
      ]}
    >
      <Link to="/create-mission" className={buttonClass("secondary")}>
        Back to step 1
      </Link>
    </PlaceholderPage>
  );
}
