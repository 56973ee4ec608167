import cluster, { type Worker } from "node:cluster";
import { pino, type Logger } from "pino";
import { buildApp } from "./app";
import { describeMigrations, openDatabase, type Database } from "./db/client";
import { EnvError, loadEnv, type Env } from "./env";
import { checkDependencies } from "./features/system/startup-checks";
import { StartupError } from "./lib/startup-error";
import { tracingSettings } from "./env-tracing";
import type { Tracing } from "./lib/tracing/start-tracing";
import { seedIfEmpty } from "./db/seed/seed";
import { startLocalChain } from "./features/chain/local-chain";
import { provisionAllObjectives } from "./features/sandbox/provision-objective";
import { restoreSandboxLinks } from "./features/sandbox/restore-sandbox-links";
import { setUpSandboxPlans } from "./features/membership/sandbox-plans";
import { newsFixturesOn } from "./features/news/ingest/config";
import { removeFixtureChannels } from "./features/news/ingest/fixture-channels";
import {
  answerClusterMetricsRequests,
  clusterMetricsSource,
  processMetricsSource,
  startMetricsListener,
  type MetricsSource,
} from "./features/metrics/index";

// Process entry: validate env, open the database (migrations run there), seed the demo on first start, listen, and
// shut down gracefully on SIGINT/SIGTERM. With SERVER_PROCESSES > 1 this first process does the once-only part
// (local chain, migrations, seed) and then only supervises that many node:cluster workers, which share the port.

/** The primary's grace for its workers: longer than a worker's own 10 s, so that a draining worker is not cut short. */
const WORKERS_GRACE_MS = 15_000;

type Log = Pick<Logger, "info" | "warn" | "error">;

/** Opens (and migrates) the database; a failure past the start-up checks still names the setting at fault. */
async function openDatabaseNamed(env: Env, poolSize?: number): Promise<Database> {
  try {
    return await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize });
  } catch (err) {
    const why = err instanceof Error ? err.message.split("\n")[0] : String(err);
    if (env.DATABASE_URL) {
      throw new StartupError("DATABASE_URL", `could not bring the schema up to date: ${why}`, err);
    }
    throw new StartupError("DATA_DIR", `could not open the embedded database in ${env.DATA_DIR}/pglite: ${why}`, err);
  }
}

/** A port this process cannot listen on, named by its setting (another server, or another program, holds it). */
function listenFailure(setting: string, host: string, port: number, err: unknown): unknown {
  const code = (err as { code?: string }).code;
  if (code === "EADDRINUSE") return new StartupError(setting, `${host}:${port} is already in use by another program`);
  if (code === "EACCES") return new StartupError(setting, `${host}:${port} needs privileges this process lacks`);
  if (code === "EADDRNOTAVAIL") return new StartupError(setting, `${host} is not an address of this machine`);
  return err;
}

/** Where this deployment keeps its files, once per start (DATA_DIR is resolved to an absolute path in env.ts). */
function logDataDir(env: Env, log: Log) {
  log.info({ dataDir: env.DATA_DIR }, `data folder: ${env.DATA_DIR}`);
}

/** The metrics listener when METRICS_PORT is set (features/metrics): this process's series, or the cluster's sum. */
async function listenForMetrics(env: Env, source: MetricsSource, log: Log) {
  if (env.METRICS_PORT === undefined) return null;
  const port = env.METRICS_PORT;
  const listener = await startMetricsListener({
    host: env.METRICS_HOST,
    port,
    token: env.METRICS_TOKEN,
    source,
    log,
  }).catch((err: unknown) => {
    throw listenFailure("METRICS_PORT", env.METRICS_HOST, port, err);
  });
  log.info(`metrics at http://${env.METRICS_HOST}:${listener.port}/metrics`);
  return listener;
}

/** Once per deployment start, whatever the number of processes: the demo seed and the start-up clean-up. */
async function prepareData(database: Database, env: Env, log: Log, shouldSeed: boolean) {
  if (shouldSeed) {
    const seeded = await seedIfEmpty(database.db, log, env);
    if (seeded) log.info("demo data seeded (sign in as admin@demo.local or with the local development wallet)");
  }
  // Sandbox news channels exist only while their fixture feeds are served.
  if (!newsFixturesOn(env)) {
    const removed = await removeFixtureChannels(database.db);
    if (removed) log.info({ removed }, "news: sandbox fixture channels removed (NEWS_FIXTURES is off)");
  }
}

