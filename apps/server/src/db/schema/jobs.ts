import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// The background jobs' shared record (apps/server/src/jobs/): one row per job of the registry, written by whichever
// process runs it, so every process (and the operators' page) sees the same last run, next run and last error, and a
// failing job backs off on every process at once rather than on the one that saw it fail.

export const JOB_OUTCOMES = ["ok", "failed"] as const;
export type JobOutcome = (typeof JOB_OUTCOMES)[number];

export const jobState = pgTable("job_state", {
  /** The registry's name of the job (jobs/registry.ts). */
  name: text("name").primaryKey(),
  lastStartedAt: timestamp("last_started_at", { withTimezone: true }),
  lastFinishedAt: timestamp("last_finished_at", { withTimezone: true }),
  lastOutcome: text("last_outcome", { enum: JOB_OUTCOMES }),
  /** Kept after later successful runs, with its time, so an operator sees what went wrong last. */
  lastError: text("last_error"),
  lastErrorAt: timestamp("last_error_at", { withTimezone: true }),
  /** Failed runs in a row: the backoff before the next run grows with it; a successful run sets it back to 0. */
  failures: integer("failures").notNull().default(0),
  /** When the job is due again (its interval after the last start, or the backoff after a failure). */
  nextRunAt: timestamp("next_run_at", { withTimezone: true }),
});
export type JobState = typeof jobState.$inferSelect;
