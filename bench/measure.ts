// One measured pass of `npm run bench`: autocannon in its own process (load.mjs), and the server process's CPU time
// per answered request read from /proc around it.
import { execFile, execSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

export type Load = {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  total?: number;
  cpuUs?: number;
};

/** The best of several passes of one side of a row (the one with the most req/s). */
export const best = (passes: Load[]): Load => passes.reduce((a, b) => (b.rps > a.rps ? b : a));

const CLK_TCK = (() => {
  try {
    return Number(execSync("getconf CLK_TCK", { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); null elsewhere. */
function cpuSeconds(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / CLK_TCK; // utime and stime, the 14th and 15th fields
  } catch {
    return null;
  }
}

/**
 * One measurement, by the load generator in its own process (load.mjs). With the server's pid, also the server
 * process's CPU time per answered request: where the load generator, not the server, is the bottleneck (a trivial
 * route answers faster than one autocannon thread asks on two cores), req/s compares the load generator's share of
 * the machine, while CPU per request still compares the servers' own cost.
 */
export function measure(
  url: string,
  headers: Record<string, string>,
  opts: { connections: number; seconds: number; serverPid?: number },
): Promise<Load> {
  const { serverPid } = opts;
  const args = JSON.stringify({ url, connections: opts.connections, duration: opts.seconds, headers });
  const cpuBefore = cpuSeconds(serverPid);
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [path.join(import.meta.dirname, "load.mjs"), args], (err, stdout) => {
      if (err) return reject(err);
      const load = JSON.parse(stdout.trim().split("\n").pop()!) as Load;
      // The load generator stops at the pass's end, but requests it left unanswered still run (a slow reference's
      // queries keep PostgreSQL busy for seconds): one more request waits behind them, so the next pass, often the
      // other server's, starts on a drained machine and this pass's CPU includes the work it started.
      void fetch(url, { headers })
        .then(
          (res) => res.arrayBuffer(),
          () => undefined,
        )
        .finally(() => {
          const cpuAfter = cpuSeconds(serverPid);
          if (cpuBefore !== null && cpuAfter !== null && load.total)
            load.cpuUs = ((cpuAfter - cpuBefore) * 1e6) / load.total;
          resolve(load);
        });
    });
  });
}