/**
 * One serving process: the whole server when SERVER_PROCESSES is 1, else a cluster worker, whose database the
 * primary has already migrated and seeded and whose local chain (if any) the primary runs.
 */
async function runServer(env: Env, role: "single" | "worker") {
  const tracing = await startTracingIfAsked(env);
  const shouldSeed = env.SEED_DEMO ?? !env.isProduction;
  // Demo mode: a local chain with the platform's contracts, so wallet flows work offline.
  // Before the local chain starts (it is ours); the primary checked them before starting its workers.
  if (role === "single") await checkDependencies(env);
  const localChain = role === "single" ? await startLocalChain(env, shouldSeed) : null;
  const database = await openDatabaseNamed(env);
  const app = await buildApp({ env, database });
  if (role === "single") {
    logDataDir(env, app.log);
    app.log.info(describeMigrations(database.migrations));
  }
  // Hooks now: the sandbox's set-up below uses app.inject, which starts the app, and a started app takes no hook.
  let metrics: Awaited<ReturnType<typeof listenForMetrics>> = null;
  app.addHook("onClose", async () => {
    await metrics?.close();
    await localChain?.close();
    // Last: the spans of the requests that just drained are sent before the process ends.
    await tracing?.shutdown();
  });
  if (role === "single") await prepareData(database, env, app.log, shouldSeed);
  // The provider fakes keep their world in memory: every mission's targets are created again.
  await provisionAllObjectives(database.db, app.sandbox, app.log);
  await restoreSandboxLinks(database.db, env, app.sandbox, app.log);

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

  if (role === "single") metrics = await listenForMetrics(env, processMetricsSource(), app.log);
  else if (env.METRICS_PORT !== undefined) answerClusterMetricsRequests();
  await app.listen({ port: env.PORT, host: env.HOST }).catch((err: unknown) => {
    throw listenFailure("PORT", env.HOST, env.PORT, err);
  });
  await setUpSandboxPlans(app);
  if (role === "single") app.log.info(`QuestHQ is running at ${env.PUBLIC_URL} (database: ${database.kind})`);
  else app.log.info("worker listening");
}

/** A serving process's logger before its app has one (the app's own is configured alike, in app.ts). */
function processLogger(env: Env): Logger {
  return pino({
    level: env.LOG_LEVEL,
    ...(env.isProduction || !process.stdout.isTTY ? {} : { transport: { target: "pino-pretty" } }),
  });
}

/**
 * OpenTelemetry tracing when an OTLP endpoint is set (lib/tracing), first of all in a serving process: the database's
 * first connections are then opened with the instrumented driver. The SDK is loaded only then.
 */
async function startTracingIfAsked(env: Env): Promise<Tracing | null> {
  const settings = tracingSettings(env);
  if (!settings) return null;
  const { startTracing } = await import("./lib/tracing/start-tracing");
  return startTracing(settings, processLogger(env));
}

