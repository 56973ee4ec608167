import { Link } from "@tanstack/react-router";
import { ClipboardCheck } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { PlaceholderPage } from "@/components/ui/placeholder-page";

export function CreateMissionReviewPage() {
  return (
    <PlaceholderPage
      icon={ClipboardCheck}
      eyebrow="Step 4 of 4 · coming next"
      title="Review your mission"
      description="Once the reward is saved, check every detail of the mission before publishing it."
      upcoming={["Summary of details, objectives and reward", "Jump back to any step to edit", "Publish the mission"]}
    >
      <Link to="/create-mission/objectives" className={buttonClass("secondary")}>
        Back to objectives
      </Link>
    </PlaceholderPage>
  );
}
