// Starting the measured side of `npm run bench` (target.ts: our API and the plain reference on one seeded database)
// as a child process, shared by the bench (run.ts) and the answers check alone (check-answers.ts).
import { spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import type { TargetReady } from "./target";

export type DbOpts = { databaseUrl?: string; dataDir?: string };

/** Starts target.ts (both servers on one seeded database) and answers once it is serving. */
export function startTarget(label: string, dbOpts: DbOpts & { mode?: "spike" }) {
  const script = path.join(import.meta.dirname, "target.ts");
  const child = spawn(process.execPath, ["--import", "tsx", script, JSON.stringify({ ...dbOpts, label })], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const ready = new Promise<TargetReady>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`${label}: the bench target exited (${code}) before it was ready`)));
    createInterface({ input: child.stdout! }).on("line", (line) => {
      if (line.startsWith("READY ")) resolve(JSON.parse(line.slice(6)) as TargetReady);
    });
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  return { ready, stop, pid: child.pid };
}
