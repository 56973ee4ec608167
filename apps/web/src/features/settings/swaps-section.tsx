import { Link } from "@tanstack/react-router";
import { buttonClass } from "@/components/ui/button";
import { SwapHistory } from "@/features/bridge/index";
import { SettingsSection } from "../../components/settings-section";

export function SwapsSection() {
  return (
    <SettingsSection
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
    </SettingsSection>
  );
}
