// `npm run bench`: throughput and latency of our main reads, each beside the same read written plainly
// (reference-server.ts: Fastify + hand-written SQL on the same database), on embedded PGlite and, when one answers,
// on PostgreSQL (TEST_DATABASE_URL / BENCH_DATABASE_URL). Both servers run in a child process (target.ts) and the
// load generator in another (load.mjs), so neither shares an event loop with the other. Also: the 1M-entry raffle
// draw (draw.ts, in a child process), Saga settlement, Atlas ingestion, the chain, and the mission-launch spike
// (spike.ts). The explore rows run against 100,000 published missions; the deep row starts its keyset page 50,000
// missions down to show paging is flat. Before a row is timed, ours and its reference are asked the same request and
// must answer the same JSON (same-answers.ts); a row whose reference answers otherwise is reported, its reference is
// not timed, and the run exits 1. `npm run bench:check -w @questhq/bench` (check-answers.ts) runs that check alone.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os, { tmpdir } from "node:os";
import path from "node:path";
import { best, measure, type Load } from "./measure";
import { signIn } from "./sign-in";
import { printSpike, type SpikePhase } from "./spike";
import { runIngestBench } from "./ingest";
import { chainBench, printChain } from "./chain";
import { childBench, dropDb, PG_ADMIN_URL, postgresAvailable } from "./child-bench";
import { drawPart } from "./draw-part";
import { webhooksPart } from "./webhooks-part";
import { analyticsPart } from "./analytics-part";
import { launchPart } from "./launch-part";
import { pathOf, ROWS } from "./read-rows";
import { compareRow, printDifferences } from "./same-answers";
import { startTarget } from "./start-target";
import { freePort, type TargetContext } from "./target";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Measured passes of each side of a row (after one warm-up pass each). */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 2));

/** At or above this share of the plain reference's throughput, a read meets the target (issue: performance). */
const RATIO_TARGET = 0.8;

/** `differs`: how the reference's answer differed from ours (then it was not timed, and the run fails). */
type Result = { name: string } & Load & { plain: Load | null; differs?: string[] };

/** The launch spike: its own server (production rate limits, per client IP) in one child, the driver in another. */
async function spikeOn(label: string, dbOpts: { databaseUrl?: string; dataDir?: string }): Promise<SpikePhase[]> {
  const target = startTarget(label, { ...dbOpts, mode: "spike" });
  try {
    const { ours } = await target.ready;
    const script = path.join(import.meta.dirname, "spike.ts");
    return await new Promise<SpikePhase[]>((resolve, reject) => {
      const child = spawn(process.execPath, ["--import", "tsx", script, `http://localhost:${ours}`], {
        stdio: ["ignore", "pipe", "inherit"],
      });
      let out = "";
      child.stdout!.on("data", (chunk: Buffer) => (out += chunk.toString()));
      child.once("exit", (code) =>
        code === 0
          ? resolve(JSON.parse(out.trim().split("\n").pop()!) as SpikePhase[])
          : reject(new Error(`spike driver exited ${code}`)),
      );
    });
  } finally {
    await target.stop();
  }
}

async function runOn(
  label: string,
  dbOpts: { databaseUrl?: string; dataDir?: string },
  after?: (ctx: TargetContext) => Promise<void>,
): Promise<Result[]> {
  const target = startTarget(label, dbOpts);
  try {
    const { ours, plain, ctx } = await target.ready;
    const base = `http://localhost:${ours}`;
    const plainBase = `http://127.0.0.1:${plain}`;
    // Signed in after seeding: a connection left idle through minutes of seeding is closed by the server.
    const cookie = await signIn(base);
    const results: Result[] = [];
    for (const row of ROWS) {
      const headers: Record<string, string> = row.auth ? { cookie } : {};
      const url = `${base}${pathOf(row.path, ctx)}`;
      const probe = await fetch(url, { headers });
      if (!probe.ok) throw new Error(`${row.name}: ${url} answered ${probe.status} ${await probe.text()}`);
      // The reference is timed only when it answers exactly what ours does (same-answers.ts): a reference that skips
      // a field or a join is cheaper for it, and its ratio would flatter us.
      let plainUrl = row.plain ? `${plainBase}${pathOf(row.path, ctx)}` : null;
      const differs = plainUrl ? await compareRow(url, plainUrl, headers, { headers: row.sameHeaders }) : [];
      if (differs.length) {
        printDifferences(label, row.name, differs);
        plainUrl = null;
      }
      // A warm-up pass each, discarded; then ours and the reference take turns, ROUNDS times, and each keeps its best
      // pass: on two cores a pass can lose a share of the machine to PostgreSQL's own background work, and taking
      // turns exposes both sides to the same moments.
      await measure(url, headers, { connections: CONNECTIONS, seconds: DURATION_S });
      if (plainUrl) await measure(plainUrl, headers, { connections: CONNECTIONS, seconds: DURATION_S });
      const ours: Load[] = [];
      const plains: Load[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        ours.push(
          await measure(url, headers, { connections: CONNECTIONS, seconds: DURATION_S, serverPid: target.pid }),
        );
        if (plainUrl)
          plains.push(
            await measure(plainUrl, headers, { connections: CONNECTIONS, seconds: DURATION_S, serverPid: target.pid }),
          );
      }
      results.push({
        name: row.name,
        ...best(ours),
        plain: plainUrl ? best(plains) : null,
        ...(differs.length ? { differs } : {}),
      });
      process.stdout.write(`  ${label}: ${row.name} done\n`);
    }
    // The seeded database is kept for what follows (the process rows), with the target's servers idle.
    await after?.(ctx);
    return results;
  } finally {
    await target.stop();
  }
}

