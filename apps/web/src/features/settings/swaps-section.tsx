import { Link } from "@tanstack/react-router";
import { buttonClass } from "@/components/ui/button";
import { SwapHistory } from "@/features/bridge/index";
import { CardSection } from "../../components/card-section";

export function SwapsSection() {
  return (
    <CardSection
      id="swaps"
      title="Swaps"
      description="What you swapped and bridged on QuestHQ, newest first."
      actions={
        <Link to="/bridge" className={buttonClass("secondary", "sm")}>
          Bridge & swap
        </Link>
      }
    >
      <SwapHistory />
    </CardSection>
  );
}
