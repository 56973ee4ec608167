import { CheckCircle2, Circle, SkipForward } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Spinner } from "@/components/ui/spinner";
import { useNow } from "../page/use-now";
import { relativeFromNow } from "./relative-time";
import type { ObjectiveStatus } from "./use-participant";

/** Completed / Skipped / Pending (with a spinner) / Incomplete. */
export function ObjectiveStatusBadge({ status }: { status: ObjectiveStatus }) {
  switch (status.state) {
    case "completed":
      return (
        <Badge tone="success">
          <CheckCircle2 className="size-3.5" aria-hidden />
          Completed
        </Badge>
      );
    case "skipped":
      return (
        <Badge tone="success">
          <SkipForward className="size-3.5" aria-hidden />
          Skipped
        </Badge>
      );
    case "pending":
      return (
        <Badge tone="warning">
          <Spinner className="size-3" />
          Pending
        </Badge>
      );
    default:
      return (
        <Badge>
          <Circle className="size-3.5" aria-hidden />
          Incomplete
        </Badge>
      );
  }
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
