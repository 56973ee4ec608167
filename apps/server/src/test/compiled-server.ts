import { type ChildProcess, spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { buildServer, DIST_DIR, MAIN_FILE } from "../../build";

// A built server (a dist/main.js, this checkout's or an older version's) as production runs it: its own process, plain
// node, only the settings given. For tests of what happens between processes and versions: a restored backup, two
// versions on one database. Each helper registers its clean-up with the `cleanups` list the test file empties.

export type Cleanups = (() => Promise<void> | void)[];

const serverDir = path.dirname(DIST_DIR);
const repositoryDir = path.resolve(serverDir, "../..");

/** Path, size and time of every file the bundle is made of: dist/ is up to date when it was built from the same. */
function sourceFingerprint(): string {
  const hash = createHash("sha256");
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) {
        const { size, mtimeMs } = statSync(full);
        hash.update(`${full}\0${size}\0${mtimeMs}\n`);
      }
    }
  };
  walk(path.join(serverDir, "src"));
  for (const pkg of readdirSync(path.join(repositoryDir, "packages"))) {
    const src = path.join(repositoryDir, "packages", pkg, "src");
    if (existsSync(src)) walk(src);
  }
  hash.update(readFileSync(path.join(serverDir, "build.ts")));
  return hash.digest("hex");
}

/**
 * `buildServer()` unless dist/ was already built from these sources. Test files that start the compiled server run in
 * parallel, and a second build would delete dist/ under a server another file is starting: they take turns through
 * a lock folder, the first one builds, the others find dist/ up to date.
 */
export async function buildServerOnce(): Promise<void> {
  const lock = path.join(
    tmpdir(),
    `questhq-build-${createHash("sha256").update(serverDir).digest("hex").slice(0, 12)}`,
  );
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      // Left by a run that was killed while building.
      const lockedAt = statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
      if (Date.now() - lockedAt > 300_000) rmSync(lock, { force: true, recursive: true });
      if (Date.now() > deadline) throw new Error(`${lock} stayed locked for 3 minutes`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  try {
    const fingerprint = sourceFingerprint();
    const stamp = path.join(DIST_DIR, ".source-fingerprint");
    if (existsSync(MAIN_FILE) && existsSync(stamp) && readFileSync(stamp, "utf8") === fingerprint) return;
    await buildServer();
    writeFileSync(stamp, fingerprint);
  } finally {
    rmSync(lock, { force: true, recursive: true });
  }
}
export type Started = { child: ChildProcess; port: number; output(): string; exited: Promise<number | null> };

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

export const tempDir = (cleanups: Cleanups, prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `questhq-${prefix}-`));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

/** `node <mainFile>` in production mode on a free port, with `settings` on top of a minimal production setting. */
export async function startCompiled(
  cleanups: Cleanups,
  mainFile: string,
  settings: Record<string, string>,
): Promise<Started> {
  const port = await freePort();
  const child = spawn(process.execPath, [mainFile], {
    cwd: path.resolve(path.dirname(mainFile), ".."),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      AUTH_SECRET: randomBytes(24).toString("hex"),
      TOKEN_ENCRYPTION_KEY: randomBytes(32).toString("hex"),
      CHAIN_SIGNER_PRIVATE_KEY: randomBytes(32).toString("hex"),
      // No SMTP server here, so no email sign-in (production refuses to start with neither).
      EMAIL_SIGN_IN: "false",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: "info",
      VERIFY_POLL_MS: "0",
      NEWS_INGEST_INTERVAL_MINUTES: "0",
      INDEXER_POLL_MS: "0",
      ...settings,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGKILL");
      await exited;
    }
  });
  return { child, port, output: () => output, exited };
}

export type Answer = { status: number; body: string; bytes: Buffer; headers: http.IncomingHttpHeaders };

/** One request on its own connection (a cluster hands out connections, not requests); `json` is sent as the body. */
export function request(
  port: number,
  method: string,
  urlPath: string,
  opts: { headers?: Record<string, string>; json?: unknown } = {},
): Promise<Answer> {
  const body = opts.json === undefined ? undefined : JSON.stringify(opts.json);
  const headers = { ...(body ? { "content-type": "application/json" } : {}), ...opts.headers };
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path: urlPath, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, body: bytes.toString(), bytes, headers: res.headers });
      });
    });
    req.on("error", reject);
    req.end(body);
  });
}

export const get = (port: number, urlPath: string, headers: Record<string, string> = {}) =>
  request(port, "GET", urlPath, { headers });

export async function until(
  what: string,
  server: Started,
  check: () => Promise<boolean> | boolean,
  timeoutMs = 75_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.child.exitCode !== null) {
      throw new Error(`server exited (${server.child.exitCode}) before ${what}:\n${server.output()}`);
    }
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`no ${what} within ${timeoutMs / 1000} s:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Resolves once the server answers its readiness probe. */
export const whenReady = (server: Started) =>
  until("readiness", server, () =>
    get(server.port, "/api/ready").then(
      (r) => r.status === 200,
      () => false, // not listening yet
    ),
  );

export const logLines = (server: Started) =>
  server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

/** An empty database on the server of `adminUrl` (never the admin database itself), dropped by the clean-ups. */
export async function freshPostgres(cleanups: Cleanups, adminUrl: string): Promise<string> {
  const name = `questhq_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });
  return databaseUrl(adminUrl, name);
}

/** The URL of database `name` on the server of `url`. */
export function databaseUrl(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