/** The cluster's first process: the once-only start-up work, then SERVER_PROCESSES workers, replaced if one dies. */
async function runPrimary(env: Env) {
  const log = processLogger(env);
  const count = env.SERVER_PROCESSES;
  const shouldSeed = env.SEED_DEMO ?? !env.isProduction;
  await checkDependencies(env);
  const localChain = await startLocalChain(env, shouldSeed);
  try {
    logDataDir(env, log);
    // Migrations (in openDatabase) and the seed run here, before any worker opens the database.
    const database = await openDatabaseNamed(env, 2);
    log.info(describeMigrations(database.migrations));
    try {
      await prepareData(database, env, log, shouldSeed);
    } finally {
      await database.close();
    }
  } catch (err) {
    await localChain?.close();
    throw err;
  }
  if (!env.REDIS_URL) {
    log.warn(
      `REDIS_URL is not set: each of the ${count} processes counts rate limits on its own (up to ${count}× the limit)`,
    );
  }
  // The workers read the environment again; the local chain's RPC URL is the one thing the primary learnt at start.
  const workerEnv = env.CHAIN_RPC_URLS ? { CHAIN_RPC_URLS: JSON.stringify(env.CHAIN_RPC_URLS) } : {};

  const alive = new Set<Worker>();
  const listening = new Set<Worker>();
  let announced = false;
  let closing = false;
  let failed = false;
  const fork = () => alive.add(cluster.fork(workerEnv));

  // Up before the workers: a scrape meanwhile gets the sum of those already answering.
  const metrics = await listenForMetrics(env, clusterMetricsSource(), log).catch(async (err: unknown) => {
    await localChain?.close(); // e.g. METRICS_PORT already taken
    throw err;
  });
  const finish = async () => {
    await metrics?.close();
    await localChain?.close();
    log.info({ failed }, "all workers stopped");
    process.exit(failed ? 1 : 0);
  };
  const shutdown = (reason: string) => {
    if (closing) return;
    closing = true;
    log.info({ reason, workers: alive.size }, "shutting down: workers drain their requests");
    for (const worker of alive) worker.process.kill("SIGTERM");
    const force = setTimeout(() => {
      log.error(`workers still running after ${WORKERS_GRACE_MS / 1000} s: killed`);
      for (const worker of alive) worker.process.kill("SIGKILL");
      failed = true;
    }, WORKERS_GRACE_MS);
    force.unref();
    if (alive.size === 0) void finish();
  };

  cluster.on("listening", (worker) => {
    listening.add(worker);
    if (!announced && listening.size === count) {
      announced = true;
      log.info(`QuestHQ is running at ${env.PUBLIC_URL} with ${count} processes (database: postgres)`);
    }
  });
  cluster.on("exit", (worker, code, signal) => {
    alive.delete(worker);
    const served = listening.delete(worker);
    // pino's own `pid` is this supervisor's; the worker's is `worker`.
    const pid = worker.process.pid;
    if (closing) {
      // A worker asked to stop before it had its handlers (still starting) ends by the signal itself.
      if (code !== 0 && signal !== "SIGTERM" && signal !== "SIGINT") failed = true;
      if (alive.size === 0) void finish();
      return;
    }
    if (!served) {
      // It never reached listen: the next one would fail the same way (bad setting, database or port).
      log.error({ worker: pid, code, signal }, "a worker failed to start");
      failed = true;
      shutdown("worker start-up failed");
      return;
    }
    log.error({ worker: pid, code, signal }, "a worker stopped unexpectedly: starting another");
    fork();
  });
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));

  log.info({ workers: count }, "starting workers");
  for (let i = 0; i < count; i++) fork();
}

/**
 * A start that cannot go on ends with one line per cause, naming the setting (docs/self-hosting.md): plain text in a
 * terminal, a JSON line for a process manager's log otherwise.
 */
function stopStarting(err: unknown): never {
  const lines =
    err instanceof EnvError
      ? err.issues.map((i) => ({ setting: i.setting, message: `${i.setting}: ${i.why}`, detail: undefined }))
      : err instanceof StartupError
        ? [{ setting: err.setting, message: err.message, detail: err.detail }]
        : null;
  if (process.stderr.isTTY) {
    if (lines) for (const line of lines) console.error(`QuestHQ cannot start. ${line.message}`);
    else console.error("QuestHQ cannot start: an unexpected error", err);
  } else {
    const log = pino({ level: "fatal" }, pino.destination({ fd: 2, sync: true }));
    if (lines) {
      for (const { setting, message, detail } of lines)
        log.fatal({ setting, ...(detail ? { err: detail } : {}) }, message);
    } else log.fatal({ err }, `unexpected error at start-up: ${err instanceof Error ? err.message : String(err)}`);
  }
  process.exit(1);
}

async function main() {
  const env = loadEnv();
  if (env.SERVER_PROCESSES === 1) await runServer(env, "single");
  else if (cluster.isPrimary) await runPrimary(env);
  else await runServer(env, "worker");
}

main().catch(stopStarting);
