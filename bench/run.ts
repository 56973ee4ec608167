// `npm run bench`: throughput and latency of an empty route, /api/health and one authenticated
// database read (GET /api/v1/users/credits), each as a ratio of the empty route, on embedded
// PGlite and, when one answers, on PostgreSQL (TEST_DATABASE_URL / BENCH_DATABASE_URL).
// Later issues add their rows to ROWS below. Missions part 2 adds the 1M-entry raffle draw
// (bench/draw.ts, in a child process) and the mission-launch spike (bench/spike.ts). The explore rows run against 100,000 published
// missions; the deep row starts its keyset page 50,000 missions down to show paging is flat.
import { execFile } from "node:child_process";
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
import { sql } from "drizzle-orm";
import type { Database } from "../apps/server/src/db/client";
import { encodeCursor } from "../apps/server/src/features/missions/explore-cursor";
import { printSpike, runSpike, type SpikePhase } from "./spike";
import { runIngestBench } from "./ingest";
import { chainBench, printChain } from "./chain";
import { NEWS_ITEMS, NEWS_ROWS, NEWS_TOPICS, seedNews, type NewsBenchContext } from "./news";
import { SAGA_USERS, seedSaga } from "./saga";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

const EXPLORE_MISSIONS = Number(process.env.BENCH_MISSIONS ?? 100_000);
const DEEP_OFFSET = Math.floor(EXPLORE_MISSIONS / 2);

type Row = { name: string; path: string | ((ctx: BenchContext) => string); auth?: boolean };
type BenchContext = { deepCursor: string; news: NewsBenchContext };
const ROWS: Row[] = [
  { name: "empty route", path: "/__bench/empty" },
  { name: "GET /api/health", path: "/api/health" },
  { name: "GET /api/v1/users/credits (session + DB read)", path: "/api/v1/users/credits", auth: true },
  { name: `explore page 1 (${EXPLORE_MISSIONS / 1000}k missions, featured)`, path: "/api/v1/missions?sort=featured&limit=12" },
  { name: `explore page at depth ${DEEP_OFFSET / 1000}k (keyset)`, path: (c) => `/api/v1/missions?sort=featured&limit=12&next=${c.deepCursor}` },
  { name: "explore on one chain, ending soon", path: "/api/v1/missions?blockchain=8453&sort=ending_soon&limit=12" },
  { name: "explore search \"mission 42\"", path: "/api/v1/missions?search=mission%2042&limit=12" },
  ...NEWS_ROWS.map((r) => ({ name: r.name, path: (c: BenchContext) => r.path(c.news) })),
  { name: `GET /api/v1/seasons/overview (${SAGA_USERS / 1000}k accounts)`, path: "/api/v1/seasons/overview", auth: true },
];

/** 100k published missions with rewards, in bulk SQL (a few seconds), plus a deep cursor. */
async function seedExplore(database: Database): Promise<Omit<BenchContext, "news">> {
  const db = database.db;
  await db.execute(sql`insert into organization (name, slug) values ('Bench Org', 'bench-org') on conflict do nothing`);
  await db.execute(sql`
    insert into mission (organization_id, title, slug, description, blockchain_chain_id, starts_at, ends_at, status, sort_weight, participant_count, published_at)
    select o.id, 'Bench mission ' || g, 'bench-mission-' || g, '', (array[1, 8453, 42161, 10, 137])[1 + g % 5],
           now() - interval '1 day', now() + (1 + g % 60) * interval '1 day', 'published', g % 7, (g * 7919) % 5000,
           now() - g * interval '1 second'
    from organization o, generate_series(1, ${EXPLORE_MISSIONS}) g where o.slug = 'bench-org'`);
  await db.execute(sql`
    insert into reward (mission_id, kind, title, blockchain_chain_id, selection_process, number_of_winners)
    select id, 'raffle', 'Bench prize', blockchain_chain_id, 'raffle', 10 from mission where slug like 'bench-mission-%'`);
  await db.execute(sql`analyze mission`);
  await db.execute(sql`analyze reward`);
  const rows = await db.execute<{ sort_weight: number; published_at: string; id: string }>(sql`
    select sort_weight, published_at, id from mission where status = 'published'
    order by sort_weight desc nulls last, published_at desc nulls last, id desc nulls last offset ${DEEP_OFFSET} limit 1`);
  const list = (rows as unknown as { rows?: unknown[] }).rows ?? (rows as unknown as unknown[]);
  const at = list[0] as { sort_weight: number; published_at: string | Date; id: string };
  const publishedAt = at.published_at instanceof Date ? at.published_at.toISOString() : new Date(at.published_at).toISOString();
  return { deepCursor: encodeCursor("featured", [at.sort_weight, publishedAt, at.id]) };
}

