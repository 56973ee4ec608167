import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { desc, eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { privateKeyToAccount, generatePrivateKey, type PrivateKeyAccount } from "viem/accounts";
import { createSiweMessage } from "viem/siwe";
import { buildApp } from "../app";
import { openDatabase, type Database } from "../db/client";
import { devMail } from "../db/schema/index";
import { loadEnv, type Env } from "../env";

// Integration tests run the real server on a real database: embedded PGlite in memory by
// default, or a fresh database on the PostgreSQL server named by TEST_DATABASE_URL. Either starts as a copy of the
// database that global-setup.ts migrated once for the run.

export type TestApp = { app: FastifyInstance; env: Env; database: Database; close(): Promise<void> };

async function freshPostgres(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `questhq_test_${randomBytes(6).toString("hex")}`;
  const template = inject("postgresTemplate");
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

let pgliteTemplate: Blob | undefined;
/** The migrated PGlite dump, read once per test file. */
function pgliteDump(): Blob | undefined {
  const file = inject("pgliteTemplateFile");
  if (file && !pgliteTemplate) pgliteTemplate = new Blob([readFileSync(file)]);
  return pgliteTemplate;
}

const sources = new WeakMap<Env, Record<string, string>>();
const postgresUrls = new WeakMap<Database, string>();
const envSource = (env: Env) => sources.get(env) ?? {};

export async function createTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  // Uploads land in DATA_DIR; each app gets its own throwaway folder.
  const dataDir = mkdtempSync(path.join(tmpdir(), "questhq-test-"));
  const source: Record<string, string> = {
    DATA_DIR: dataDir,
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    PUBLIC_URL: "http://localhost:3000",
    RATE_LIMIT_MAX: "100000",
    AUTH_RATE_LIMIT_MAX: "100000",
    EMAIL_CODE_MAX_PER_ADDRESS: "100000",
    EMAIL_CODE_MAX_ATTEMPTS_PER_ADDRESS: "100000",
    WEB_DIST_DIR: "/nonexistent-web-dist",
    // Tests read a Saga's rank right after changing credits; the standings snapshot has its own test.
    SAGA_STANDINGS_CACHE_SECONDS: "0",
    // With TEST_REDIS_URL the rate limiter keeps its counters in that Redis (a fresh namespace per app).
    ...(process.env.TEST_REDIS_URL
      ? {
          REDIS_URL: process.env.TEST_REDIS_URL,
          RATE_LIMIT_NAMESPACE: `questhq-test-${randomBytes(6).toString("hex")}:`,
        }
      : {}),
    ...overrides,
  };
  const env = loadEnv(source);
  sources.set(env, source);
  const pgUrl = process.env.TEST_DATABASE_URL;
  const pgDb = pgUrl ? await freshPostgres(pgUrl) : undefined;
  const database = await openDatabase(
    pgDb ? { databaseUrl: pgDb.url, poolSize: 4 } : { dataDir: "memory://", pgliteDump: pgliteDump() },
  );
  if (pgDb) postgresUrls.set(database, pgDb.url);
  const app = await buildApp({ env, database, logger: false });
  await app.ready();
  return {
    app,
    env,
    database,
    close: async () => {
      await app.close();
      await pgDb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One app for the whole test file: created before its tests, handed to `ready` (which may set up more, such as a
 * cast), closed after them even when `ready` failed.
 */
export function withTestApp(ready: (t: TestApp) => unknown, overrides: Record<string, string> = {}): void {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp(overrides);
    await ready(t);
  });
  afterAll(async () => {
    await t?.close();
  });
}

/**
 * A second server on the database of `base` with other settings (one migration run instead of two), for
 * tests that compare configurations. Closing it leaves the database to `base`. `ownConnections`: on PostgreSQL the
 * sibling opens its own pool, as another server process would (instances that must not share connections).
 */
export async function createSiblingApp(
  base: TestApp,
  overrides: Record<string, string>,
  opts: { ownConnections?: boolean } = {},
): Promise<TestApp> {
  const source = envSource(base.env);
  // Its own rate-limit counters when they live in Redis.
  const namespace = source.REDIS_URL ? { RATE_LIMIT_NAMESPACE: `questhq-test-${randomBytes(6).toString("hex")}:` } : {};
  const env = loadEnv({ ...source, ...namespace, ...overrides });
  const url = opts.ownConnections ? postgresUrls.get(base.database) : undefined;
  // Closing the app closes its own pool (buildApp's onClose); a shared one is left to `base`.
  const database: Database = url
    ? await openDatabase({ databaseUrl: url, poolSize: 4 })
    : { ...base.database, close: async () => {} };
  const app = await buildApp({ env, database, logger: false });
  await app.ready();
  return { app, env, database, close: () => app.close() };
}

/** A tiny cookie jar over app.inject, as a browser (same-origin) or a plain HTTP client. */
export class Client {
  cookies = new Map<string, string>();
  constructor(
    private app: FastifyInstance,
    private origin: string | null = "http://localhost:3000",
  ) {}

  private cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async request(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await this.app.inject({
      method: method as "GET",
      url,
      headers: {
        ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
        ...(this.origin && method !== "GET" ? { origin: this.origin } : {}),
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...headers,
      },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    this.store(res);
    return res;
  }
  get = (url: string, headers?: Record<string, string>) => this.request("GET", url, undefined, headers);
  post = (url: string, body: unknown = {}, headers?: Record<string, string>) =>
    this.request("POST", url, body, headers);
  patch = (url: string, body: unknown) => this.request("PATCH", url, body);
  put = (url: string, body: unknown) => this.request("PUT", url, body);

  /** A multipart/form-data request, as the web app sends missions and rewards with files. */
  async form(
    method: "POST" | "PUT",
    url: string,
    fields: Record<string, string | number | boolean>,
    files: Record<string, { data: Buffer; filename: string; type: string }> = {},
  ) {
    const boundary = `----questhq${randomBytes(8).toString("hex")}`;
    const chunks: Buffer[] = [];
    for (const [name, value] of Object.entries(fields)) {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`),
      );
    }
    for (const [name, file] of Object.entries(files)) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\n` +
            `Content-Type: ${file.type}\r\n\r\n`,
        ),
        file.data,
        Buffer.from("\r\n"),
      );
    }
    chunks.push(Buffer.from(`--${boundary}--\r\n`));
    const res = await this.app.inject({
      method,
      url,
      headers: {
        ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
        ...(this.origin ? { origin: this.origin } : {}),
        "content-type": `multipart/form-data; boundary=${boundary}`,
      },
      payload: Buffer.concat(chunks),
    });
    this.store(res);
    return res;
  }
  delete = (url: string) => this.request("DELETE", url);

  private store(res: LightMyRequestResponse) {
    for (const c of res.cookies) {
      if (c.maxAge === 0 || c.value === "") this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }
}

export async function latestMailTo(database: Database, email: string) {
  const [mail] = await database.db
    .select()
    .from(devMail)
    .where(eq(devMail.to, email))
    .orderBy(desc(devMail.id))
    .limit(1);
  return mail;
}

export async function signInWithEmail(t: TestApp, email: string): Promise<Client> {
  const client = new Client(t.app);
  const sent = await client.post("/api/auth/email-otp/send-verification-otp", { email, type: "sign-in" });
  if (sent.statusCode !== 200) throw new Error(`send otp failed: ${sent.statusCode} ${sent.body}`);
  const mail = await latestMailTo(t.database, email);
  const otp = mail?.subject.match(/(\d{6})/)?.[1];
  if (!otp) throw new Error("no code mailed");
  const res = await client.post("/api/auth/sign-in/email-otp", { email, otp });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return client;
}

export function siweMessage(
  account: PrivateKeyAccount,
  nonce: string,
  opts: { domain?: string; uri?: string; chainId?: number; expirationTime?: Date } = {},
) {
  return createSiweMessage({
    domain: opts.domain ?? "localhost:3000",
    uri: opts.uri ?? "http://localhost:3000",
    address: account.address,
    chainId: opts.chainId ?? 1,
    nonce,
    version: "1",
    statement: "Sign in to QuestHQ",
    issuedAt: new Date(),
    expirationTime: opts.expirationTime ?? new Date(Date.now() + 10 * 60_000),
  });
}

export async function signInWithWallet(
  t: TestApp,
  account: PrivateKeyAccount = privateKeyToAccount(generatePrivateKey()),
) {
  const client = new Client(t.app, null);
  const nonceRes = await client.post("/api/auth/siwe/nonce", {});
  const { nonce } = nonceRes.json() as { nonce: string };
  const message = siweMessage(account, nonce);
  const signature = await account.signMessage({ message });
  const res = await client.post("/api/auth/siwe/verify", { message, signature });
  if (res.statusCode !== 200) throw new Error(`siwe failed: ${res.statusCode} ${res.body}`);
  return { client, account, message, signature };
}