/**
 * The same reads from the compiled server (what production runs) with 1 and then 2 processes (SERVER_PROCESSES), on
 * the seeded PostgreSQL database: what a second process adds on this machine.
 */
async function processRows(
  databaseUrl: string,
  ctx: TargetContext,
): Promise<{ processes: number; name: string; load: Load }[]> {
  const main = path.join(import.meta.dirname, "..", "apps", "server", "dist", "main.js");
  if (!existsSync(main)) {
    console.log("  (the compiled server is missing: npm run build; process rows skipped)");
    return [];
  }
  const out: { processes: number; name: string; load: Load }[] = [];
  for (const processes of [1, 2]) {
    const port = await freePort();
    const child = spawn(process.execPath, [main], {
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        HOST: "127.0.0.1",
        PUBLIC_URL: `http://localhost:${port}`,
        AUTH_SECRET: randomBytes(24).toString("hex"),
        TOKEN_ENCRYPTION_KEY: randomBytes(32).toString("hex"),
        CHAIN_SIGNER_PRIVATE_KEY: randomBytes(32).toString("hex"),
        // No SMTP server here; the bench signs in with wallets (production refuses email sign-in without SMTP).
        EMAIL_SIGN_IN: "false",
        LOG_LEVEL: "silent",
        SEED_DEMO: "false",
        SANDBOX_PROVIDERS: "false",
        VERIFY_POLL_MS: "0",
        NEWS_INGEST_INTERVAL_MINUTES: "0",
        RATE_LIMIT_MAX: "1000000000",
        SERVER_PROCESSES: String(processes),
      },
    });
    try {
      const base = `http://127.0.0.1:${port}`;
      for (let i = 0; ; i++) {
        const up = await fetch(`${base}/api/ready`).then(
          (r) => r.ok,
          () => false,
        );
        if (up) break;
        if (i > 120 || child.exitCode !== null)
          throw new Error(`the compiled server (${processes} processes) did not start`);
        await new Promise((r) => setTimeout(r, 500));
      }
      for (const row of PROCESS_ROWS) {
        const url = `${base}${pathOf(row.path, ctx)}`;
        await measure(url, {}, { connections: CONNECTIONS, seconds: DURATION_S });
        out.push({
          processes,
          name: row.name,
          load: await measure(url, {}, { connections: CONNECTIONS, seconds: DURATION_S }),
        });
      }
    } finally {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    }
  }
  return out;
}

const PROCESS_ROWS = ROWS.filter((r) => r.name.startsWith("mission page") || r.name.startsWith("explore page 1"));

function printProcesses(rows: { processes: number; name: string; load: Load }[]) {
  if (!rows.length) return;
  console.log(
    `\nPostgreSQL, the compiled server with 1 and 2 processes (SERVER_PROCESSES), ${CONNECTIONS} connections`,
  );
  for (const row of PROCESS_ROWS) {
    const [one, two] = [1, 2].map((n) => rows.find((r) => r.processes === n && r.name === row.name)?.load);
    if (!one || !two) continue;
    console.log(
      row.name.padEnd(52),
      `1 process ${one.rps.toFixed(0)} req/s (p99 ${one.p99.toFixed(0)} ms)`.padEnd(34),
      `2 processes ${two.rps.toFixed(0)} req/s (p99 ${two.p99.toFixed(0)} ms)`.padEnd(36),
      `× ${(two.rps / one.rps).toFixed(2)}`,
    );
  }
}

