import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { devMail } from "../../db/schema/index";
import { loadEnv } from "../../env";
import { EMAIL_NOT_SENT_MESSAGE, EMAIL_SIGN_IN_OFF_MESSAGE } from "../../lib/auth";
import { createMailer } from "../../lib/mailer";
import { Client, createTestApp, type TestApp } from "../../test/harness";
import { startSmtpSink, type SmtpSink } from "../../test/smtp-sink";

// In production a sign-in code exists in one place only: the mail. Each case runs a server with production settings on
// a real database, reads every line it logs, and looks for the code in every table.

let base: TestApp;
const dataDir = mkdtempSync(path.join(tmpdir(), "questhq-prod-mail-"));
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  base = await createTestApp();
});
afterAll(async () => {
  for (const close of closers.reverse()) await close();
  await base?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type ProductionApp = { app: FastifyInstance; logLines: string[] };

async function productionApp(settings: Record<string, string>): Promise<ProductionApp> {
  const env = loadEnv({
    NODE_ENV: "production",
    AUTH_SECRET: randomBytes(32).toString("hex"),
    TOKEN_ENCRYPTION_KEY: randomBytes(32).toString("hex"),
    CHAIN_SIGNER_PRIVATE_KEY: randomBytes(32).toString("hex"),
    PUBLIC_URL: "http://localhost:3000",
    DATA_DIR: dataDir,
    WEB_DIST_DIR: "/nonexistent-web-dist",
    LOG_LEVEL: "info",
    AUTH_RATE_LIMIT_MAX: "100000",
    VERIFY_POLL_MS: "0",
    NEWS_INGEST_INTERVAL_MINUTES: "0",
    INDEXER_POLL_MS: "0",
    ...settings,
  });
  const logLines: string[] = [];
  // The server's own pino logger, writing its JSON lines here instead of stdout.
  const logger = { level: "info", stream: { write: (line: string) => void logLines.push(line) } };
  const app = await buildApp({ env, database: { ...base.database, close: async () => {} }, logger });
  await app.ready();
  closers.push(() => app.close());
  return { app, logLines };
}

async function sink(opts: { refuse?: boolean } = {}): Promise<SmtpSink> {
  const s = await startSmtpSink(opts);
  closers.push(() => s.close());
  return s;
}

/** node-postgres answers `{ rows }`, PGlite through drizzle the same; typed loosely by drizzle either way. */
const rowsOf = <T>(result: unknown) => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
const countOf = async (query: ReturnType<typeof sql>) =>
  rowsOf<{ n: number }>(await base.database.db.execute(query))[0]!.n;

const codeIn = (mail: string) => mail.match(/sign-in code: (\d{6})/)?.[1];

/** Tables holding `code` as a number of its own (a timestamp's microseconds, after a dot, do not count). */
async function tablesHolding(code: string): Promise<string[]> {
  const db = base.database.db;
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE'`,
    ),
  );
  const pattern = `(^|[^0-9.])${code}([^0-9]|$)`;
  const holding: string[] = [];
  for (const { name } of tables) {
    const table = sql.identifier(name);
    const rows = await countOf(sql`select count(*)::int as n from ${table} t where t::text ~ ${pattern}`);
    if (rows > 0) holding.push(name);
  }
  return holding;
}

const requestCode = (app: FastifyInstance, email: string) =>
  new Client(app).post("/api/auth/email-otp/send-verification-otp", { email, type: "sign-in" });

