import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { missionFields, rewardFields } from "../../test/mission-kit";
import { startReceiver, type Receiver } from "../../test/webhook-receiver";

// Never lost (docs/product/developers.md#webhooks): the server that committed a completion is killed with SIGKILL
// before its job could deliver the event; the server started again on the same database delivers it. Real processes
// (`tsx src/main.ts`) on PostgreSQL, so the only thing that survives the kill is what was committed.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

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

type Server = { child: ChildProcess; exited: Promise<unknown>; output: () => string };

describe.runIf(onPostgres)("a server killed between a completion and its delivery", () => {
  let receiver: Receiver;
  let databaseUrl: string;
  let dropDatabase: () => Promise<void>;
  let port: number;
  let dataDir: string;
  const servers: Server[] = [];

  beforeAll(async () => {
    receiver = await startReceiver();
    const base = process.env.TEST_DATABASE_URL!;
    const name = `questhq_crash_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    const template = inject("postgresTemplate");
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
    await admin.end();
    const u = new URL(base);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
    port = await freePort();
    dataDir = mkdtempSync(path.join(tmpdir(), "questhq-crash-"));
  });

  afterAll(async () => {
    for (const s of servers) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill("SIGKILL");
    await Promise.all(servers.map((s) => s.exited));
    await dropDatabase?.();
    await receiver?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The server as a process of its own, listening on `port`; resolves once it answers health checks. */
  async function startServer(webhookPollMs: number): Promise<Server> {
    // node itself with tsx's loader (not npx, whose own process a SIGKILL would stop while the server ran on).
    const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
      cwd: serverDir,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: "development",
        HOST: "127.0.0.1",
        PORT: String(port),
        PUBLIC_URL: `http://localhost:${port}`,
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        SEED_DEMO: "false",
        LOG_LEVEL: "warn",
        RATE_LIMIT_MAX: "100000",
        AUTH_RATE_LIMIT_MAX: "100000",
        VERIFY_POLL_MS: "0",
        NEWS_INGEST_INTERVAL_MINUTES: "0",
        INDEXER_POLL_MS: "0",
        WEB_DIST_DIR: "/nonexistent-web-dist",
        FETCH_ALLOWED_HOSTS: receiver.host,
        WEBHOOK_POLL_MS: String(webhookPollMs),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout!.on("data", (c: Buffer) => (output += c.toString()));
    child.stderr!.on("data", (c: Buffer) => (output += c.toString()));
    const exited = new Promise((resolve) => child.once("exit", resolve));
    const server = { child, exited, output: () => output };
    servers.push(server);
    for (let i = 0; i < 600; i++) {
      if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
      const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) return server;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`server did not start: ${output}`);
  }

  /** A signed-in person over real HTTP: email code from the development mailbox, session cookie kept. */
  async function signIn(email: string) {
    const origin = `http://localhost:${port}`;
    let cookie = "";
    const call = async (method: string, url: string, body?: unknown) => {
      const res = await fetch(`http://127.0.0.1:${port}${url}`, {
        method,
        headers: {
          origin,
          ...(cookie ? { cookie } : {}),
          ...(body !== undefined ? { "content-type": "application/json" } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const set = res.headers.getSetCookie().map((c) => c.split(";")[0]!);
      if (set.length) cookie = [...(cookie ? cookie.split("; ") : []), ...set].join("; ");
      const text = await res.text();
      return { status: res.status, json: () => JSON.parse(text), text };
    };
    expect((await call("POST", "/api/auth/email-otp/send-verification-otp", { email, type: "sign-in" })).status).toBe(
      200,
    );
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const { rows } = await db.query('select subject from dev_mail where "to" = $1 order by id desc limit 1', [email]);
    await db.end();
    const otp = /(\d{6})/.exec(String(rows[0]?.subject))?.[1];
    const signed = await call("POST", "/api/auth/sign-in/email-otp", { email, otp });
    expect(signed.status, signed.text).toBe(200);
    return call;
  }

  it("delivers the completion after the restart", async () => {
    const first = await startServer(60_000);
    const admin = await signIn("crash-admin@example.com");
    const org = await admin("POST", "/api/v1/organizations", { name: "Crash Org", slug: "crash-org" });
    expect(org.status, org.text).toBe(201);
    const orgId = org.json().data.id as string;
    const hook = await admin("POST", `/api/v1/organizations/${orgId}/webhooks`, {
      url: receiver.url("/crash"),
      events: ["objective.completed"],
    });
    expect(hook.status, hook.text).toBe(201);
    receiver.setSecret("/crash", hook.json().data.secret);
    const draft = await admin("POST", "/api/v1/missions", missionFields(orgId));
    expect(draft.status, draft.text).toBe(201);
    const missionId = draft.json().data.id as string;
    const objective = await admin("POST", "/api/v1/objectives", {
      mission: missionId,
      template: "client_validation",
      values: { key: "okx-crash" },
    });
    expect(objective.status, objective.text).toBe(201);
    expect((await admin("POST", "/api/v1/rewards", rewardFields(missionId))).status).toBe(201);
    expect((await admin("POST", `/api/v1/missions/${missionId}/publish`, {})).status).toBe(200);

    const user = await signIn("crash-user@example.com");
    const done = await user("POST", `/api/v1/missions/${missionId}/participate`, {
      objective_id: objective.json().data.id,
      client_signal: { okx_wallet_present: true },
    });
    expect(done.status, done.text).toBe(200);
    expect(done.json().data.outcome).toBe("completed");
    // Killed right after the answer: its job (first run a minute after start) has not sent anything.
    first.child.kill("SIGKILL");
    await first.exited;
    expect(receiver.received).toEqual([]);

    expect(first.child.signalCode).toBe("SIGKILL");
    // What survived the kill: the event, committed with the completion, and its delivery, not yet attempted.
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const { rows } = await db.query("select status, attempts from webhook_delivery");
    await db.end();
    expect(rows).toEqual([{ status: "pending", attempts: 0 }]);
    const second = await startServer(200);
    await expect
      .poll(() => receiver.received.length, { timeout: 15_000, interval: 100, message: second.output() })
      .toBe(1);
    const [got] = receiver.received;
    expect(got!.payload.type).toBe("objective.completed");
    expect(got!.payload.data).toMatchObject({
      mission: { id: missionId },
      objective: { id: objective.json().data.id },
    });
    expect(receiver.rejected).toEqual([]);
  }, 240_000);
});
