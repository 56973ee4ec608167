import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { MAIN_FILE } from "../build";
import { openDatabase } from "./db/client";
import { parseExposition, sumOf } from "./test/prometheus-text";
import { buildServerOnce } from "./test/compiled-server";

// The server as production runs it: the output of the build, started with plain node (no TypeScript at start), as its
// own process, alone or as a cluster of workers.

const serverDir = path.resolve(path.dirname(MAIN_FILE), "..");
const cleanups: (() => Promise<void> | void)[] = [];

beforeAll(async () => {
  await buildServerOnce(); // other files start it too
}, 120_000);

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

type Started = { child: ChildProcess; port: number; dataDir: string; output(): string; exited: Promise<number | null> };

/** `node dist/main.js` in production mode on a free port; only the settings given here, not the test runner's. */
async function startCompiled(settings: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "questhq-compiled-"));
  const child = spawn(process.execPath, [MAIN_FILE], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      AUTH_SECRET: randomBytes(24).toString("hex"),
      TOKEN_ENCRYPTION_KEY: randomBytes(32).toString("hex"),
      CHAIN_SIGNER_PRIVATE_KEY: randomBytes(32).toString("hex"),
      // No SMTP server here, so no email sign-in (production refuses to start with neither).
      EMAIL_SIGN_IN: "false",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      VERIFY_POLL_MS: "0",
      NEWS_INGEST_INTERVAL_MINUTES: "0",
      INDEXER_POLL_MS: "0",
      ...settings,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGKILL");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { child, port, dataDir, output: () => output, exited };
}

/** One request on its own connection (the cluster hands out connections, not requests). */
function get(
  port: number,
  urlPath: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path: urlPath, headers, agent: false }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
  });
}

async function until(what: string, server: Started, check: () => Promise<boolean> | boolean, timeoutMs = 75_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.child.exitCode !== null)
      throw new Error(`server exited (${server.child.exitCode}) before ${what}:\n${server.output()}`);
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`no ${what} within ${timeoutMs / 1000} s:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const answers = (server: Started, urlPath: string) =>
  get(server.port, urlPath).then(
    (r) => r.status === 200,
    () => false, // not listening yet
  );

const logLines = (server: Started) =>
  server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

async function freshPostgres(adminUrl: string): Promise<string> {
  const name = `questhq_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

// A start on a fresh embedded database (migrations included) takes seconds, more on a busy machine.
describe("the compiled server", { timeout: 90_000 }, () => {
  it("starts with node on an embedded database and answers its health and readiness probes", async () => {
    const server = await startCompiled({});
    await until("readiness", server, () => answers(server, "/api/ready"));
    const health = await get(server.port, "/api/health");
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toEqual({ status: "ok" });
    const ready = await get(server.port, "/api/ready");
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toMatchObject({ status: "ready", database: "pglite" });
    // Migrations were read from src/db/migrations through the bundle's rewritten import.meta.url.
    const running = `QuestHQ is running at http://localhost:${server.port} (database: pglite)`;
    expect(logLines(server).some((l) => l.msg === running)).toBe(true);
    expect(logLines(server).some((l) => /^applied \d+ migrations: 0000_init, /.test(String(l.msg)))).toBe(true);

    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    // PGlite's thread closed the data folder before the process ended: a backup may open it (db/backup/).
    expect(existsSync(path.join(server.dataDir, "pglite", "postmaster.pid"))).toBe(false);
  });

  it("names the TypeScript source in a stack trace (source maps on)", async () => {
    // A file where the data folder should be: opening the embedded database fails in db/client.ts.
    const notAFolder = path.join(mkdtempSync(path.join(tmpdir(), "questhq-compiled-")), "file");
    writeFileSync(notAFolder, "");
    cleanups.push(() => rmSync(path.dirname(notAFolder), { recursive: true, force: true }));
    const server = await startCompiled({ DATA_DIR: notAFolder });
    expect(await server.exited).toBe(1);
    // One line naming the setting, whose JSON keeps the error's stack for a bug report.
    const [line, ...more] = server.output().trim().split("\n");
    expect(more).toEqual([]);
    const fatal = JSON.parse(line!) as { setting: string; msg: string; err: { stack: string } };
    expect(fatal.setting).toBe("DATA_DIR");
    expect(fatal.msg).toMatch(/^DATA_DIR: could not open the embedded database in .*: .*ENOTDIR/);
    expect(fatal.err.stack).toMatch(/at openDatabase \(.*src\/db\/client\.ts:\d+:\d+\)/);
  });

  it("serves its metrics on METRICS_PORT only, its requests counted there", async () => {
    const metricsPort = await freePort();
    const server = await startCompiled({ METRICS_PORT: String(metricsPort) });
    await until("readiness", server, () => answers(server, "/api/ready"));
    for (let i = 0; i < 3; i++) expect((await get(server.port, "/api/health")).status).toBe(200);
    expect((await get(server.port, "/metrics")).status).toBe(404);
    const scraped = await get(metricsPort, "/metrics");
    expect(scraped.status).toBe(200);
    const samples = parseExposition(scraped.body);
    expect(sumOf(samples, "questhq_http_requests_total", { route: "/api/health", status_code: "200" })).toBe(3);
    expect(sumOf(samples, "questhq_process_resident_memory_bytes")).toBeGreaterThan(0);
    expect(logLines(server).some((l) => l.msg === `metrics at http://127.0.0.1:${metricsPort}/metrics`)).toBe(true);

    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });

  it("refuses several processes on the embedded database, with the reason", async () => {
    const server = await startCompiled({ SERVER_PROCESSES: "2" });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(
      "SERVER_PROCESSES: 2 processes need PostgreSQL (DATABASE_URL); the embedded PGlite",
    );
    expect(server.output()).not.toContain("listening");
  });
});

