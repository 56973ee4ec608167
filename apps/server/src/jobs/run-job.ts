import { SpanStatusCode, trace } from "@opentelemetry/api";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { jobState, type JobState } from "../db/schema/index";
import { withJobLock } from "../lib/job-lock";
import { jobLastSuccess, jobRunDuration, jobRuns } from "../lib/metrics";
import type { JobDefinition } from "./registry";

// One run of a job in one process, and its record in job_state, which every process reads and writes: that shared
// row is how a process knows a lock job was already run for this interval by another, and how a failing job backs
// off on every process at once.

/** A failing job is run again after its interval doubled per failure in a row, up to this (or its interval). */
export const MAX_BACKOFF_MS = 2 * 60_000;

export function backoffMs(everyMs: number, failures: number): number {
  return Math.min(everyMs * 2 ** failures, Math.max(everyMs, MAX_BACKOFF_MS));
}

export type RunResult =
  /** This process ran it. */
  | { ran: true; error?: unknown; nextRunAt: Date }
  /** Another process holds its lock, or it is not due: the next look is `nextRunAt` (when known). */
  | { ran: false; nextRunAt?: Date };

async function stateOf(db: Db, name: string): Promise<JobState | undefined> {
  const [row] = await db.select().from(jobState).where(eq(jobState.name, name));
  return row;
}

async function runAndRecord(db: Db, job: JobDefinition): Promise<RunResult> {
  const started = new Date();
  const state = await stateOf(db, job.name);
  const next = state?.nextRunAt;
  // A lock job waits for its due time (another process may have just run it); a claims job runs on every process's
  // own schedule, except while the job backs off after a failure.
  if (next && next > started && (job.lease.kind === "lock" || state.failures > 0))
    return { ran: false, nextRunAt: next };
  await db
    .insert(jobState)
    .values({ name: job.name, lastStartedAt: started })
    .onConflictDoUpdate({ target: jobState.name, set: { lastStartedAt: started } });
  try {
    await job.run();
  } catch (error) {
    const finished = new Date();
    const message = error instanceof Error ? error.message : String(error);
    // Counted in the database: runs failing on several processes add up to one backoff.
    const [row] = await db
      .update(jobState)
      .set({
        lastFinishedAt: finished,
        lastOutcome: "failed",
        lastError: message,
        lastErrorAt: finished,
        failures: sql`${jobState.failures} + 1`,
      })
      .where(eq(jobState.name, job.name))
      .returning({ failures: jobState.failures });
    const nextRunAt = new Date(finished.getTime() + backoffMs(job.everyMs, row?.failures ?? 1));
    await db.update(jobState).set({ nextRunAt }).where(eq(jobState.name, job.name));
    return { ran: true, error, nextRunAt };
  }
  const nextRunAt = new Date(started.getTime() + job.everyMs);
  await db
    .update(jobState)
    .set({ lastFinishedAt: new Date(), lastOutcome: "ok", failures: 0, nextRunAt })
    .where(eq(jobState.name, job.name));
  return { ran: true, nextRunAt };
}

async function runInTurn(db: Db, job: JobDefinition): Promise<RunResult> {
  if (job.lease.kind === "claims") return runAndRecord(db, job);
  const locked = await withJobLock(db, job.lease.key, () => runAndRecord(db, job));
  return locked.ran ? locked.value : { ran: false };
}

/** A run's span (lib/tracing): its statements and outgoing requests are its children. A no-op unless tracing is on. */
const tracer = trace.getTracer("questhq-jobs");

/**
 * Runs `job` once if it is this process's turn, recording the run in job_state (and in the metrics), in a span of
 * its own when tracing is on.
 */
export function runJob(db: Db, job: JobDefinition): Promise<RunResult> {
  return tracer.startActiveSpan(`job ${job.name}`, { root: true }, async (span) => {
    try {
      const result = await runAndCount(db, job);
      span.setAttribute("questhq.job.ran", result.ran);
      if (result.ran && result.error !== undefined) {
        span.recordException(result.error instanceof Error ? result.error : String(result.error));
        span.setStatus({ code: SpanStatusCode.ERROR });
      }
      return result;
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
      throw error;
    } finally {
      span.end();
    }
  });
}

async function runAndCount(db: Db, job: JobDefinition): Promise<RunResult> {
  const started = performance.now();
  let result: RunResult;
  try {
    result = await runInTurn(db, job);
  } catch (error) {
    // The record itself failed (the database is down): the run did not happen as it should have.
    jobRuns.inc({ job: job.name, outcome: "failed" });
    throw error;
  }
  if (!result.ran) {
    jobRuns.inc({ job: job.name, outcome: "skipped" });
    return result;
  }
  const isOk = result.error === undefined;
  jobRuns.inc({ job: job.name, outcome: isOk ? "ok" : "failed" });
  jobRunDuration.observe({ job: job.name }, (performance.now() - started) / 1000);
  if (isOk) jobLastSuccess.set({ job: job.name }, Date.now() / 1000);
  return result;
}
