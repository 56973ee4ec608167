import { Link } from "@tanstack/react-router";
import { Star } from "lucide-react";
import { buttonClass } from "@/components/ui/button";

/**
 * The foot of a modal that points to the weekly challenges (the welcome modal, the Saga announcement): a way out,
 * and "Complete Challenges", which closes the modal as it opens the dashboard's challenges tab.
 */
export function ChallengesActions({ dismissLabel, onClose }: { dismissLabel: string; onClose: () => void }) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <button type="button" className={buttonClass("ghost")} onClick={onClose}>
        {dismissLabel}
      </button>
      <Link to="/dashboard" search={{ tab: "challenges" }} className={buttonClass("primary")} onClick={onClose}>
        <Star className="size-4" aria-hidden />
        Complete Challenges
      </Link>
    </div>
  );
}
