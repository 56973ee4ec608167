import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

// The built product (web app + compiled server, fresh embedded database with the demo seed) on a free port, as the
// browser journeys (e2e) and the Lighthouse bench run it. It lives here, beside the other root scripts, so both
// workspaces import it by path without one depending on the other.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;

export type ProductServer = {
  baseUrl: string;
  /** SIGTERM, then the exit code once it is gone ("timeout" if it outlived its grace; it is then killed). */
  stop(): Promise<number | null | "timeout">;
};

export type ProductServerOptions = {
  /** Prefix of the throwaway data folder, so a leftover one says who made it. */
  name: string;
  /** What to tell the caller when the build (apps/web/dist, apps/server/dist) is missing. */
  notBuilt: string;
  /** Settings on top of the common ones; a function when they point into the data folder. */
  env?: Record<string, string> | ((dataDir: string) => Record<string, string>);
};

/** A port nothing listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitReady(server: ChildProcess, baseUrl: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    const isReady = await fetch(`${baseUrl}/api/ready`).then(
      (r) => r.ok,
      () => false, // not listening yet
    );
    if (isReady) return;
    if (Date.now() > deadline) throw new Error(`server did not become ready in ${READY_TIMEOUT_MS / 1000} s`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

async function stopServer(server: ChildProcess): Promise<number | null | "timeout"> {
  if (server.exitCode !== null) return server.exitCode;
  const exited = new Promise<number | null>((r) => server.once("exit", (code) => r(code)));
  server.kill("SIGTERM");
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"timeout">((r) => (timer = setTimeout(() => r("timeout"), STOP_TIMEOUT_MS)));
  const code = await Promise.race([exited, timeout]);
  // A pending timer would keep the caller's process alive after the run.
  clearTimeout(timer);
  // A server that outlived its grace would otherwise hold the port (and anvil's) for the next run.
  if (code === "timeout") server.kill("SIGKILL");
  return code;
}

// The compiled server, as `npm start` runs it (`npm run build` writes it beside the web app).
const serverMain = path.join(root, "apps/server/dist/main.js");

export async function startProductServer(options: ProductServerOptions): Promise<ProductServer> {
  const built = existsSync(path.join(root, "apps/web/dist/index.html")) && existsSync(serverMain);
  if (!built) throw new Error(options.notBuilt);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), `questhq-${options.name}-`));
  const baseUrl = `http://localhost:${port}`;
  const extra = typeof options.env === "function" ? options.env(dataDir) : (options.env ?? {});
  const server = spawn(process.execPath, [serverMain], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      SEED_DEMO: "true",
      // The embedded database in the data folder, whatever the caller's shell has set.
      DATABASE_URL: "",
      ...extra,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const stop = async () => {
    const code = await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
    return code;
  };
  try {
    await waitReady(server, baseUrl);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl, stop };
}
