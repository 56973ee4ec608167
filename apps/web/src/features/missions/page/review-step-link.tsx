import type { MissionView } from "@questhq/core";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { buttonClass } from "@/components/ui/button";

/** The way from a mission's page back to its wizard's review step, shown only to those who may edit it. */
export function ReviewStepLink({ mission, children }: { mission: MissionView; children: ReactNode }) {
  if (!mission.can_edit) return null;
  return (
    <Link
      to="/edit-mission/$missionId/review"
      params={{ missionId: mission.id }}
      className={buttonClass("secondary", "sm")}
    >
      {children}
    </Link>
  );
}
