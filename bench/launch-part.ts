import { spawn } from "node:child_process";
import path from "node:path";

// The "launch" part of `npm run bench` (bench/launch.ts runs it in a process of its own, which starts the servers,
// the fakes, anvil and the crowd as processes of their own): its figures into the run's record, and its table.

type Figures = Record<string, unknown> & {
  users: number;
  arrivalSeconds: number;
  totalMs: number | null;
  minimumMs: number;
  ratio: number | null;
  refusedByX: number;
  p99Ms: number;
  p99ByKind: Record<string, number>;
  errorsShown: number;
  errors: Record<string, number>;
  lost: number;
  unfinishedUsers: number;
  serverCpuSeconds: number;
  duplicates: number;
  creditRows: number;
  creditTotal: number;
  creditExpected: number;
  killedAtMs: number | null;
  busyRetries: number;
  balancerRetries: number;
  pendingAnswers: number;
};

function runLaunch(): Promise<Figures> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "launch.ts")], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.once("exit", (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split("\n").pop()!) as Figures)
        : reject(new Error(`the launch simulation exited ${code}`)),
    );
  });
}

export async function launchPart(record: Record<string, unknown>) {
  const f = await runLaunch();
  record.launch = f;
  const s = (ms: number | null) => (ms === null ? "—" : `${(ms / 1000).toFixed(1)} s`);
  const met = (ok: boolean) => (ok ? "met" : "SHORT");
  const creditsOk = f.creditTotal === f.creditExpected && f.duplicates === 0;
  const rows: [string, string, string, string][] = [
    ["users", f.users.toLocaleString("en-US"), "", ""],
    ["arrival window", `${f.arrivalSeconds} s`, "", ""],
    ["time to verify everyone", s(f.totalMs), "", ""],
    ["minimum X's limits allow", s(f.minimumMs), "", ""],
    ["ratio", f.ratio === null ? "—" : `${f.ratio.toFixed(2)}×`, "≤ 1.2×", met(f.ratio !== null && f.ratio <= 1.2)],
    ["reads refused by sandbox X", String(f.refusedByX), "0", met(f.refusedByX === 0)],
    ["p99 of user-facing requests", `${f.p99Ms.toFixed(0)} ms`, "≤ 500 ms", met(f.p99Ms <= 500)],
    ["errors shown to users", String(f.errorsShown), "0", met(f.errorsShown === 0)],
    [
      `lost after kill -9${f.killedAtMs === null ? " (no kill)" : ` (at ${s(f.killedAtMs)})`}`,
      String(f.lost),
      "0",
      met(f.lost === 0),
    ],
    ["users not done when they gave up", String(f.unfinishedUsers), "0", met(f.unfinishedUsers === 0)],
    ["credits once, no duplicate rows", `${f.creditTotal} of ${f.creditExpected}`, "all", met(creditsOk)],
  ];
  console.log("\nLaunch simulation: 3 X objectives + 1 on-chain, sandbox X at X's limits, 3 server processes");
  for (const [name, value, target, verdict] of rows)
    console.log(name.padEnd(44), value.padStart(14), target.padStart(10), verdict.padStart(6));
  const byKind = Object.entries(f.p99ByKind).map(([k, v]) => `${k} ${v.toFixed(0)} ms`);
  console.log(
    `  p99 by request: ${byKind.join(", ")}; busy (429) retries by the app ${f.busyRetries}, ` +
      `requests moved by the balancer ${f.balancerRetries}, answers queued behind X ${f.pendingAnswers}`,
  );
  console.log(
    `  server CPU: ${f.serverCpuSeconds.toFixed(0)} s over the three processes, ` +
      `${((f.serverCpuSeconds * 1000) / f.users).toFixed(0)} ms a user ("lost": verifications the server accepted ` +
      "that did not end completed)",
  );
  if (f.errorsShown) console.log(`  errors shown: ${JSON.stringify(f.errors)}`);
}