// These need a PostgreSQL server: they run in the PostgreSQL pass (TEST_DATABASE_URL, as .ci/run sets it).
const adminUrl = process.env.TEST_DATABASE_URL;
describe.runIf(adminUrl)("several server processes on one PostgreSQL", { timeout: 90_000 }, () => {
  it("migrates a fresh database once when servers open it at the same time", async () => {
    const url = await freshPostgres(adminUrl!);
    const opened = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url, poolSize: 2 })));
    const [first] = opened;
    const applied = await first!.query<{ hash: string }>("select hash from drizzle.__drizzle_migrations");
    const journal = JSON.parse(readFileSync(path.join(serverDir, "src/db/migrations/meta/_journal.json"), "utf8")) as {
      entries: unknown[];
    };
    expect(applied).toHaveLength(journal.entries.length);
    for (const database of opened) await database.close();
  });

  it("starts two workers that both serve, and stops them all on SIGTERM", async () => {
    const url = await freshPostgres(adminUrl!);
    const server = await startCompiled({ DATABASE_URL: url, SERVER_PROCESSES: "2" });
    const running = `QuestHQ is running at http://localhost:${server.port} with 2 processes (database: postgres)`;
    await until("both workers listening", server, () => logLines(server).some((l) => l.msg === running));
    // The primary migrated the fresh database and said so, once.
    expect(
      logLines(server)
        .filter((l) => String(l.msg).startsWith("applied "))
        .map((l) => l.pid),
    ).toEqual([server.child.pid]);
    const ready = await get(server.port, "/api/ready");
    expect(JSON.parse(ready.body)).toMatchObject({ status: "ready", database: "postgres" });

    // Each request on a new connection, with its own id: the log line of that id says which process answered it.
    const ids = Array.from({ length: 12 }, (_, i) => `cluster-test-${i}-${randomBytes(4).toString("hex")}`);
    // Not a probe: /api/health and /api/ready are logged at debug only.
    for (const id of ids) expect((await get(server.port, "/api/v1/config", { "x-request-id": id })).status).toBe(200);
    await until("every request logged", server, () => {
      const logged = new Set(
        logLines(server)
          .filter((l) => l.msg === "request completed")
          .map((l) => l.reqId),
      );
      return ids.every((id) => logged.has(id));
    });
    const servedBy = new Set(
      logLines(server)
        .filter((l) => l.msg === "request completed" && ids.includes(String(l.reqId)))
        .map((l) => l.pid),
    );
    const workerPids = new Set(
      logLines(server)
        .filter((l) => l.msg === "worker listening")
        .map((l) => l.pid),
    );
    expect(workerPids.size).toBe(2);
    expect(servedBy).toEqual(workerPids);
    expect(servedBy.has(server.child.pid)).toBe(false); // the primary serves nothing

    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    for (const pid of workerPids) expect(() => process.kill(pid as number, 0)).toThrow(/ESRCH/);
    const stopped = logLines(server)
      .filter((l) => l.msg === "shutting down: draining requests")
      .map((l) => l.pid);
    expect(new Set(stopped)).toEqual(workerPids);
  });

  it("answers a scrape of the metrics port with the sum of its workers' series", async () => {
    const url = await freshPostgres(adminUrl!);
    const metricsPort = await freePort();
    const server = await startCompiled({ DATABASE_URL: url, SERVER_PROCESSES: "2", METRICS_PORT: String(metricsPort) });
    const running = `QuestHQ is running at http://localhost:${server.port} with 2 processes (database: postgres)`;
    await until("both workers listening", server, () => logLines(server).some((l) => l.msg === running));
    const ids = Array.from({ length: 12 }, (_, i) => `metrics-test-${i}-${randomBytes(4).toString("hex")}`);
    // Not a probe: /api/health and /api/ready are logged at debug only.
    for (const id of ids) expect((await get(server.port, "/api/v1/config", { "x-request-id": id })).status).toBe(200);
    await until("every request logged", server, () => {
      const logged = new Set(logLines(server).map((l) => l.reqId));
      return ids.every((id) => logged.has(id));
    });
    const servedBy = new Set(
      logLines(server)
        .filter((l) => l.msg === "request completed" && ids.includes(String(l.reqId)))
        .map((l) => l.pid),
    );
    expect(servedBy.size).toBe(2); // each worker counted some of them…

    const scraped = await get(metricsPort, "/metrics");
    expect(scraped.status).toBe(200);
    const samples = parseExposition(scraped.body);
    // …and the scrape adds them up.
    expect(sumOf(samples, "questhq_http_requests_total", { route: "/api/v1/config", status_code: "200" })).toBe(12);
    // The database's queue depths are the same for every worker: the largest, not the sum (nothing is due here).
    expect(sumOf(samples, "questhq_webhook_outbox_depth")).toBe(0);
    // Two pools of the workers' connections, each at least one connection open by now.
    expect(sumOf(samples, "questhq_db_pool_connections")).toBeGreaterThanOrEqual(2);

    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });
});
