import type { FastifyInstance } from "fastify";
import { ingestConfig, newsFixturesOn } from "./config";
import { ensureFixtureChannels } from "./fixture-channels";
import { runIngest } from "./run-ingest";

// In-process schedule: every NEWS_INGEST_INTERVAL_MINUTES the due channels are read. Off in
// tests (they call runIngest directly) unless the interval is set explicitly; 0 disables it.

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
    running = (newsFixturesOn(app.env) ? ensureFixtureChannels(db, app.env) : Promise.resolve())
      .then(() => runIngest(db, config))
      .then((s) => {
        if (s.results.length) app.log.info({ ok: s.channelsOk, failed: s.channelsFailed, new: s.itemsNew, updated: s.itemsUpdated }, "news ingestion run");
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
