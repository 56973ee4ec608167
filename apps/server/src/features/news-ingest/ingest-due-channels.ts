import type { FastifyInstance } from "fastify";
import { withJobLock } from "../../lib/job-lock";
import { ingestConfig, newsFixturesOn } from "./config";
import { ensureFixtureChannels } from "./fixture-channels";
import { runIngest } from "./run-ingest";

// In-process schedule: every NEWS_INGEST_INTERVAL_MINUTES the due channels are read. Off in
// tests (they call runIngest directly) unless the interval is set explicitly; 0 disables it.
// Every server runs the schedule, but a run holds the "news-ingest" job lock (lib/job-lock.ts): the near-duplicate
// check (the same story from another channel) reads before it writes, so two channels carrying one story must not be
// ingested at the same moment by two servers. A server that finds the lock taken skips the tick: the channels it would
// have read are in the holder's run or due at the next tick. The holder claims its channels with a lease
// (run-ingest.ts), so the channels of a run that dies mid-way are due again when the lease ends.

export function startNewsIngest(app: FastifyInstance): { stop(): Promise<void> } {
  const minutes = app.env.NEWS_INGEST_INTERVAL_MINUTES;
  const explicit = process.env.NEWS_INGEST_INTERVAL_MINUTES !== undefined;
  if (minutes <= 0 || (app.env.NODE_ENV === "test" && !explicit)) return { stop: async () => {} };
  const config = ingestConfig(app.env);
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    const db = app.database.db;
    running = withJobLock(db, "news-ingest", async () => {
      if (newsFixturesOn(app.env)) await ensureFixtureChannels(db, app.env);
      return runIngest(db, config);
    })
      .then((run) => {
        if (!run.ran) return;
        const s = run.value;
        if (s.results.length)
          app.log.info(
            { ok: s.channelsOk, failed: s.channelsFailed, new: s.itemsNew, updated: s.itemsUpdated },
            "news ingestion run",
          );
      })
      .catch((err) => app.log.error({ err }, "news ingestion run failed"))
      .finally(() => (running = null));
  };
  // First run shortly after start-up (the server must be listening to serve its own fixtures).
  const first = setTimeout(tick, 5_000);
  const timer = setInterval(tick, minutes * 60_000);
  first.unref();
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
