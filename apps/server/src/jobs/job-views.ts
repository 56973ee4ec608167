import type { OperatorJob } from "@questhq/core/schemas/responses/operators";
import type { Db } from "../db/client";
import { jobState, type JobState } from "../db/schema/index";
import type { JobDefinition } from "./registry";

export type JobView = OperatorJob;

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

function jobView(job: JobDefinition, state: JobState | undefined): JobView {
  const started = state?.lastStartedAt;
  const finished = state?.lastFinishedAt;
  return {
    name: job.name,
    description: job.description,
    kind: job.kind,
    lease: job.lease.kind,
    lease_detail: job.lease.kind === "lock" ? job.lease.key : job.lease.units,
    every_ms: job.everyMs > 0 ? job.everyMs : null,
    running: Boolean(started && (!finished || finished < started)),
    last_started_at: iso(started),
    last_finished_at: iso(finished),
    last_outcome: state?.lastOutcome ?? null,
    last_error: state?.lastError ?? null,
    last_error_at: iso(state?.lastErrorAt),
    failures: state?.failures ?? 0,
    next_run_at: iso(state?.nextRunAt),
  };
}

/** The registry's jobs in its order, each with the record every process shares. */
export async function jobViews(db: Db, jobs: readonly JobDefinition[]): Promise<JobView[]> {
  const rows = await db.select().from(jobState);
  const byName = new Map(rows.map((r) => [r.name, r]));
  return jobs.map((job) => jobView(job, byName.get(job.name)));
}
