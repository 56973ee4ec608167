import { CheckCircle2, Circle, type LucideIcon, SkipForward } from "lucide-react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Spinner } from "@/components/ui/spinner";
import { useNow } from "../page/use-now";
import { relativeFromNow } from "./relative-time";
import type { ObjectiveState, ObjectiveStatus } from "./use-participant";

type IconBadge = { tone: BadgeTone; icon: LucideIcon; label: string };

// Every state but pending (its spinner is not an icon) shows one icon and one word; visiting reads as incomplete.
const INCOMPLETE: IconBadge = { tone: "neutral", icon: Circle, label: "Incomplete" };
const ICON_BADGES: Record<Exclude<ObjectiveState, "pending">, IconBadge> = {
  completed: { tone: "success", icon: CheckCircle2, label: "Completed" },
  skipped: { tone: "success", icon: SkipForward, label: "Skipped" },
  visiting: INCOMPLETE,
  incomplete: INCOMPLETE,
};

/** Completed / Skipped / Pending (with a spinner) / Incomplete. */
export function ObjectiveStatusBadge({ status }: { status: ObjectiveStatus }) {
  if (status.state === "pending") {
    return (
      <Badge tone="warning">
        <Spinner className="size-3" />
        Pending
      </Badge>
    );
  }
  const { tone, icon: Icon, label } = ICON_BADGES[status.state];
  return (
    <Badge tone={tone}>
      <Icon className="size-3.5" aria-hidden />
      {label}
    </Badge>
  );
}

/** The line under a pending objective: "Checking again automatically · in 2 minutes". */
export function PendingNote({ nextAttemptAt, className }: { nextAttemptAt: string | null; className?: string }) {
  const now = useNow(1000);
  const when = relativeFromNow(nextAttemptAt, now);
  return (
    <span className={className}>
      Checking again automatically
      {when ? ` · ${when}` : " · any moment now"}
    </span>
  );
}

/** Self-attested completions (link visits, video watches) are trusted, not checked: said quietly. */
export function SelfAttestedNote() {
  return (
    <span
      className="text-[11px] text-faint"
      title="Completed on your word: this objective cannot be checked with the provider."
    >
      Self-attested
    </span>
  );
}