/**
 * A row against the target: DIFFERS when its reference answered otherwise (so it was not timed), "ref 0" when the
 * reference answered nothing in the time.
 */
function verdict(r: Result, ratio: number | null): string {
  if (r.differs) return "DIFFERS";
  if (ratio === null) return r.plain ? "ref 0" : "no ref";
  return ratio >= RATIO_TARGET ? "met" : "SHORT";
}

function print(label: string, results: Result[]) {
  console.log(
    `\n${label} (${CONNECTIONS} connections, best of ${ROUNDS} passes of ${DURATION_S}s, ` +
      "taking turns with the plain reference)",
  );
  console.log(
    "  ratio: our req/s over plain's; cpu: the plain server's CPU per request over ours (the server process only)",
  );
  const head = ["req/s", "p50 ms", "p99 ms", "plain r/s", "ratio", `≥ ${RATIO_TARGET}`, "µs/req", "plain µs", "cpu"];
  const widths = [8, 7, 7, 10, 6, 7, 8, 9, 6];
  console.log("read".padEnd(52), ...head.map((h, i) => h.padStart(widths[i]!)));
  for (const r of results) {
    // A reference that answered nothing in the row's time has no meaningful ratio (shown as "ref 0").
    const ratio = r.plain && r.plain.rps > 0 ? r.rps / r.plain.rps : null;
    const cpu = r.cpuUs && r.plain?.cpuUs ? r.plain.cpuUs / r.cpuUs : null;
    console.log(
      r.name.padEnd(52),
      r.rps.toFixed(0).padStart(8),
      r.p50.toFixed(1).padStart(7),
      r.p99.toFixed(1).padStart(7),
      (r.plain ? r.plain.rps.toFixed(0) : "—").padStart(10),
      (ratio === null ? "—" : ratio.toFixed(2)).padStart(6),
      verdict(r, ratio).padStart(7),
      (r.cpuUs ? r.cpuUs.toFixed(0) : "—").padStart(8),
      (r.plain?.cpuUs ? r.plain.cpuUs.toFixed(0) : "—").padStart(9),
      (cpu === null ? "—" : cpu.toFixed(2)).padStart(6),
      r.errors || r.non2xx ? `  (${r.errors} errors, ${r.non2xx} non-2xx)` : "",
    );
  }
  const differing = results.filter((r) => r.differs).length;
  if (differing) {
    console.log(`  ${differing} row(s) DIFFER: their reference answered something else than ours (listed above)`);
    process.exitCode = 1;
  }
  // With a closed loop of N connections, p99 ≥ p50 ≈ N / throughput: 25 ms at 50 connections needs 2,000 req/s.
  const p99Met = results.filter((r) => r.p99 <= 25).length;
  console.log(
    `  p99 ≤ 25 ms: ${p99Met} of ${results.length} rows ` +
      `(at ${CONNECTIONS} connections a row needs about ${(CONNECTIONS / 0.025).toFixed(0)} req/s for it)`,
  );
}

// BENCH_ONLY=draw,reads (any of draw, settle, ingest, chain, reads, spike, webhooks, analytics, launch) runs only
// those parts; BENCH_ENGINES=postgres (or pglite) only that database's rows. Parts can also be named as arguments:
// `npm run bench -- launch` is BENCH_ONLY=launch. The launch simulation (launch-part.ts, minutes at its full size)
// runs only when named.
const NAMED = process.argv.slice(2).filter((a) => !a.startsWith("-"));
const ONLY = (NAMED.length ? NAMED.join(",") : process.env.BENCH_ONLY)?.split(",").map((p) => p.trim());
const runs = (part: string) => (!ONLY && part !== "launch") || (ONLY?.includes(part) ?? false);
const ENGINES = process.env.BENCH_ENGINES?.split(",").map((p) => p.trim());
const on = (engine: "pglite" | "postgres") => !ENGINES || ENGINES.includes(engine);

/** The figures of this run, written to bench/results/latest.json: committed with a change, git keeps the history. */
const record: Record<string, unknown> = {
  date: new Date().toISOString(),
  cores: os.cpus().length,
  node: process.version,
};

