// `npm run check:self-hosting` (a stage of .ci/run): follows docs/self-hosting.md from a clean clone, as a
// self-hoster would. It runs the guide's own commands (the ```sh ci blocks, in order, in one shell, and the ```sql ci
// block through psql), never a copy of them, then checks what the guide promises: the service answers health and
// readiness in production mode with PostgreSQL, Redis and two processes, the first admin's mail arrived, and an email
// sign-in works through a local SMTP catcher. It creates and then drops the guide's role and database `questhq`, so
// it refuses to run outside CI unless given --yes.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startSmtpSink, type SmtpSink } from "../apps/server/src/test/smtp-sink";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const guide = readFileSync(path.join(root, "docs/self-hosting.md"), "utf8");
const ADMIN_URL = process.env.CI_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const ADMIN_EMAIL = "admin@selfhost.test";

if (!process.env.CI && !process.argv.includes("--yes")) {
  console.error("This creates and drops the PostgreSQL role and database `questhq`: run it in CI, or pass --yes.");
  process.exit(2);
}

/** The guide's blocks marked "<language> ci", in order, without the indentation of a block inside a list item. */
function blocks(language: string): string[] {
  const fence = new RegExp(`^( *)\`\`\`${language} ci\\n([\\s\\S]*?)^ *\`\`\``, "gm");
  return [...guide.matchAll(fence)].map(([, indent, body]) =>
    body!
      .split("\n")
      .map((line) => (line.startsWith(indent!) ? line.slice(indent!.length) : line))
      .join("\n"),
  );
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function run(command: string, args: string[], opts: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<void> {
  return new Promise((resolve, reject) => {
    const env = { PGOPTIONS: "-c client_min_messages=warning", ...(opts.env ?? process.env) };
    const child = spawn(command, args, { cwd: opts.cwd, env, stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`))));
  });
}

const psql = (sql: string, cwd: string) => run("psql", [ADMIN_URL, "-v", "ON_ERROR_STOP=1", "-q", "-c", sql], { cwd });

function fail(message: string): never {
  throw new Error(message);
}

async function expectOk(url: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(url, init);
  if (!response.ok) fail(`${init?.method ?? "GET"} ${url} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** The newest mail to `to` the catcher was given, waiting for it a little. */
async function mailTo(sink: SmtpSink, to: string, after: number): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const mail = sink.mails.slice(after).find((m) => m.to.includes(to));
    if (mail) return mail.data;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return fail(`no mail to ${to} reached the SMTP catcher`);
}

/** As a browser on the public address would (the Origin is PUBLIC_URL's; the requests go to the port itself). */
async function signInByEmail(base: string, publicUrl: string, sink: SmtpSink) {
  const origin = { origin: publicUrl, "content-type": "application/json" };
  const before = sink.mails.length;
  await expectOk(`${base}/api/auth/email-otp/send-verification-otp`, {
    method: "POST",
    headers: origin,
    body: JSON.stringify({ email: ADMIN_EMAIL, type: "sign-in" }),
  });
  const code = /\b(\d{6})\b/.exec(await mailTo(sink, ADMIN_EMAIL, before))?.[1] ?? fail("no code in the mail");
  const signedIn = await expectOk(`${base}/api/auth/sign-in/email-otp`, {
    method: "POST",
    headers: origin,
    body: JSON.stringify({ email: ADMIN_EMAIL, otp: code }),
  });
  const cookie = signedIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const me = (await (await expectOk(`${base}/api/v1/users/me`, { headers: { cookie } })).json()) as {
    data: { email: string; isOperator?: boolean };
  };
  if (me.data.email !== ADMIN_EMAIL) fail(`signed in as ${me.data.email}`);
  if (me.data.isOperator !== true) fail("the first admin is not a platform operator after signing in");
}

async function main() {
  const work = mkdtempSync(path.join(tmpdir(), "questhq-self-hosting-"));
  const sink = await startSmtpSink();
  const port = await freePort();
  // A self-hoster's shell: none of the npm_* variables `npm run` adds (npm ci in the clone would read them as config).
  const shellEnv = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.toLowerCase().startsWith("npm_")));
  const env: NodeJS.ProcessEnv = {
    ...shellEnv,
    // Where the guide's `git clone` takes the code from: this checkout, as committed.
    QUESTHQ_REPOSITORY: root,
    PUBLIC_URL: `http://localhost:${port}`,
    PORT: String(port),
    SMTP_URL: sink.url,
    ADMIN_EMAIL,
  };
  // The guide's environment file says production; the runner's own NODE_ENV must not leak into npm's scripts.
  delete env.NODE_ENV;
  const drop = "DROP DATABASE IF EXISTS questhq WITH (FORCE); DROP ROLE IF EXISTS questhq;";
  let serverPid: number | undefined;
  try {
    for (const sql of drop.split("; ")) await psql(sql, work);
    const sqlBlocks = blocks("sql");
    if (sqlBlocks.length !== 1) fail(`expected one \`\`\`sql ci block in the guide, found ${sqlBlocks.length}`);
    writeFileSync(path.join(work, "create-database.sql"), sqlBlocks[0]!);
    await run("psql", [ADMIN_URL, "-v", "ON_ERROR_STOP=1", "-q", "-f", "create-database.sql"], { cwd: work });

    const shell = blocks("sh");
    if (shell.length < 4) fail(`expected the guide's \`\`\`sh ci blocks, found ${shell.length}`);
    console.log(`== following docs/self-hosting.md: ${shell.length} command blocks`);
    writeFileSync(path.join(work, "guide.sh"), `set -euo pipefail\n${shell.join("\n")}`);
    await run("bash", ["guide.sh"], { cwd: work, env }).catch((err: unknown) => {
      const log = path.join(work, "app/server.log");
      if (existsSync(log)) console.error(`server.log:\n${readFileSync(log, "utf8").slice(-4000)}`);
      throw err;
    });
    serverPid = Number(readFileSync(path.join(work, "app/server.pid"), "utf8"));

    const base = `http://127.0.0.1:${port}`;
    const ready = (await (await expectOk(`${base}/api/ready`)).json()) as Record<string, string>;
    if (ready.database !== "postgres" || ready.redis !== "connected") fail(`ready: ${JSON.stringify(ready)}`);
    await mailTo(sink, ADMIN_EMAIL, 0);
    await signInByEmail(base, env.PUBLIC_URL!, sink);
    const log = readFileSync(path.join(work, "app/server.log"), "utf8").trim().split("\n");
    const notJson = log.filter((line) => {
      try {
        JSON.parse(line);
        return false;
      } catch {
        return true;
      }
    });
    if (notJson.length) fail(`log lines that are not JSON:\n${notJson.slice(0, 5).join("\n")}`);
    if (!log.some((line) => line.includes("with 2 processes"))) fail("the server did not start two processes");
    console.log(`== self-hosting guide: ok (${log.length} JSON log lines; ready: ${JSON.stringify(ready)})`);
  } finally {
    if (serverPid) {
      process.kill(serverPid, "SIGTERM");
      for (let i = 0; i < 100; i++) {
        try {
          process.kill(serverPid, 0);
          await new Promise((resolve) => setTimeout(resolve, 200));
        } catch {
          break;
        }
      }
    }
    await sink.close();
    for (const sql of drop.split("; ")) await psql(sql, work).catch(() => {});
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(`self-hosting guide check failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
