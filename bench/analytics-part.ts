import { childBench, dropDb, PG_ADMIN_URL, postgresAvailable } from "./child-bench";

// The "analytics" part of `npm run bench` (bench/analytics.ts does one run), on PostgreSQL only: the target is a
// production database's read, and 1,000,000 completions are seeded in bulk SQL there in a minute.

/** Targets (issue: organizer analytics): the read's p99 at most 200 ms; the beacon at least 2,000 a second. */
const READ_P99_MS = 200;
const BEACON_RPS = 2000;

export async function analyticsPart(record: Record<string, unknown>, on: (engine: "pglite" | "postgres") => boolean) {
  const pgUrl = on("postgres") ? await postgresAvailable(PG_ADMIN_URL) : null;
  if (!pgUrl) return;
  try {
    const a = await childBench("analytics.ts", [], { BENCH_ANALYTICS_DATABASE_URL: pgUrl });
    record.analyticsPostgres = a;
    const met = (ok: boolean) => (ok ? "met" : "SHORT");
    const isReadMet = Number(a.readRps) > 0 && Number(a.readErrors) === 0 && Number(a.readP99Ms) <= READ_P99_MS;
    const isBeaconMet = Number(a.beaconErrors) === 0 && Number(a.beaconRps) >= BEACON_RPS;
    console.log(
      `\nAnalytics (PostgreSQL), a mission of ${a.participants} participants and ${a.completions} completions ` +
        `(seeded in ${a.seedSeconds} s; the activity roll-up's first, full count took ` +
        `${a.firstRollUpSeconds} s):\n` +
        `  mission analytics read, 1 at a time   p50 ${a.readP50Ms} ms, p99 ${a.readP99Ms} ms, ${a.readRps} req/s ` +
        `(target p99 ≤ ${READ_P99_MS} ms: ${met(isReadMet)})\n` +
        `  mission analytics read, 8 at once     p50 ${a.read8P50Ms} ms, p99 ${a.read8P99Ms} ms, ` +
        `${a.read8Rps} req/s\n` +
        `  3 days by the hour, 1 at a time       p99 ${a.hourlyP99Ms} ms; errors in all reads: ${a.readErrors}\n` +
        `  page-view beacon, one process, 50 connections: ${a.beaconRps} req/s, p99 ${a.beaconP99Ms} ms, ` +
        `${a.beaconErrors} errors (target ≥ ${BEACON_RPS}/s: ${met(isBeaconMet)})`,
    );
  } finally {
    await dropDb(PG_ADMIN_URL, pgUrl);
  }
}