type Result = { name: string; rps: number; p50: number; p99: number; errors: number; non2xx: number };

async function signIn(base: string, ip?: string): Promise<string> {
  const via: Record<string, string> = ip ? { "x-forwarded-for": ip } : {};
  const account = privateKeyToAccount(generatePrivateKey());
  const nonceRes = await fetch(`${base}/api/auth/siwe/nonce`, { method: "POST", headers: { "content-type": "application/json", ...via }, body: "{}" });
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
    headers: { "content-type": "application/json", ...via },
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

function benchEnv(port: number, limits: Record<string, string>) {
  return loadEnv({
    NODE_ENV: "production",
    AUTH_SECRET: randomBytes(24).toString("hex"),
    // Required in production; a throwaway key (the bench signs nothing on a chain).
    CHAIN_SIGNER_PRIVATE_KEY: randomBytes(32).toString("hex"),
    LOG_LEVEL: "silent",
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    WEB_DIST_DIR: "/nonexistent",
    VERIFY_POLL_MS: "0",
    // Background ingestion (and its backfill of derived text) would compete with the measured requests.
    NEWS_INGEST_INTERVAL_MINUTES: "0",
    // The load generator plays the reverse proxy: simulated clients' IPs arrive in X-Forwarded-For from loopback.
    TRUST_PROXY: "loopback",
    ...limits,
  });
}

/** The launch spike on its own server with the production rate limits (per client IP). */
async function spikeOn(label: string, dbOpts: { databaseUrl?: string; dataDir?: string }): Promise<SpikePhase[]> {
  const database = await openDatabase(dbOpts);
  const port = await freePort();
  const app = await buildApp({ env: benchEnv(port, {}), database, logger: false });
  await app.listen({ port, host: "127.0.0.1" });
  try {
    return await runSpike(`http://localhost:${port}`, signIn, (line) => process.stdout.write(`  ${label} spike: ${line}\n`));
  } finally {
    await new Promise((r) => setTimeout(r, 500));
    await app.close();
  }
}

/** A bench script in a child process (its peak memory is its own); answers its last JSON line. */
function childBench(script: string, nodeArgs: string[] = []): Promise<Record<string, number | string | boolean>> {
  return new Promise((resolve, reject) => {
    execFile("npx", ["tsx", ...nodeArgs, path.join(import.meta.dirname, script)], { maxBuffer: 1 << 20 }, (err, stdout) => {
      if (err) return reject(err);
      resolve(JSON.parse(stdout.trim().split("\n").pop()!));
    });
  });
}

async function runOn(label: string, dbOpts: { databaseUrl?: string; dataDir?: string }): Promise<Result[]> {
  const database = await openDatabase(dbOpts);
  const port = await freePort();
  const env = benchEnv(port, { RATE_LIMIT_MAX: "1000000000", AUTH_RATE_LIMIT_MAX: "1000000000" });
  const app = await buildApp({ env, database, logger: false });
  app.get("/__bench/empty", { schema: { hide: true } }, async () => ({}));
  await app.listen({ port, host: "127.0.0.1" });
  const base = `http://localhost:${port}`;
  const seedStart = performance.now();
  const explore = await seedExplore(database);
  process.stdout.write(`  ${label}: ${EXPLORE_MISSIONS} missions seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)}s\n`);
  const newsStart = performance.now();
  const ctx: BenchContext = { ...explore, news: await seedNews(database) };
  process.stdout.write(`  ${label}: ${NEWS_ITEMS} news items, ${NEWS_TOPICS} topics seeded in ${((performance.now() - newsStart) / 1000).toFixed(1)}s\n`);
  const sagaStart = performance.now();
  await seedSaga(database);
  process.stdout.write(`  ${label}: a running Saga with ${SAGA_USERS} accounts seeded in ${((performance.now() - sagaStart) / 1000).toFixed(1)}s\n`);
  // Signed in after seeding: a connection left idle through minutes of seeding is closed by the server.
  const cookie = await signIn(base);
  const results: Result[] = [];
  try {
    for (const row of ROWS) {
      const url = `${base}${typeof row.path === "function" ? row.path(ctx) : row.path}`;
      const probe = await fetch(url, { headers: row.auth ? { cookie } : {} });
      if (!probe.ok) throw new Error(`${row.name}: ${probe.status} ${await probe.text()}`);
      await measure(url, row.auth ? { cookie } : {}); // warm-up pass, discarded
      const m = await measure(url, row.auth ? { cookie } : {});
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
  // --expose-gc: the entries' own memory is measured after a collection, so what follows is the draw's.
  const d = await childBench("draw.ts", ["--expose-gc"]);
  const drawMs = Number(d.drawMs);
  const beyond = Number(d.beyondEntriesMb);
  console.log(`\nRaffle draw (questhq-draw-v1): ${Number(d.entries).toLocaleString("en-US")} weighted entries (total weight ${Number(d.totalWeight).toLocaleString("en-US")}) → ${d.winners} winners, the list in canonical order as loaded`);
  console.log(`  draw ${drawMs.toFixed(0)} ms (target ≤ 250: ${drawMs <= 250 ? "met" : "SHORT"}); entry-list hash, computed when entries freeze, ${Number(d.hashMs).toFixed(0)} ms; both ${(drawMs + Number(d.hashMs)).toFixed(0)} ms`);
  console.log(`  memory: entries ${Number(d.entriesRssMb).toFixed(0)} MB resident, peak beyond them during hash and draw ${beyond.toFixed(0)} MB${d.peakIsOfDrawOnly ? "" : " (peak not resettable here: includes building them)"} (target ≤ 64: ${beyond <= 64 ? "met" : "SHORT"}); an unsorted list would first need a sort of ${Number(d.sortMs).toFixed(0)} ms`);
  const st = await childBench("settle.ts");
  console.log(`\nSaga settlement (questhq-saga-v1, ${st.engine}): ${Number(st.users).toLocaleString("en-US")} accounts → ${Number(st.rows).toLocaleString("en-US")} allocations published in ${Number(st.settleMs).toFixed(0)} ms (peak RSS ${Number(st.peakRssMb).toFixed(0)} MB); settling again: ${Number(st.againMs).toFixed(0)} ms, same table: ${st.isSameHash}`);
  const ing = runIngestBench();
  console.log(`\nAtlas ingestion (HTML → text → topic tagging): ${ing.items.toLocaleString("en-US")} items of ${(ing.avgBytes / 1024).toFixed(1)} KB against ${ing.topics.toLocaleString("en-US")} topics (${ing.patterns.toLocaleString("en-US")} patterns, automaton built in ${ing.buildMs.toFixed(0)} ms): ${ing.itemsPerSecond.toFixed(0)} items/s, ${ing.mentions.toLocaleString("en-US")} topic mentions found`);
  printChain(await chainBench());
  const dir = mkdtempSync(path.join(tmpdir(), "questhq-bench-"));
  const spikeDir = mkdtempSync(path.join(tmpdir(), "questhq-bench-spike-"));
  try {
    print("PGlite (embedded)", await runOn("pglite", { dataDir: dir }));
    printSpike("PGlite (embedded)", await spikeOn("pglite", { dataDir: spikeDir }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(spikeDir, { recursive: true, force: true });
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
  const spikeUrl = await postgresAvailable(pgAdmin);
  if (!spikeUrl) return;
  try {
    printSpike("PostgreSQL", await spikeOn("postgres", { databaseUrl: spikeUrl }));
  } finally {
    await dropDb(pgAdmin, spikeUrl);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
