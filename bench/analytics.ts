// `npm run bench` part "analytics", on PostgreSQL: the organizer's analytics read of a mission with 100,000
// participants and 1,000,000 objective completions (bench/analytics-target.ts seeds it), with an API key as an
// organization's system reads it, one request at a time and eight at once; and the page-view beacon on one server
// process. The server and the load generator (load.mjs) are child processes. Prints one JSON line.
import { execFile, spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import type { Load } from "./measure";

const databaseUrl = process.env.BENCH_ANALYTICS_DATABASE_URL!;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

type Ready = {
  port: number;
  missionId: string;
  organizationId: string;
  key: string;
  slug: string;
  seedSeconds: number;
  firstRollUpSeconds: number;
  participants: number;
  completions: number;
};

function load(args: Record<string, unknown>): Promise<Load> {
  return new Promise((resolve, reject) =>
    execFile(process.execPath, [path.join(import.meta.dirname, "load.mjs"), JSON.stringify(args)], (err, stdout) =>
      err ? reject(err) : resolve(JSON.parse(stdout.trim().split("\n").pop()!) as Load),
    ),
  );
}

const target = spawn(
  process.execPath,
  ["--import", "tsx", path.join(import.meta.dirname, "analytics-target.ts"), JSON.stringify({ databaseUrl })],
  { stdio: ["ignore", "pipe", "inherit"] },
);
try {
  const ready = await new Promise<Ready>((resolve, reject) => {
    target.once("exit", (code) => reject(new Error(`the analytics bench target exited (${code})`)));
    createInterface({ input: target.stdout! }).on("line", (line) => {
      if (line.startsWith("READY ")) resolve(JSON.parse(line.slice(6)) as Ready);
    });
  });
  const base = `http://127.0.0.1:${ready.port}`;
  const path0 = `${base}/api/v1/organizations/${ready.organizationId}/missions/${ready.missionId}/analytics`;
  // The whole life of the mission (31 days, by the day): every participant and every completion are in the window.
  const read = `${path0}?from=${new Date(Date.now() - 31 * 86_400_000).toISOString()}`;
  const headers = { authorization: `Bearer ${ready.key}` };
  const probe = await fetch(read, { headers });
  if (!probe.ok) throw new Error(`the analytics read answered ${probe.status} ${await probe.text()}`);
  const funnel = ((await probe.json()) as { data: { funnel: { count: number }[] } }).data.funnel;
  if (funnel[2]!.count !== ready.participants) throw new Error(`the funnel started with ${funnel[2]!.count}`);
  const hourly = `${path0}?from=${new Date(Date.now() - 3 * 86_400_000).toISOString()}&bucket=hour`;
  // A warm-up pass, then the measured ones.
  await load({ url: read, connections: 1, duration: 3, headers });
  const single = await load({ url: read, connections: 1, duration: SECONDS, headers });
  const eight = await load({ url: read, connections: 8, duration: SECONDS, headers });
  const hours = await load({ url: hourly, connections: 1, duration: SECONDS, headers });
  const beaconArgs = {
    url: `${base}/api/v1/page-views`,
    method: "POST",
    body: JSON.stringify({ path: `/missions/${ready.slug}?utm_source=bench`, referrer: "https://t.co/x" }),
    headers: { "content-type": "application/json", "user-agent": CHROME, origin: `http://localhost:${ready.port}` },
    connections: 50,
  };
  await load({ ...beaconArgs, duration: 3 });
  const beacon = await load({ ...beaconArgs, duration: SECONDS });
  console.log(
    JSON.stringify({
      participants: ready.participants,
      completions: ready.completions,
      seedSeconds: Math.round(ready.seedSeconds),
      firstRollUpSeconds: Number(ready.firstRollUpSeconds.toFixed(1)),
      readP50Ms: single.p50,
      readP99Ms: single.p99,
      readRps: Math.round(single.rps),
      read8P50Ms: eight.p50,
      read8P99Ms: eight.p99,
      read8Rps: Math.round(eight.rps),
      hourlyP99Ms: hours.p99,
      readErrors: single.errors + single.non2xx + eight.errors + eight.non2xx + hours.errors + hours.non2xx,
      beaconRps: Math.round(beacon.rps),
      beaconP99Ms: beacon.p99,
      beaconErrors: beacon.errors + beacon.non2xx,
    }),
  );
} finally {
  target.kill("SIGTERM");
}
