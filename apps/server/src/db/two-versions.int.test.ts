import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  type Answer,
  type Cleanups,
  freshPostgres,
  request,
  type Started,
  startCompiled,
  tempDir,
  whenReady,
} from "../test/compiled-server";
import { missionFields } from "../test/mission-kit";
import { buildPreviousVersion, previousVersion } from "../test/previous-version";
import { describeMigrations, openDatabase } from "./client";

// Expand, then contract: during an upgrade the previous version keeps serving (other processes behind the load
// balancer, or the one being replaced) while the new version's migrations run. The previous version is the commit
// before the newest migration, built with its own build script; it migrates a fresh database to its schema and
// stores data, this checkout's openDatabase applies the newest migration under it, and every read it served must
// answer as before. expand-only.test.ts keeps new migrations to the kind that allows this.

const cleanups: Cleanups = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const adminUrl = process.env.TEST_DATABASE_URL;
describe.runIf(adminUrl)("the previous version while the newest migration runs", { timeout: 120_000 }, () => {
  let previous: ReturnType<typeof previousVersion>;
  let oldMain = "";
  beforeAll(async () => {
    previous = previousVersion();
    oldMain = await buildPreviousVersion(tempDir(cleanups, "previous"), previous.commit);
  }, 120_000);

  it("keeps answering its reads with the same bodies after the newest migration is applied", async () => {
    const url = await freshPostgres(cleanups, adminUrl!);
    // Test mode: codes go to the development mailbox (a table), no demo seed, no local chain.
    const server = await startCompiled(cleanups, oldMain, {
      NODE_ENV: "test",
      DATABASE_URL: url,
      DATA_DIR: tempDir(cleanups, "previous-data"),
      SEED_DEMO: "false",
      EMAIL_SIGN_IN: "true",
    });
    await whenReady(server);
    const session = await signIn(server, url, `two-versions-${randomBytes(4).toString("hex")}@example.com`);
    const send = (method: string, urlPath: string, json?: unknown) => session(method, urlPath, json);

    const slug = `two-versions-${randomBytes(4).toString("hex")}`;
    const org = await send("POST", "/api/v1/organizations", { name: "Two versions", slug });
    expect(org.status, org.body).toBe(201);
    const orgId = JSON.parse(org.body).data.id as string;
    const draft = await send("POST", "/api/v1/missions", missionFields(orgId));
    expect(draft.status, draft.body).toBe(201);
    const missionId = JSON.parse(draft.body).data.id as string;

    const reads = [
      "/api/ready",
      "/api/v1/config",
      "/api/v1/users/me",
      "/api/v1/users/missions",
      "/api/v1/missions",
      `/api/v1/missions/${missionId}`,
      `/api/v1/organizations/${slug}`,
      `/api/v1/organizations/${orgId}/missions`,
      `/api/v1/organizations/${orgId}/mission-cards`,
      "/api/v1/news",
      "/api/v1/news/topics",
    ];
    const readAll = async () => {
      const answers: Record<string, { status: number; body: unknown }> = {};
      for (const r of reads) {
        const answer = await send("GET", r);
        answers[r] = { status: answer.status, body: JSON.parse(answer.body) };
      }
      return answers;
    };
    const before = await readAll();
    for (const r of reads) expect(before[r]!.status, `${r}: ${JSON.stringify(before[r]!.body)}`).toBe(200);

    // This checkout's start-up migration, on the database the old server is serving from.
    const current = await openDatabase({ databaseUrl: url, poolSize: 1 });
    const count = await current.query<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations");
    await current.close();
    expect(current.migrations.applied).toEqual([previous.latest]);
    expect(describeMigrations(current.migrations)).toBe(`applied 1 migration: ${previous.latest}`);
    expect(current.migrations.total).toBe(count[0]!.n);

    expect(await readAll()).toEqual(before);
    // And it still writes.
    const another = await send("POST", "/api/v1/missions", missionFields(orgId));
    expect(another.status, another.body).toBe(201);
  });
});

/** Email sign-in on a server in test mode, the code read from its development mailbox; returns a session's sender. */
async function signIn(server: Started, databaseUrl: string, email: string) {
  const origin = `http://localhost:${server.port}`;
  const cookies = new Map<string, string>();
  const send = async (method: string, urlPath: string, json?: unknown): Promise<Answer> => {
    const cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const headers: Record<string, string> = { origin, ...(cookie ? { cookie } : {}) };
    const answer = await request(server.port, method, urlPath, { headers, json });
    for (const line of answer.headers["set-cookie"] ?? []) {
      const [pair] = line.split(";");
      const at = pair!.indexOf("=");
      cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return answer;
  };
  const sent = await send("POST", "/api/auth/email-otp/send-verification-otp", { email, type: "sign-in" });
  expect(sent.status, sent.body).toBe(200);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ subject: string }>(
    `select subject from dev_mail where "to" = $1 order by id desc limit 1`,
    [email],
  );
  await client.end();
  const otp = rows[0]?.subject.match(/(\d{6})/)?.[1];
  expect(otp, "a sign-in code in the development mailbox").toBeDefined();
  const signedIn = await send("POST", "/api/auth/sign-in/email-otp", { email, otp });
  expect(signedIn.status, signedIn.body).toBe(200);
  return send;
}
