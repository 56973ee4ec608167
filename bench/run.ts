// `npm run bench`: throughput and latency of an empty route, /api/health and one authenticated
// database read (GET /api/v1/users/credits), each as a ratio of the empty route, on embedded
// PGlite and, when one answers, on PostgreSQL (TEST_DATABASE_URL / BENCH_DATABASE_URL).
// Later issues add their rows to ROWS below.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import net from "node:net";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { createSiweMessage } from "viem/siwe";
import { buildApp } from "../apps/server/src/app";
import { openDatabase } from "../apps/server/src/db/client";
import { loadEnv } from "../apps/server/src/env";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

type Row = { name: string; path: string; auth?: boolean };
const ROWS: Row[] = [
  { name: "empty route", path: "/__bench/empty" },
  { name: "GET /api/health", path: "/api/health" },
  { name: "GET /api/v1/users/credits (session + DB read)", path: "/api/v1/users/credits", auth: true },
];

type Result = { name: string; rps: number; p50: number; p99: number; errors: number; non2xx: number };

async function signIn(base: string): Promise<string> {
  const account = privateKeyToAccount(generatePrivateKey());
  const nonceRes = await fetch(`${base}/api/auth/siwe/nonce`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
  const { nonce } = (await nonceRes.json()) as { nonce: string };
  const u = new URL(base);
  const message = createSiweMessage({
    domain: u.host,
    uri: u.origin,
    address: account.address,
    chainId: 1,
    nonce,
    version: "1",
    issuedAt: new Date(),
  });
  const signature = await account.signMessage({ message });
  const res = await fetch(`${base}/api/auth/siwe/verify`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ message, signature }),
  });
  if (!res.ok) throw new Error(`bench sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}

async function measure(url: string, headers: Record<string, string>): Promise<Omit<Result, "name">> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx };
}

async function runOn(label: string, dbOpts: { databaseUrl?: string; dataDir?: string }): Promise<Result[]> {
  const database = await openDatabase(dbOpts);
  const port = await freePort();
  const env = loadEnv({
    NODE_ENV: "production",
    AUTH_SECRET: randomBytes(24).toString("hex"),
    LOG_LEVEL: "silent",
    PORT: String(port),
    RATE_LIMIT_MAX: "1000000000",
    AUTH_RATE_LIMIT_MAX: "1000000000",
    WEB_DIST_DIR: "/nonexistent",
  });
  const app = await buildApp({ env, database, logger: false });
  app.get("/__bench/empty", { schema: { hide: true } }, async () => ({}));
  await app.listen({ port, host: "127.0.0.1" });
  const base = `http://localhost:${port}`;
  const cookie = await signIn(base);
  const results: Result[] = [];
  try {
    for (const row of ROWS) {
      await measure(`${base}${row.path}`, row.auth ? { cookie } : {}); // warm-up pass, discarded
      const m = await measure(`${base}${row.path}`, row.auth ? { cookie } : {});
      results.push({ name: row.name, ...m });
      process.stdout.write(`  ${label}: ${row.name} done\n`);
    }
  } finally {
    // autocannon drops its sockets at the deadline; let handlers still running finish first.
    await new Promise((r) => setTimeout(r, 500));
    await app.close();
  }
  return results;
}

function print(label: string, results: Result[]) {
  const base = results[0]!;
  console.log(`\n${label} (${CONNECTIONS} connections, ${DURATION_S}s per row)`);
  console.log("route".padEnd(50), "req/s".padStart(10), "p50 ms".padStart(8), "p99 ms".padStart(8), "rps ratio".padStart(10), "p99 ratio".padStart(10));
  for (const r of results) {
    console.log(
      r.name.padEnd(50),
      r.rps.toFixed(0).padStart(10),
      r.p50.toFixed(1).padStart(8),
      r.p99.toFixed(1).padStart(8),
      (r.rps / base.rps).toFixed(2).padStart(10),
      (r.p99 / Math.max(base.p99, 1)).toFixed(2).padStart(10),
      r.errors || r.non2xx ? `  (${r.errors} errors, ${r.non2xx} non-2xx)` : "",
    );
  }
}

async function postgresAvailable(url: string): Promise<string | null> {
  const name = `questhq_bench_${randomBytes(4).toString("hex")}`;
  try {
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    await c.connect();
    await c.query(`CREATE DATABASE ${name}`);
    await c.end();
    const u = new URL(url);
    u.pathname = `/${name}`;
    return u.toString();
  } catch {
    return null;
  }
}

async function dropDb(adminUrl: string, dbUrl: string) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  await c.query(`DROP DATABASE IF EXISTS ${new URL(dbUrl).pathname.slice(1)} WITH (FORCE)`);
  await c.end();
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), "questhq-bench-"));
  try {
    print("PGlite (embedded)", await runOn("pglite", { dataDir: dir }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const pgAdmin = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const pgUrl = await postgresAvailable(pgAdmin);
  if (!pgUrl) {
    console.log("\nPostgreSQL: not reachable, skipped (set BENCH_DATABASE_URL).");
    return;
  }
  try {
    print("PostgreSQL", await runOn("postgres", { databaseUrl: pgUrl }));
  } finally {
    await dropDb(pgAdmin, pgUrl);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
