import { CheckCircle2, Circle, type LucideIcon, SkipForward } from "lucide-react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Spinner } from "@/components/ui/spinner";
import { queuedVerificationMessage } from "@questhq/core";
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

/**
 * The line under a pending objective: "Checking again automatically · in 2 minutes", or, while it waits for the
 * provider's rate limit, "Queued — about 3 minutes · 12th in line" (the place moves as others go).
 */
export function PendingNote({
  nextAttemptAt,
  queuePosition = null,
  className,
}: {
  nextAttemptAt: string | null;
  queuePosition?: number | null;
  className?: string;
}) {
  const now = useNow(1000);
  if (queuePosition !== null && nextAttemptAt) {
    const waitMs = Date.parse(nextAttemptAt) - now;
    return (
      <span className={className}>
        {queuedVerificationMessage(waitMs)} ·{" "}
        {queuePosition === 1 ? "next in line" : `${ordinal(queuePosition)} in line`}
      </span>
    );
  }
  const when = relativeFromNow(nextAttemptAt, now);
  return (
    <span className={className}>
      Checking again automatically
      {when ? ` · ${when}` : " · any moment now"}
    </span>
  );
}

/** 2 → "2nd", 11 → "11th", 23 → "23rd". */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n.toLocaleString("en-US")}${suffix}`;
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
