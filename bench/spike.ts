// The mission-launch spike row of `npm run bench`: users verify objectives of a freshly published
// mission at a normal rate, then at 10× that rate for 60 s (BENCH_SPIKE_SECONDS). Each simulated
// user has their own session and client IP (X-Forwarded-For, as behind a proxy), so the
// production rate limit (300 requests/min per client) applies as it would to real users.
// Reported per phase: throughput, p50/p99, and the share of 5xx and 429 answers.
import { pathToFileURL } from "node:url";
import { signIn } from "./sign-in";

const USERS = Number(process.env.BENCH_SPIKE_USERS ?? 600);
const BASE_RATE = Number(process.env.BENCH_SPIKE_BASE_RATE ?? 30);
const SPIKE_SECONDS = Number(process.env.BENCH_SPIKE_SECONDS ?? 60);
const NORMAL_SECONDS = Number(process.env.BENCH_SPIKE_NORMAL_SECONDS ?? 15);
const OBJECTIVES = 5;

export type SpikePhase = {
  name: string;
  rate: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  total: number;
  share5xx: number;
  share429: number;
  /** Answers by HTTP status ("0": no answer), and the client's reasons for the requests with none. */
  statuses?: Record<string, number>;
  failures?: Record<string, number>;
};

type SignIn = (base: string, ip: string) => Promise<string>;

async function json(base: string, cookie: string, path: string, body: unknown) {
  const res = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { id: string } }).data;
}

/** A published mission whose objectives are verified in-product (client validation), as at launch. */
async function launchMission(
  base: string,
  adminCookie: string,
): Promise<{ missionId: string; objectiveIds: string[] }> {
  const org = await json(base, adminCookie, "/api/v1/organizations", {
    name: "Spike Org",
    slug: `spike-${Date.now().toString(36)}`,
  });
  const mission = await json(base, adminCookie, "/api/v1/missions", {
    organization_id: org.id,
    title: "Launch spike mission",
    blockchain: 8453,
    start_date: new Date(Date.now() - 60_000).toISOString(),
    end_date: new Date(Date.now() + 86_400_000).toISOString(),
    free_entries: 1,
  });
  const objectiveIds: string[] = [];
  for (let i = 0; i < OBJECTIVES; i++)
    objectiveIds.push(
      (
        await json(base, adminCookie, "/api/v1/objectives", {
          mission: mission.id,
          template: "client_validation",
          values: { key: `okx-${i}` },
        })
      ).id,
    );
  await json(base, adminCookie, "/api/v1/rewards", {
    mission: mission.id,
    kind: "raffle",
    title: "Prize",
    blockchain_chain_id: 8453,
    selection_process: "raffle",
    number_of_winners: 10,
  });
  await json(base, adminCookie, `/api/v1/missions/${mission.id}/publish`, {});
  return { missionId: mission.id, objectiveIds };
}

/**
 * One phase as an open loop: request n leaves at start + n / rate whatever the answers before it did, the way
 * independent users arrive, and its latency counts from that scheduled moment (so a driver that falls behind cannot
 * hide the server's slowness). autocannon's overallRate sends each connection's share of a second at once, in bursts
 * of up to one request per connection at every tick: at "30 req/s" 30 requests arrived together each second.
 */
