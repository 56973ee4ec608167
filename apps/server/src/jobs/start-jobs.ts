import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client";
import { jobViews, type JobView } from "./job-views";
import { jobRegistry, type JobDefinition } from "./registry";
import { runJob } from "./run-job";

// Every process schedules every job of the registry (docs/ARCHITECTURE.md, "Background jobs on several instances");
// run-job.ts decides whose turn a run is. A job's runs never overlap within a process: the next one is timed when the
// last has ended, for the job's next due time as recorded in job_state (its interval, or its backoff after a failure).

export type Jobs = {
  /** Every job of the registry with its last run, next run and last error, as operators see them. */
  list(): Promise<JobView[]>;
  /** Stops scheduling and waits for the runs under way (the app's onClose, before the database closes). */
  stop(): Promise<void>;
};

type Log = { error(o: object, m: string): void; warn(o: object, m: string): void };

// Timers may fire a millisecond early; waking a little after the due time keeps a lock job from finding itself
// not yet due and waiting a whole round.
const WAKE_LATE_MS = 5;

function schedule(db: Db, job: JobDefinition, log: Log) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let stopped = false;
  // One log line per distinct failure in a row, not one per run while a node or a provider stays down.
  let lastFailure = "";
  const wakeIn = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(tick, Math.max(0, ms) + WAKE_LATE_MS);
    timer.unref();
  };
  const tick = () => {
    running = runJob(db, job)
      .then((result) => {
        if (result.ran && result.error !== undefined) {
          const err = result.error;
          const message = err instanceof Error ? err.message : String(err);
          if (message !== lastFailure) log.error({ err, job: job.name }, "background job failed");
          lastFailure = message;
        } else if (result.ran) lastFailure = "";
        wakeIn(result.nextRunAt ? result.nextRunAt.getTime() - Date.now() : job.everyMs);
      })
      .catch((err: unknown) => {
        // The record itself failed (the database is down or closing): look again an interval later.
        log.warn({ err, job: job.name }, "background job could not be run");
        wakeIn(job.everyMs);
      })
      .finally(() => (running = null));
  };
  wakeIn(job.firstRunAfterMs ?? job.everyMs);
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** Schedules the registry's jobs that are on (or `definitions`, for tests) in this process. */
export function startJobs(app: FastifyInstance, definitions: JobDefinition[] = jobRegistry(app)): Jobs {
  const db = app.database.db;
  const names = new Set(definitions.map((d) => d.name));
  if (names.size !== definitions.length) throw new Error("Two background jobs share a name.");
  const scheduled = definitions.filter((d) => d.everyMs > 0).map((d) => schedule(db, d, app.log));
  return {
    list: () => jobViews(db, definitions),
    stop: async () => {
      await Promise.all(scheduled.map((s) => s.stop()));
    },
  };
}
