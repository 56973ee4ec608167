import type { MissionPhase } from "@questhq/core";
import { Badge, type BadgeTone } from "@/components/ui/badge";

const LABELS: Record<MissionPhase, { label: string; tone: BadgeTone }> = {
  draft: { label: "Draft", tone: "neutral" },
  upcoming: { label: "Upcoming", tone: "accent" },
  live: { label: "Live", tone: "success" },
  paused: { label: "Paused", tone: "warning" },
  ended: { label: "Ended", tone: "neutral" },
  closed: { label: "Closed", tone: "neutral" },
  completed: { label: "Completed", tone: "accent" },
  archived: { label: "Archived", tone: "danger" },
};

export function MissionStatusBadge({ phase }: { phase: MissionPhase }) {
  const { label, tone } = LABELS[phase];
  return <Badge tone={tone}>{label}</Badge>;
}