async function phase(
  base: string,
  name: string,
  rate: number,
  seconds: number,
  users: { cookie: string; ip: string }[],
  missionId: string,
  objectiveIds: string[],
): Promise<SpikePhase> {
  const url = `${base}/api/v1/missions/${missionId}/participate`;
  const count = Math.round(rate * seconds);
  const latencies: number[] = [];
  const codes = new Map<number, number>();
  // Requests with no HTTP answer, by the client's reason (ECONNREFUSED, ECONNRESET…): a 5xx share should say why.
  const failures = new Map<string, number>();
  const inFlight: Promise<void>[] = [];
  const start = performance.now();
  for (let n = 0; n < count; n++) {
    const due = start + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait >= 1) await new Promise((r) => setTimeout(r, wait));
    const user = users[n % users.length]!;
    const objective = objectiveIds[Math.floor(n / users.length) % objectiveIds.length]!;
    const request = fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: user.cookie, "x-forwarded-for": user.ip },
      body: JSON.stringify({ objective_id: objective, client_signal: { okx_wallet_present: true } }),
    }).then(
      async (res) => {
        await res.arrayBuffer();
        codes.set(res.status, (codes.get(res.status) ?? 0) + 1);
      },
      (err: Error & { cause?: { code?: string } }) => {
        codes.set(0, (codes.get(0) ?? 0) + 1);
        const why = err.cause?.code ?? err.message;
        failures.set(why, (failures.get(why) ?? 0) + 1);
      },
    );
    inFlight.push(request.finally(() => void latencies.push(performance.now() - due)));
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  const share = (pred: (code: number) => boolean) =>
    [...codes].filter(([code]) => pred(code)).reduce((sum, [, c]) => sum + c, 0) / Math.max(1, count);
  return {
    name,
    rate,
    seconds,
    rps: count / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    total: count,
    // A request that got no answer at all (connection refused or reset) counts with the 5xx.
    share5xx: share((c) => c >= 500 || c === 0),
    share429: share((c) => c === 429),
    statuses: Object.fromEntries([...codes].map(([code, n]) => [String(code), n])),
    failures: Object.fromEntries(failures),
  };
}

export async function runSpike(base: string, signIn: SignIn, log: (line: string) => void): Promise<SpikePhase[]> {
  const admin = await signIn(base, "10.0.0.1");
  const { missionId, objectiveIds } = await launchMission(base, admin);
  const users: { cookie: string; ip: string }[] = [];
  for (let i = 0; i < USERS; i += 20) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(20, USERS - i) }, async (_, j) => {
        const ip = `10.${1 + ((i + j) >> 16)}.${((i + j) >> 8) & 255}.${(i + j) & 255}`;
        return { cookie: await signIn(base, ip), ip };
      }),
    );
    users.push(...batch);
  }
  log(`${USERS} users signed in; launch mission ${missionId}`);
  const normal = await phase(
    base,
    `normal (${BASE_RATE} req/s)`,
    BASE_RATE,
    NORMAL_SECONDS,
    users,
    missionId,
    objectiveIds,
  );
  log("normal phase done");
  const spike = await phase(
    base,
    `spike 10× (${BASE_RATE * 10} req/s, ${SPIKE_SECONDS}s)`,
    BASE_RATE * 10,
    SPIKE_SECONDS,
    users,
    missionId,
    objectiveIds,
  );
  log("spike phase done");
  return [normal, spike];
}

export function printSpike(label: string, phases: SpikePhase[]) {
  console.log(`\n${label}: mission-launch spike — POST /missions/{id}/participate (verify), ${USERS} users`);
  console.log(
    "phase".padEnd(40),
    "req/s".padStart(8),
    "p50 ms".padStart(8),
    "p99 ms".padStart(8),
    "5xx %".padStart(8),
    "429 %".padStart(8),
    "p99 ×".padStart(8),
  );
  const base = phases[0]!;
  for (const p of phases) {
    console.log(
      p.name.padEnd(40),
      p.rps.toFixed(0).padStart(8),
      p.p50.toFixed(1).padStart(8),
      p.p99.toFixed(1).padStart(8),
      (p.share5xx * 100).toFixed(2).padStart(8),
      (p.share429 * 100).toFixed(2).padStart(8),
      (p.p99 / Math.max(base.p99, 1)).toFixed(2).padStart(8),
    );
    if (p.share5xx > 0)
      console.log(`  statuses ${JSON.stringify(p.statuses ?? {})}; no answer: ${JSON.stringify(p.failures ?? {})}`);
  }
}

// Run as the spike's driver, in a process of its own: argument the server's base URL; prints the phases as JSON.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runSpike(process.argv[2]!, signIn, (line) => process.stderr.write(`  spike: ${line}\n`))
    .then((phases) => process.stdout.write(`${JSON.stringify(phases)}\n`))
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