describe("email sign-in in production", () => {
  it("production without SMTP cannot sign anyone in through a code that appears anywhere but the mail", async () => {
    const production = {
      NODE_ENV: "production",
      AUTH_SECRET: randomBytes(32).toString("hex"),
      TOKEN_ENCRYPTION_KEY: randomBytes(32).toString("hex"),
      CHAIN_SIGNER_PRIVATE_KEY: randomBytes(32).toString("hex"),
    };
    // Without SMTP_URL the server does not start, unless email sign-in is turned off on purpose.
    expect(() => loadEnv(production)).toThrow(/SMTP_URL: required in production .*EMAIL_SIGN_IN=false/s);

    const { app, logLines } = await productionApp({ EMAIL_SIGN_IN: "false" });
    const email = "no-smtp@example.com";
    const client = new Client(app);
    const sent = await client.post("/api/auth/email-otp/send-verification-otp", { email, type: "sign-in" });
    expect(sent.statusCode).toBe(403);
    expect(sent.json().error).toEqual({ code: "forbidden", message: EMAIL_SIGN_IN_OFF_MESSAGE });
    // Every code a person could guess is refused before it is checked.
    for (const otp of ["000000", "123456", "999999"]) {
      const signIn = await client.post("/api/auth/sign-in/email-otp", { email, otp });
      expect(signIn.statusCode).toBe(403);
      expect(signIn.cookies.filter((c) => c.name.includes("session_token"))).toEqual([]);
    }
    const config = (await client.get("/api/v1/config")).json().data;
    expect(config).toMatchObject({ emailSignIn: false, hasDevMailbox: false });
    expect((await client.get("/dev/mailbox.json")).statusCode).toBe(404);

    const db = base.database.db;
    expect(await countOf(sql`select count(*)::int as n from verification where identifier like '%-otp-%'`)).toBe(0);
    expect(await db.select().from(devMail)).toEqual([]);
    expect(await countOf(sql`select count(*)::int as n from "user" where email = ${email}`)).toBe(0);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.filter((l) => /sign-in code/i.test(l))).toEqual([]);

    // Other mail (invitations, winners) is not kept either: the mailer refuses and stores nothing.
    const mailer = createMailer({ from: "QuestHQ <no-reply@example.com>", db, log: app.log });
    const mail = { to: email, subject: "Your QuestHQ sign-in code: 424242", text: "424242" };
    await expect(mailer.send(mail)).rejects.toThrow(/does not send email/);
    expect(await db.select().from(devMail)).toEqual([]);
    expect(await tablesHolding("424242")).toEqual([]);
  });

  it("with SMTP the code is in the mail and nowhere else: not in a log line, not in a table", async () => {
    const smtp = await sink();
    const { app, logLines } = await productionApp({ SMTP_URL: smtp.url });
    const email = "smtp-ok@example.com";
    const client = new Client(app);
    const sent = await client.post("/api/auth/email-otp/send-verification-otp", { email, type: "sign-in" });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(smtp.mails.map((m) => m.to)).toEqual([[email]]);
    const code = codeIn(smtp.mails[0]!.data);
    expect(code).toMatch(/^\d{6}$/);

    expect(logLines.filter((l) => l.includes(code!))).toEqual([]);
    expect(await tablesHolding(code!)).toEqual([]);
    // It is the real code: it signs in.
    const signIn = await client.post("/api/auth/sign-in/email-otp", { email, otp: code });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect((await client.get("/api/v1/users/me")).json().data.email).toBe(email);
    expect((await client.get("/api/v1/config")).json().data).toMatchObject({ emailSignIn: true, hasDevMailbox: false });
  });

  it("when the SMTP server refuses the mail the person is told; the JSON log says so without the code", async () => {
    const smtp = await sink({ refuse: true });
    const { app, logLines } = await productionApp({ SMTP_URL: smtp.url });
    const email = "smtp-down@example.com";
    const sent = await requestCode(app, email);
    expect(sent.statusCode).toBe(502);
    expect(sent.json().error).toEqual({ code: "bad_gateway", message: EMAIL_NOT_SENT_MESSAGE });
    // The relay saw the mail (that is how the test knows the code) and refused it.
    const code = codeIn(smtp.mails[0]!.data)!;
    expect(code).toMatch(/^\d{6}$/);

    const lines = logLines.map((l) => JSON.parse(l) as { level: number; msg: string });
    const failure = lines.find((l) => l.msg === "mail not sent: the SMTP server failed");
    expect(failure).toMatchObject({ level: 50, smtp: { responseCode: 554, command: "DATA" } });
    expect(logLines.filter((l) => l.includes(code))).toEqual([]);
    expect(await tablesHolding(code)).toEqual([]);
  });

  it("when nothing listens at SMTP_URL the person is told too", async () => {
    const smtp = await sink();
    const url = smtp.url;
    await smtp.close();
    const { app, logLines } = await productionApp({ SMTP_URL: url });
    const sent = await requestCode(app, "smtp-closed@example.com");
    expect(sent.statusCode).toBe(502);
    expect(sent.json().error.message).toBe(EMAIL_NOT_SENT_MESSAGE);
    expect(logLines.some((l) => l.includes("mail not sent: the SMTP server failed"))).toBe(true);
  });
});
