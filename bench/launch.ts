// The launch simulation (`npm run bench -- launch`, or BENCH_ONLY=launch): BENCH_LAUNCH_USERS users (default
// 100,000) arrive, evenly spaced, over BENCH_LAUNCH_SECONDS (default 600) at a mission with three X objectives (follow,
// like, retweet) and one on-chain objective (hold 1 ETH on the local chain), against the sandbox X enforcing X's
// per-user rate limits at X's own figures, served by three processes of the compiled server (apps/server/dist: run
// `npm run build` first) on one fresh PostgreSQL database with Redis. Halfway through the arrivals one server process
// is killed with SIGKILL; the crowd's balancer carries on with the other two.
// Real parts: PostgreSQL (BENCH_DATABASE_URL or 127.0.0.1:5432, a database of its own, dropped after), Redis
// (BENCH_REDIS_URL or 127.0.0.1:6379, a key namespace of its own, deleted after), anvil from npm, the fakes
// (bench/launch/fakes.ts) and the crowd (bench/launch/load.ts), each a process of its own.
// Before the clock starts the users, their sessions, wallets and linked X accounts are written in bulk
// (bench/launch/seed.ts): the launch measures arrival and verification, not sign-up.
// Reported: the time to verify everyone (first arrival to the last completion, from the database) against the minimum
// X's limits allow (bench/launch/minimum.ts; target ≤ 1.2×), reads the sandbox X refused (target 0), p99 of every
// user-facing request (target ≤ 500 ms), errors shown to users (target 0), and completions lost after the kill -9
// (target 0: every user ends with four completed objectives, credited exactly once, no duplicate rows).
// Other settings: BENCH_LAUNCH_KILL=false keeps every process; BENCH_LAUNCH_GIVE_UP_SECONDS (default 960: one X window
// and a minute) is how long a user waits for their objectives before counting as unfinished.
// Run alone: `npx tsx bench/launch.ts`; prints progress on stderr and the figures as the last line of stdout.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import pg from "pg";
import { parseEther } from "viem";
import { startAnvil } from "@questhq/contracts/anvil";
import { fakesEnv } from "../apps/server/src/providers/registry";
import { dropDb, PG_ADMIN_URL, postgresAvailable } from "./child-bench";
import { signIn } from "./sign-in";
import { freePort } from "./target";
import { launchReads, providerMinimumMs } from "./launch/minimum";
import type { LaunchPlan, LaunchResults } from "./launch/plan";
import { fundWallets, seedSandboxX, seedUsers } from "./launch/seed";
import { BRAND, CREDITS, createMission, startServer, waitReady, type Server } from "./launch/servers";

const USERS = Number(process.env.BENCH_LAUNCH_USERS ?? 100_000);
const SECONDS = Number(process.env.BENCH_LAUNCH_SECONDS ?? 600);
const PROCESSES = 3;
const IS_KILLING = process.env.BENCH_LAUNCH_KILL !== "false";
const GIVE_UP_S = Number(process.env.BENCH_LAUNCH_GIVE_UP_SECONDS ?? 960);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";
const TWEET_ID = "1860000000000000001";

const log = (line: string) => process.stderr.write(`  launch: ${line}\n`);
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

