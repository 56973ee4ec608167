import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Starts the real product (built web app + server, fresh embedded database with the demo seed). */
export default async function setup(project: TestProject) {
  if (!existsSync(path.join(root, "apps/web/dist/index.html"))) {
    throw new Error("The web app is not built: run `npm run build` before `npm run e2e`.");
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "questhq-e2e-"));
  const baseUrl = `http://localhost:${port}`;
  const server: ChildProcess = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      RATE_LIMIT_MAX: "100000",
      AUTH_RATE_LIMIT_MAX: "100000",
      // Journeys sign the demo accounts in many times within a quarter of an hour.
      EMAIL_CODE_MAX_PER_ADDRESS: "100000",
      EMAIL_CODE_MAX_ATTEMPTS_PER_ADDRESS: "100000",
      SEED_DEMO: "true",
      DATABASE_URL: "",
      SMTP_URL: "",
      // Visits (link objectives) complete after 2 s instead of 10 s, to keep journeys short.
      VISIT_DWELL_SECONDS: "2",
      // The local chain for the staking journey: anvil on 8545 (the web app's anvil transport),
      // deployed into this run's data folder; the indexer polls every second.
      LOCAL_CHAIN: "true",
      LOCAL_CHAIN_PORT: "8545",
      CHAIN_DEPLOYMENTS_DIR: dataDir,
      INDEXER_POLL_MS: "1000",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/ready`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error("server did not become ready in 90 s");
    await new Promise((r) => setTimeout(r, 300));
  }
  project.provide("baseUrl", baseUrl);
  return async () => {
    // Graceful shutdown is part of the product: SIGTERM must drain and exit 0 within its 10 s grace.
    const exited = new Promise<number | null>((r) => server.once("exit", (code) => r(code)));
    server.kill("SIGTERM");
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<"timeout">((r) => (timer = setTimeout(() => r("timeout"), 15_000)));
    const code = await Promise.race([exited, timeout]);
    // A pending timer would keep vitest's process alive after the run.
    clearTimeout(timer);
    rmSync(dataDir, { recursive: true, force: true });
    if (code !== 0) throw new Error(`server did not shut down cleanly on SIGTERM (exit: ${code})`);
  };
}