/**
 * A run of some parts (BENCH_ONLY, BENCH_ENGINES) replaces those parts' figures in latest.json and keeps the others,
 * each part with the date it was measured (`measured`), so a long part need not be run again with every short one.
 */
function writeResults() {
  const dir = path.join(import.meta.dirname, "results");
  const file = path.join(dir, "latest.json");
  mkdirSync(dir, { recursive: true });
  let before: Record<string, unknown> = {};
  try {
    before = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  } catch {
    // no earlier figures
  }
  const measuredBefore = (before.measured as Record<string, string> | undefined) ?? {};
  const parts = Object.keys(record).filter((k) => !["date", "cores", "node"].includes(k));
  const measured = { ...measuredBefore, ...Object.fromEntries(parts.map((k) => [k, record.date as string])) };
  writeFileSync(file, `${JSON.stringify({ ...before, ...record, measured }, null, 2)}\n`);
}

async function main() {
  try {
    await runParts();
  } finally {
    writeResults();
  }
}

async function runParts() {
  if (runs("draw")) await drawPart(record);
  if (runs("settle")) {
    const st = await childBench("settle.ts");
    record.settle = st;
    console.log(
      `\nSaga settlement (questhq-saga-v1, ${st.engine}): ${Number(st.users).toLocaleString("en-US")} accounts → ` +
        `${Number(st.rows).toLocaleString("en-US")} allocations published in ${Number(st.settleMs).toFixed(0)} ms ` +
        `(peak RSS ${Number(st.peakRssMb).toFixed(0)} MB); settling again: ${Number(st.againMs).toFixed(0)} ms, ` +
        `same table: ${st.isSameHash}`,
    );
  }
  if (runs("ingest")) {
    const ing = runIngestBench();
    record.ingest = ing;
    console.log(
      `\nAtlas ingestion (HTML → text → topic tagging): ${ing.items.toLocaleString("en-US")} items of ` +
        `${(ing.avgBytes / 1024).toFixed(1)} KB against ${ing.topics.toLocaleString("en-US")} topics ` +
        `(${ing.patterns.toLocaleString("en-US")} patterns, automaton built in ${ing.buildMs.toFixed(0)} ms): ` +
        `${ing.itemsPerSecond.toFixed(0)} items/s, ${ing.mentions.toLocaleString("en-US")} topic mentions found`,
    );
  }
  if (runs("chain")) printChain(await chainBench());
  await databaseParts();
  if (runs("webhooks")) await webhooksPart(record, on);
  if (runs("analytics")) await analyticsPart(record, on);
  if (runs("launch")) await launchPart(record);
}

async function databaseParts() {
  if (!runs("reads") && !runs("spike")) return;
  const dir = mkdtempSync(path.join(tmpdir(), "questhq-bench-"));
  const spikeDir = mkdtempSync(path.join(tmpdir(), "questhq-bench-spike-"));
  try {
    if (runs("reads") && on("pglite")) {
      const pglite = await runOn("pglite", { dataDir: dir });
      record.pglite = pglite;
      print("PGlite (embedded)", pglite);
    }
    if (runs("spike") && on("pglite")) {
      const spikePglite = await spikeOn("pglite", { dataDir: spikeDir });
      record.spikePglite = spikePglite;
      printSpike("PGlite (embedded)", spikePglite);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(spikeDir, { recursive: true, force: true });
  }
  const pgAdmin = PG_ADMIN_URL;
  if (!on("postgres")) return;
  const pgUrl = await postgresAvailable(pgAdmin);
  if (!pgUrl) {
    console.log("\nPostgreSQL: not reachable, skipped (set BENCH_DATABASE_URL).");
    return;
  }
  try {
    if (runs("reads")) {
      let processes: Awaited<ReturnType<typeof processRows>> = [];
      const results = await runOn("postgres", { databaseUrl: pgUrl }, async (ctx) => {
        processes = await processRows(pgUrl, ctx);
      });
      record.postgres = results;
      print("PostgreSQL", results);
      record.processes = processes;
      printProcesses(processes);
    }
  } finally {
    await dropDb(pgAdmin, pgUrl);
  }
  const spikeUrl = runs("spike") ? await postgresAvailable(pgAdmin) : null;
  if (!spikeUrl) return;
  try {
    const spikePostgres = await spikeOn("postgres", { databaseUrl: spikeUrl });
    record.spikePostgres = spikePostgres;
    printSpike("PostgreSQL", spikePostgres);
  } finally {
    await dropDb(pgAdmin, spikeUrl);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
