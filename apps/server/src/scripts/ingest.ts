// `npm run ingest`: read every channel's feed once (whether due or not), printing a line per
// channel and a summary. With NEWS_FIXTURES on, the fixture feeds are served by a local fake
// server for the run, so the demo channels ingest offline without the app running.
import { openDatabase } from "../db/client";
import { loadEnv } from "../env";
import { ingestConfig, newsFixturesOn } from "../features/news/ingest/config";
import { runIngest } from "../features/news/ingest/run-ingest";
import { ensureFixtureChannels } from "../features/news/ingest/fixture-channels";

const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
const config = ingestConfig(env);
let fixtures: { close(): Promise<void> } | undefined;
if (newsFixturesOn(env)) {
  // The demo channels point at 127.0.0.1:PORT/sandbox/feeds; serve them there unless the app already does.
  const { default: Fastify } = await import("fastify");
  const { fakeProviders } = await import("@questhq/fakes");
  const app = Fastify({ logger: false });
  await app.register(fakeProviders, { prefix: "/sandbox", baseUrl: () => `http://127.0.0.1:${env.PORT}/sandbox` });
  try {
    await app.listen({ port: env.PORT, host: "127.0.0.1" });
    fixtures = app;
    console.log(`Serving fixture feeds at http://127.0.0.1:${env.PORT}/sandbox/feeds for this run.`);
  } catch {
    await app.close();
    console.log(`Port ${env.PORT} is in use (the app is running?): reading fixture feeds from it.`);
  }
}

if (newsFixturesOn(env)) await ensureFixtureChannels(database.db, env);
const summary = await runIngest(database.db, config, {
  all: true,
  onChannel: (r) => {
    const s = r.stats;
    const line =
      r.ok && s
        ? `ok     ${r.channel.slug.padEnd(28)} ${String(s.entries).padStart(4)} entries  ${s.created} new  ` +
          `${s.duplicates} duplicate  ${s.updated} updated  ${s.mentions} topic tags` +
          (s.articleErrors.length ? `  (${s.articleErrors.length} article pages refused or failed)` : "")
        : `FAILED ${r.channel.slug.padEnd(28)} ${r.error}`;
    console.log(`${line}  [${Math.round(r.ms)} ms]`);
  },
});
await fixtures?.close();
await database.close();
console.log(
  `\nChannels: ${summary.channelsOk} ok, ${summary.channelsFailed} failed. ` +
    `Items: ${summary.itemsNew} new, ${summary.itemsDuplicate} duplicate, ${summary.itemsUpdated} updated. ` +
    `Topics tagged: ${summary.topicsTagged}. Backfilled: ${summary.backfilled}. ` +
    `${summary.itemsPerSecond.toFixed(1)} items/s over ${summary.seconds.toFixed(1)} s.`,
);
