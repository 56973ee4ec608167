import { buildApp } from "./app";
import { openDatabase } from "./db/client";
import { EnvError, loadEnv } from "./env";
import { seedIfEmpty } from "./db/seed/seed";
import { startLocalChain } from "./features/chain/local-chain";
import { provisionAllObjectives } from "./features/sandbox/provision-objective";
import { restoreSandboxLinks } from "./features/sandbox/restore-sandbox-links";
import { newsFixturesOn } from "./features/news-ingest/config";
import { removeFixtureChannels } from "./features/news-ingest/fixture-channels";

// Process entry: validate env, open the database (migrations run there), seed the demo
// on first start, listen, and shut down gracefully on SIGINT/SIGTERM.
async function main() {
  let env;
  try {
    env = loadEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const shouldSeed = env.SEED_DEMO ?? !env.isProduction;
  // Demo mode: a local chain with the platform's contracts, so wallet flows work offline.
  const localChain = await startLocalChain(env, shouldSeed);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const app = await buildApp({ env, database });
  app.addHook("onClose", async () => localChain?.close());
  if (shouldSeed) {
    const seeded = await seedIfEmpty(database.db, app.log);
    if (seeded) app.log.info("demo data seeded (sign in as admin@demo.local or with the local development wallet)");
  }
  // The provider fakes keep their world in memory: every mission's targets are created again.
  await provisionAllObjectives(database.db, app.sandbox, app.log);
  await restoreSandboxLinks(database.db, env, app.sandbox, app.log);
  // Sandbox news channels exist only while their fixture feeds are served.
  if (!newsFixturesOn(env)) {
    const removed = await removeFixtureChannels(database.db);
    if (removed) app.log.info({ removed }, "news: sandbox fixture channels removed (NEWS_FIXTURES is off)");
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: draining requests");
    const force = setTimeout(() => {
      app.log.error("forced exit after 10 s");
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close(); // stops accepting, waits for in-flight requests, closes the database
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, "error during shutdown");
      process.exit(1);
    }
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(`QuestHQ is running at ${env.PUBLIC_URL} (database: ${database.kind})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
