import type { OperatorJob } from "@questhq/core/schemas/responses/operators";
import { countOf, formatDateTime } from "@questhq/core";

// How the operator page words a background job's schedule and record (GET /operator/jobs).

/** 5000 → "Every 5 seconds", 60000 → "Every minute"; null (off on the answering server) → "Off". */
export function scheduleLabel(everyMs: number | null): string {
  if (everyMs === null) return "Off";
  const units = [
    [3_600_000, "hour"],
    [60_000, "minute"],
    [1_000, "second"],
  ] as const;
  for (const [ms, unit] of units) {
    if (everyMs >= ms && everyMs % ms === 0)
      return everyMs === ms ? `Every ${unit}` : `Every ${countOf(everyMs / ms, unit)}`;
  }
  return `Every ${countOf(everyMs, "millisecond")}`;
}

export type RunState = { label: string; tone: "success" | "danger" | "brand" | "neutral" };

/** The last run's outcome as a badge: running now, ok, failed, or never run. */
export function lastRunState(job: Pick<OperatorJob, "running" | "last_outcome">): RunState {
  if (job.running) return { label: "Running", tone: "brand" };
  if (job.last_outcome === "ok") return { label: "OK", tone: "success" };
  if (job.last_outcome === "failed") return { label: "Failed", tone: "danger" };
  return { label: "Never run", tone: "neutral" };
}

/** An instant of the record in the site's date format; "—" when there is none. */
export const jobTime = (iso: string | null): string => (iso ? formatDateTime(new Date(iso)) : "—");

/** What a lease means for an operator: who runs the job when several servers run the schedule. */
export function leaseLabel(lease: OperatorJob["lease"]): string {
  return lease === "lock" ? "One server at a time" : "Shared by every server";
}
