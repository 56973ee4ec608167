import { getRouteApi, Link } from "@tanstack/react-router";
import { PencilLine } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { PlaceholderPage } from "@/components/ui/placeholder-page";

const route = getRouteApi("/edit-mission/$missionId/review");

export function EditMissionReviewPage() {
  const { missionId } = route.useParams();
  return (
    <PlaceholderPage
      icon={PencilLine}
      eyebrow="Edit mission · coming next"
      title={`Review changes to mission ${missionId}`}
      description="After a reward is saved in edit mode, review the updated mission before saving it."
      upcoming={["Side-by-side summary of the mission", "Edit any step again", "Save the updated mission"]}
    >
      <Link to="/organizations" className={buttonClass("secondary")}>
        Back to Mission Control
      </Link>
    </PlaceholderPage>
  );
}