/** After the launch: what the database holds for the crowd (the "nothing lost" check). */
async function audit(
  databaseUrl: string,
  missionId: string,
  objectiveIds: string[],
  userIds: string[],
  accepted: number[],
) {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const one = async <T>(sql: string, params: unknown[]) => (await c.query(sql, params)).rows[0] as T;
    const byStatus = await c.query(
      "SELECT status, count(*)::int AS n FROM objective_completion WHERE mission_id = $1 GROUP BY status",
      [missionId],
    );
    const unfinished = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM unnest($2::text[]) AS u(id) WHERE (SELECT count(*) FROM objective_completion oc
         WHERE oc.mission_id = $1 AND oc.user_id = u.id AND oc.status = 'completed') < $3`,
      [missionId, userIds, objectiveIds.length],
    );
    // Lost: a verification the server accepted (answered 200: completed or queued) that did not end completed.
    const completedBits = await c.query(
      `SELECT u.n, coalesce(sum(1 << (array_position($2::uuid[], oc.objective_id) - 1)), 0)::int AS bits
       FROM unnest($3::text[]) WITH ORDINALITY AS u(id, n)
       LEFT JOIN objective_completion oc ON oc.user_id = u.id AND oc.mission_id = $1 AND oc.status = 'completed'
       GROUP BY u.n`,
      [missionId, objectiveIds, userIds],
    );
    let lost = 0;
    for (const row of completedBits.rows as { n: string; bits: number }[]) {
      const missing = (accepted[Number(row.n) - 1] ?? 0) & ~row.bits;
      for (let b = missing; b; b &= b - 1) lost += 1;
    }
    const duplicates = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM objective_completion WHERE mission_id = $1
         GROUP BY user_id, objective_id HAVING count(*) > 1) d`,
      [missionId],
    );
    const keys = objectiveIds.map((o) => `objective:${o}:%`);
    const credits = await one<{ rows: number; keys: number; total: string; twice: number }>(
      `SELECT count(*)::int AS rows, count(DISTINCT idempotency_key)::int AS keys,
         coalesce(sum(amount), 0)::text AS total,
         (SELECT count(*)::int FROM (SELECT 1 FROM credit_ledger WHERE idempotency_key LIKE ANY($1)
            GROUP BY user_id, idempotency_key HAVING count(*) > 1) x) AS twice
       FROM credit_ledger WHERE idempotency_key LIKE ANY($1)`,
      [keys],
    );
    const timing = await one<{ last: Date | null; pages: number | null }>(
      `SELECT max(completed_at) AS last, max((evidence->>'pages_read')::int) AS pages
       FROM objective_completion WHERE mission_id = $1 AND status = 'completed'`,
      [missionId],
    );
    return {
      statuses: Object.fromEntries(byStatus.rows.map((r: { status: string; n: number }) => [r.status, r.n])),
      unfinished: unfinished.n,
      lost,
      duplicates: duplicates.n,
      creditRows: credits.rows,
      creditTotal: Number(credits.total),
      creditedTwice: credits.twice,
      lastCompletedAt: timing.last,
      maxPagesRead: timing.pages ?? 0,
    };
  } finally {
    await c.end();
  }
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), "questhq-launch-"));
  const databaseUrl = await postgresAvailable(PG_ADMIN_URL);
  if (!databaseUrl) throw new Error(`PostgreSQL is not reachable at ${PG_ADMIN_URL} (set BENCH_DATABASE_URL)`);
  const namespace = `questhq-launch-${randomBytes(4).toString("hex")}:`;
  const children: ChildProcess[] = [];
  let anvil: Awaited<ReturnType<typeof startAnvil>> | undefined;
  const servers: Server[] = [];
  try {
    const fakes = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "launch", "fakes.ts")], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    children.push(fakes);
    const fakesUrl = await new Promise<string>((resolve, reject) => {
      fakes.stdout!.once("data", (chunk: Buffer) => resolve((JSON.parse(chunk.toString()) as { url: string }).url));
      fakes.once("exit", (code) => reject(new Error(`the fakes exited ${code}`)));
    });
    anvil = await startAnvil();
    log(`fakes at ${fakesUrl}, anvil at ${anvil.url}, database ${new URL(databaseUrl).pathname.slice(1)}`);

    const ports = await Promise.all(Array.from({ length: PROCESSES }, () => freePort()));
    const secrets = {
      AUTH_SECRET: randomBytes(24).toString("hex"),
      TOKEN_ENCRYPTION_KEY: randomBytes(32).toString("hex"),
    };
    const env: Record<string, string> = {
      ...fakesEnv(fakesUrl),
      ...secrets,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      RATE_LIMIT_NAMESPACE: namespace,
      HOST: "127.0.0.1",
      // One public address for all three, as behind a load balancer; X-Forwarded-For from it names the client.
      PUBLIC_URL: `http://127.0.0.1:${ports[0]}`,
      TRUST_PROXY: "1",
      CHAIN_SIGNER_PRIVATE_KEY: `0x${randomBytes(32).toString("hex")}`,
      CHAIN_RPC_URLS: JSON.stringify({ 31337: anvil.url }),
      EMAIL_SIGN_IN: "false",
      LOG_LEVEL: "warn",
      SEED_DEMO: "false",
      NEWS_INGEST_INTERVAL_MINUTES: "0",
      SERVER_PROCESSES: "1",
    };
    // The first migrates the fresh database; the other two start on it after.
    servers.push(startServer(ports[0]!, env, dir, 0));
    await waitReady(servers[0]!);
    for (let n = 1; n < PROCESSES; n++) servers.push(startServer(ports[n]!, env, dir, n));
    for (const s of servers) children.push(s.child);
    await Promise.all(servers.map(waitReady));
    const backends = servers.map((s) => `http://127.0.0.1:${s.port}`);
    log(`${PROCESSES} server processes up (logs in ${dir})`);

    // The X side of the mission: the brand account to follow and its post to like and retweet.
    const brandRes = await fetch(`${fakesUrl}/twitter/__control/brands/${BRAND}`, { method: "PUT" });
    const brandId = ((await brandRes.json()) as { data: { id: string } }).data.id;
    const tweetRes = await fetch(`${fakesUrl}/twitter/__control/tweets/${TWEET_ID}`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ author: BRAND, text: "We launch today" }),
    });
    if (!tweetRes.ok) throw new Error(`sandbox X post: ${tweetRes.status}`);
    const admin = await signIn(backends[0]!, "10.255.0.1");
    const cookieName = admin.match(/([^=; ]*session_token)=/)?.[1];
    if (!cookieName) throw new Error(`no session cookie in ${admin}`);
    const { missionId, objectiveIds } = await createMission(
      backends[0]!,
      admin,
      `https://x.com/${BRAND}/status/${TWEET_ID}`,
    );

    const seedStart = performance.now();
    const xTokens = Array.from({ length: USERS }, () => randomBytes(24).toString("base64url"));
    const users = await seedUsers(databaseUrl, USERS, secrets, cookieName, xTokens);
    await seedSandboxX(fakesUrl, users, xTokens);
    await fundWallets(
      anvil.url,
      users.map((u) => u.wallet),
      parseEther("2"),
    );
    const me = await fetch(`${backends[1]}/api/v1/users/me`, { headers: { cookie: users[0]!.cookie } });
    if (!me.ok) throw new Error(`a seeded session is refused: ${me.status} ${await me.text()}`);
    // A serving process has been up a while at a launch: each one's first requests (code compiled on first use,
    // connections opened, statements prepared) are made before the clock starts.
    for (const backend of backends)
      for (let i = 0; i < 20; i++)
        await Promise.all(
          [`/api/v1/missions/${missionId}`, `/api/v1/missions/${missionId}/participant`].map((p) =>
            fetch(`${backend}${p}`, { headers: { cookie: users[i]!.cookie, "x-forwarded-for": users[i]!.ip } }).then(
              (r) => r.arrayBuffer(),
            ),
          ),
        );
    log(`${USERS} users seeded in ${((performance.now() - seedStart) / 1000).toFixed(0)} s; mission ${missionId}`);

    const resultsFile = path.join(dir, "results.json");
    const plan: LaunchPlan = {
      backends,
      fakesUrl,
      missionId,
      objectiveIds,
      tweetId: TWEET_ID,
      brandId,
      startAt: 0,
      spacingMs: (SECONDS * 1000) / USERS,
      giveUpMs: GIVE_UP_S * 1000,
      users: users.map(({ cookie, ip, twitterId }) => ({ cookie, ip, twitterId })),
      resultsFile,
    };
    const planFile = path.join(dir, "plan.json");
    writeFileSync(planFile, JSON.stringify(plan));
    const crowdScript = path.join(import.meta.dirname, "launch", "load.ts");
    const crowd = spawn(process.execPath, ["--import", "tsx", crowdScript, planFile], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    children.push(crowd);
    const crowdExit = new Promise<number | null>((resolve) => crowd.once("exit", resolve));
    let crowdOut = "";
    const startAt = await new Promise<number>((resolve, reject) => {
      crowd.stdout!.on("data", (chunk: Buffer) => {
        crowdOut += chunk.toString();
        const first = crowdOut.split("\n")[0]!;
        if (crowdOut.includes("\n")) resolve((JSON.parse(first) as { startAt: number }).startAt);
      });
      void crowdExit.then((code) => reject(new Error(`the crowd exited ${code} before it started`)));
    });
    const killAt = startAt + (SECONDS * 1000) / 2;
    let killedAtMs: number | null = null;
    const killer = IS_KILLING
      ? setTimeout(() => {
          const victim = servers[1]!;
          victim.child.kill("SIGKILL");
          killedAtMs = Date.now() - startAt;
          log(`kill -9 of the server on port ${victim.port} at ${(killedAtMs / 1000).toFixed(1)} s`);
        }, killAt - Date.now())
      : undefined;
    // Each server's CPU time (user + system, from /proc), its last reading kept: the victim's ends at the kill.
    const cpu = servers.map(() => 0);
    const cpuOf = () =>
      servers.forEach((server, i) => {
        try {
          const fields = readFileSync(`/proc/${server.child.pid}/stat`, "utf8").split(") ")[1]!.split(" ");
          cpu[i] = (Number(fields[11]) + Number(fields[12])) / 100;
        } catch {
          // gone (killed) or not Linux: the last reading stands
        }
      });
    cpuOf();
    const cpuAtStart = [...cpu];
    const sampler = setInterval(cpuOf, 1000);
    const progress = setInterval(() => log(`${((Date.now() - startAt) / 1000).toFixed(0)} s`), 30_000);
    const code = await crowdExit;
    clearTimeout(killer);
    clearInterval(progress);
    clearInterval(sampler);
    cpuOf();
    for (const [i, before] of cpuAtStart.entries()) cpu[i]! -= before;
    if (code !== 0) throw new Error(`the crowd exited ${code}`);
    const results = JSON.parse(readFileSync(resultsFile, "utf8")) as LaunchResults;

    const limits = (await (await fetch(`${fakesUrl}/twitter/__control/limits`)).json()) as {
      data: { refused: Record<string, number>; budgets: Record<string, number>; window_ms: number };
    };
    const found = await audit(
      databaseUrl,
      missionId,
      objectiveIds,
      users.map((u) => u.userId),
      results.accepted,
    );
    // The minimum: each user's reads made the moment they arrived, where they are first in every list.
    const minimumMs = providerMinimumMs(
      results.arrivals.map((arrivalMs) => ({
        arrivalMs,
        reads: launchReads({ followingBefore: 0, likedSince: 0, postedSince: 0 }),
      })),
      { budgets: limits.data.budgets, windowMs: limits.data.window_ms },
    );
    const totalMs = found.lastCompletedAt ? found.lastCompletedAt.getTime() - startAt : null;
    const all = Object.values(results.latencies).flat();
    const errorsShown = Object.values(results.errors).reduce((a, b) => a + b, 0);
    const figures = {
      users: USERS,
      arrivalSeconds: SECONDS,
      processes: PROCESSES,
      totalMs,
      minimumMs,
      ratio: totalMs === null ? null : totalMs / minimumMs,
      browserLastDoneMs: Math.max(0, ...results.done.map((d) => d ?? 0)),
      refusedByX: Object.values(limits.data.refused).reduce((a, b) => a + b, 0),
      refusedByEndpoint: limits.data.refused,
      requests: all.length,
      p50Ms: quantile(all, 0.5),
      p99Ms: quantile(all, 0.99),
      maxMs: quantile(all, 1),
      p99ByKind: Object.fromEntries(Object.entries(results.latencies).map(([k, v]) => [k, quantile(v, 0.99)])),
      errorsShown,
      errors: results.errors,
      busyRetries: results.busyRetries,
      balancerRetries: results.balancerRetries,
      pendingAnswers: results.pendingAnswers,
      polls: results.polls,
      killedAtMs,
      lost: found.lost,
      unfinishedUsers: found.unfinished,
      serverCpuSeconds: cpu.reduce((a, b) => a + b, 0),
      duplicates: found.duplicates,
      creditRows: found.creditRows,
      creditTotal: found.creditTotal,
      creditExpected: USERS * objectiveIds.length * CREDITS,
      creditedTwice: found.creditedTwice,
      completionStatuses: found.statuses,
      maxPagesRead: found.maxPagesRead,
    };
    process.stdout.write(`${JSON.stringify(figures)}\n`);
  } finally {
    for (const child of children.reverse())
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await Promise.all(
      children.map((c) =>
        c.exitCode !== null || c.signalCode !== null ? null : new Promise((r) => c.once("exit", r)),
      ),
    );
    await anvil?.close();
    await dropDb(PG_ADMIN_URL, databaseUrl).catch(() => undefined);
    const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      await redis.connect();
      let cursor = "0";
      do {
        const [next, keys] = await redis.scan(cursor, "MATCH", `${namespace}*`, "COUNT", 1000);
        if (keys.length) await redis.del(...keys);
        cursor = next;
      } while (cursor !== "0");
    } catch {
      // Redis down: nothing of ours to delete
    } finally {
      redis.disconnect();
    }
    if (process.env.BENCH_LAUNCH_KEEP_LOGS !== "true") rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
