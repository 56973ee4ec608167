import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { openDatabase } from "../db/client";
import { loadEnv } from "../env";
import { latestMailTo, signInWithEmail, type TestApp } from "../test/harness";
import { startSmtpSink, type SmtpSink } from "../test/smtp-sink";

// `npm run admin` as a self-hoster runs it: a child process on a fresh server's data folder, in production, with the
// database settings only (no AUTH_SECRET, none of the secrets the server itself needs). Whatever goes wrong is one
// line, never a stack trace.

const SERVER_ROOT = path.resolve(import.meta.dirname, "../..");
const folders: string[] = [];
const sinks: SmtpSink[] = [];
afterAll(async () => {
  for (const s of sinks) await s.close();
  for (const f of folders) rmSync(f, { recursive: true, force: true });
});

// One data folder for the file: making a PGlite database and migrating it costs several seconds each time.
const dataDir = mkdtempSync(path.join(tmpdir(), "questhq-admin-"));
folders.push(dataDir);

type Run = { code: number; stdout: string; stderr: string };

/** The tool with exactly these settings: nothing of the test runner's environment leaks in. */
function admin(args: string[], settings: Record<string, string>): Promise<Run> {
  const env = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? tmpdir(), ...settings };
  return new Promise((resolve) => {
    // `node --import tsx` is what `npm run admin` ends in (`tsx src/scripts/admin.ts`), without npm's own start-up.
    const argv = ["--import", "tsx", "src/scripts/admin.ts", ...args];
    execFile(process.execPath, argv, { cwd: SERVER_ROOT, env }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const lines = (text: string) => text.split("\n").filter((l) => l.trim() !== "");
/** One line, and nothing a stack trace would print. */
function expectOneLine(text: string): string {
  expect(lines(text), text).toHaveLength(1);
  expect(text).not.toMatch(/^\s+at /m);
  return lines(text)[0]!;
}

// Each run starts tsx and opens the database: seconds apiece, many more on a loaded machine.
describe("npm run admin", { timeout: 240_000 }, () => {
  it("names the first operator of a fresh production server before they sign in; once they do, they are", async () => {
    const production = { NODE_ENV: "production", DATA_DIR: dataDir };
    const first = await admin(["init", "--email", "First@Example.com"], production);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stderr).toBe("");
    expect(expectOneLine(first.stdout)).toBe(
      "Recorded: first@example.com becomes a platform operator on signing in at http://localhost:3000/sign-in " +
        "with this address (no mail sent: SMTP_URL is not set).",
    );
    const again = await admin(["init", "--email=first@example.com"], production);
    expect(again.code).toBe(0);
    expect(expectOneLine(again.stdout)).toMatch(/^Already recorded: first@example\.com becomes a platform operator/);
    const listed = await admin(["list"], production);
    expect(expectOneLine(listed.stdout)).toMatch(
      /^first@example\.com\tgranted by cli on .* \(has not signed in yet\)$/,
    );

    // The server, on that data folder, the first time this person signs in.
    const database = await openDatabase({ dataDir });
    const env = loadEnv({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATA_DIR: dataDir,
      WEB_DIST_DIR: "/nonexistent-web-dist",
      ORGANIZATION_CREATION: "operators",
    });
    const app = await buildApp({ env, database, logger: false });
    try {
      await app.ready();
      const t: TestApp = { app, env, database, close: async () => {} };
      const operator = await signInWithEmail(t, "first@example.com");
      expect((await operator.get("/api/v1/users/me")).json().data).toMatchObject({
        isOperator: true,
        canCreateOrganization: true,
      });
      expect((await operator.post("/api/v1/organizations", { name: "First", slug: "first" })).statusCode).toBe(201);
      const someone = await signInWithEmail(t, "someone@example.com");
      const refused = await someone.post("/api/v1/organizations", { name: "Not allowed", slug: "not-allowed" });
      expect(refused.statusCode).toBe(403);
    } finally {
      await app.close();
    }

    const signedIn = await admin(["init", "--email", "first@example.com"], production);
    expect(expectOneLine(signedIn.stdout)).toBe("first@example.com is already a platform operator; nothing to do.");
    const revoked = await admin(["revoke", "first@example.com"], production);
    expect(expectOneLine(revoked.stdout)).toBe("first@example.com is no longer a platform operator.");
  });

  it("with SMTP_URL mails how to sign in, and prints only its one line", async () => {
    const smtp = await startSmtpSink();
    sinks.push(smtp);
    const settings = {
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      MAIL_FROM: "QuestHQ <hq@quests.example.org>",
      PUBLIC_URL: "https://quests.example.org/",
    };
    const run = await admin(["init", "--email", "boss@example.org"], settings);
    expect(run.code, run.stderr).toBe(0);
    expect(expectOneLine(run.stdout)).toBe(
      "Recorded: boss@example.org becomes a platform operator on signing in at https://quests.example.org/sign-in " +
        "with this address; instructions mailed.",
    );
    expect(smtp.mails.map((m) => m.to)).toEqual([["boss@example.org"]]);
    // Quoted-printable: soft line breaks joined again.
    const mail = smtp.mails[0]!.data.replace(/=\r?\n/g, "");
    expect(mail).toContain("Subject: You are a platform operator on QuestHQ");
    expect(mail).toContain("open https://quests.example.org/sign-in and sign in with this email address");
    expect(mail).toContain("create organizations");

    const refusing = await startSmtpSink({ refuse: true });
    sinks.push(refusing);
    const failed = await admin(["init", "--email", "other@example.org"], { ...settings, SMTP_URL: refusing.url });
    expect(failed.code).toBe(1);
    expect(failed.stdout).toBe("");
    // The grant is recorded; the mail that did not go says so, with the SMTP code only.
    const line = expectOneLine(failed.stderr);
    expect(line).toMatch(/^Recorded: other@example\.org becomes a platform operator/);
    expect(line).toMatch(/; mail to other@example\.org not sent \(SMTP .*554\)\.$/);
  });

  it("in development the mail goes to the development mailbox and the instructions are printed", async () => {
    const run = await admin(["init", "--email", "dev@example.com"], { NODE_ENV: "development", DATA_DIR: dataDir });
    expect(run.code, run.stderr).toBe(0);
    expect(lines(run.stdout)[0]).toMatch(/the mail is in the development mailbox\.$/);
    expect(run.stdout).toContain("To start, open http://localhost:3000/sign-in and sign in with this email address");
    const database = await openDatabase({ dataDir });
    try {
      expect((await latestMailTo(database, "dev@example.com"))?.subject).toBe("You are a platform operator on QuestHQ");
    } finally {
      await database.close();
    }
  });

  it("a wrong or unreachable DATABASE_URL, or a wrong command line, is one line", async () => {
    const invalid = await admin(["list"], { NODE_ENV: "production", DATABASE_URL: "not a url" });
    expect(invalid.code).toBe(1);
    expect(expectOneLine(invalid.stderr)).toMatch(/DATABASE_URL/);
    const unreachable = await admin(["list"], {
      NODE_ENV: "production",
      DATABASE_URL: "postgres://questhq:hunter2@127.0.0.1:9/questhq",
    });
    expect(unreachable.code).toBe(1);
    const line = expectOneLine(unreachable.stderr);
    expect(line).toMatch(/^Could not open the database at DATABASE_URL \(127\.0\.0\.1:9\/questhq\): /);
    expect(line).not.toContain("hunter2");
    const usage = await admin(["init"], { NODE_ENV: "production", DATA_DIR: dataDir });
    expect(usage.code).toBe(2);
    expect(expectOneLine(usage.stderr)).toMatch(/^Usage: npm run admin -- init --email <address>/);
    const notEmail = await admin(["grant", "nobody"], { NODE_ENV: "production", DATA_DIR: dataDir });
    expect(notEmail.code).toBe(2);
    expect(expectOneLine(notEmail.stderr)).toMatch(/^Not an email address: nobody\./);
  });
});
