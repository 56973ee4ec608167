// The launch simulation's server side (bench/launch.ts): the compiled server's processes, each with its log file,
// and the launch mission created through the API as an organizer would.
import { type ChildProcess, spawn } from "node:child_process";
import { openSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseEther } from "viem";

export const CREDITS = 10;
export const BRAND = "launchbrand";

const MAIN = path.join(import.meta.dirname, "..", "..", "apps", "server", "dist", "main.js");

export type Server = { port: number; child: ChildProcess; logFile: string };

export function startServer(port: number, env: Record<string, string>, dir: string, n: number): Server {
  const logFile = path.join(dir, `server-${n}.log`);
  const out = openSync(logFile, "a");
  const child = spawn(process.execPath, [MAIN], {
    stdio: ["ignore", out, out],
    env: { ...process.env, ...env, PORT: String(port) },
  });
  return { port, child, logFile };
}

export async function waitReady(s: Server): Promise<void> {
  for (let i = 0; ; i++) {
    const up = await fetch(`http://127.0.0.1:${s.port}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    if (i > 240 || s.child.exitCode !== null)
      throw new Error(`server on ${s.port} did not start:\n${readFileSync(s.logFile, "utf8").slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

export async function api(base: string, cookie: string, route: string, body: unknown) {
  const res = await fetch(`${base}/api/v1${route}`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie, "x-forwarded-for": "10.255.0.1" },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${route}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { id: string } }).data;
}

/** The launch mission, through the API as its organizer would: three X objectives and one on the local chain. */
export async function createMission(base: string, admin: string, tweetUrl: string) {
  const org = await api(base, admin, "/organizations", { name: "Launch Org", slug: `launch-${Date.now()}` });
  const mission = await api(base, admin, "/missions", {
    organization_id: org.id,
    title: "Launch mission",
    blockchain: 8453,
    start_date: new Date(Date.now() - 60_000).toISOString(),
    end_date: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    free_entries: 1,
  });
  const objectives: [string, Record<string, unknown>][] = [
    ["twitter_follow", { username: `@${BRAND}` }],
    ["twitter_like", { tweetUrl }],
    ["twitter_retweet", { tweetUrl }],
    [
      "onchain_holding_crypto",
      {
        title: "Hold 1 ETH",
        description: "Hold at least 1 ETH on the local chain",
        crypto_amount: parseEther("1").toString(),
        blockchain: 31337,
        url: "https://questhq.example/guides/local-chain",
      },
    ],
  ];
  const ids: string[] = [];
  for (const [template, values] of objectives)
    ids.push((await api(base, admin, "/objectives", { mission: mission.id, template, values, credits: CREDITS })).id);
  await api(base, admin, "/rewards", {
    mission: mission.id,
    kind: "raffle",
    title: "Launch prize",
    blockchain_chain_id: 8453,
    selection_process: "raffle",
    number_of_winners: 10,
  });
  await api(base, admin, `/missions/${mission.id}/publish`, {});
  return { missionId: mission.id, objectiveIds: ids };
}
