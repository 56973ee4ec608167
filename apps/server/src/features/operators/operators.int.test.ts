import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { ENDPOINT_CHALLENGE_MESSAGE, type PublishedAllocationRow } from "@questhq/core";
import { creditLedger, sagaBooster, sagaAllocation } from "../../db/schema/index";
import { Client, signInWithEmail, type TestApp } from "../../test/harness";
import { withSandboxApp } from "../../test/sandbox-kit";

// Operators create and settle Sagas; everyone else is refused. Settlement is checked from the
// outside: the published table adds up to the pool and `npm run verify-saga` reproduces it.

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../../../../..");
const DAY = 86_400_000;

let t: TestApp;
withSandboxApp((app) => (t = app), { OPERATOR_EMAILS: "ops@example.com" });

let ops: Client;
let member: Client;
let anon: Client;
let sagaId: string;

async function giveCredits(
  email: string,
  credits: number,
  at: Date,
  boosters: { stars?: number; membership?: number; staked?: number } = {},
) {
  const c = await signInWithEmail(t, email);
  const id = (await c.get("/api/v1/users/me")).json().data.id as string;
  // The Saga under test ended last week: its credits and boosters are written as they were then.
  await t.database.db
    .insert(creditLedger)
    .values({ userId: id, amount: BigInt(credits), reason: "test", idempotencyKey: `test:${email}`, createdAt: at });
  const rows = [
    ["stars", "w1:s1", boosters.stars],
    ["membership", "w1", boosters.membership],
    ["staked_nft", "d1", boosters.staked],
  ] as const;
  for (const [source, period, hundredths] of rows) {
    if (hundredths)
      await t.database.db.insert(sagaBooster).values({ sagaId: sagaId, userId: id, source, period, hundredths });
  }
  return { c, id };
}

describe("operators and settlement", () => {
  beforeAll(async () => {
    ops = await signInWithEmail(t, "ops@example.com");
    member = await signInWithEmail(t, "member@example.com");
    anon = new Client(t.app);
    const org = await member.post("/api/v1/organizations", { name: "Member Org", slug: "member-org" });
    expect(org.statusCode, org.body).toBe(201);
  });

  it("refuses every operator route to visitors (401) and to others, organization admins included (403)", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    const routes: [string, string, unknown?][] = [
      ["GET", "/api/v1/operator/seasons"],
      ["POST", "/api/v1/operator/seasons", { name: "x" }],
      ["GET", `/api/v1/operator/seasons/${id}`],
      ["PATCH", `/api/v1/operator/weeks/${id}`, { title: "x" }],
      ["POST", `/api/v1/operator/weeks/${id}/challenges`, {}],
      ["DELETE", `/api/v1/operator/challenges/${id}`],
      ["GET", `/api/v1/operator/seasons/${id}/preview`],
      ["POST", `/api/v1/operator/seasons/${id}/settle`, {}],
      ["POST", `/api/v1/operator/seasons/${id}/payout`, {}],
    ];
    for (const [method, url, body] of routes) {
      expect((await anon.request(method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      const refused = await member.request(method, url, body);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json().error.message).toBe("Only platform operators can do this.");
    }
    expect((await member.get("/api/v1/users/me")).json().data.isOperator).toBe(false);
    expect((await ops.get("/api/v1/users/me")).json().data.isOperator).toBe(true);
  });

  it("creates a Saga with its weeks and challenges, with the objective forms' checks", async () => {
    const bad = await ops.post("/api/v1/operator/seasons", {
      name: "S",
      slug: "Bad Slug",
      number: 2,
      starts_at: "nope",
      weeks: 0,
      hq_pool: -1,
    });
    expect(bad.statusCode).toBe(400);
    // Wholly in the past: refused with a plain reason unless recorded on purpose (this one is settled below).
    const past = {
      name: "Saga Test",
      slug: "saga-test",
      number: 2,
      starts_at: new Date(Date.UTC(2026, 0, 5)).toISOString(),
      weeks: 2,
      hq_pool: 1000,
    };
    const over = await ops.post("/api/v1/operator/seasons", past);
    expect(over.statusCode).toBe(400);
    expect(over.json().error.fields.starts_at).toEqual([
      "This Saga would already be over (its last week ends Jan 19, 2026 (UTC)). " +
        "Pick a first day so that it ends in the future.",
    ]);
    const created = await ops.post("/api/v1/operator/seasons", {
      ...past,
      starts_at: new Date(Date.now() - 21 * DAY).toISOString(),
      allow_ended: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    sagaId = created.json().data.id;
    expect(created.json().data.hq_pool).toBe((1000n * 10n ** 18n).toString());
    expect(
      (
        await ops.post("/api/v1/operator/seasons", {
          name: "Again",
          slug: "saga-test",
          number: 3,
          starts_at: new Date().toISOString(),
          weeks: 1,
          hq_pool: 1,
        })
      ).statusCode,
    ).toBe(409);
    const detail = (await ops.get(`/api/v1/operator/seasons/${sagaId}`)).json().data;
    expect(detail.weeks).toHaveLength(2);
    const week = detail.weeks[0].id as string;
    const refused = await ops.post(`/api/v1/operator/weeks/${week}/challenges`, {
      template: "twitter_follow",
      values: { username: "no spaces allowed" },
      credits: 50,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toHaveProperty(["values.username"]);
    // No organization owns a weekly challenge, so none of their APIs can verify one.
    const byEndpoint = await ops.post(`/api/v1/operator/weeks/${week}/challenges`, {
      template: "endpoint_check",
      values: { endpoint_url: "https://api.example.com/verify" },
      credits: 50,
    });
    expect(byEndpoint.statusCode).toBe(400);
    expect(byEndpoint.json().error.fields).toEqual({ template: [ENDPOINT_CHALLENGE_MESSAGE] });
    const added = await ops.post(`/api/v1/operator/weeks/${week}/challenges`, {
      template: "twitter_follow",
      values: { username: "@questhq" },
      credits: 50,
    });
    expect(added.statusCode, added.body).toBe(200);
    expect((await ops.patch(`/api/v1/operator/weeks/${week}`, { title: "Kick-off" })).json().data.title).toBe(
      "Kick-off",
    );
    expect((await ops.delete(`/api/v1/operator/challenges/${added.json().data.id}`)).statusCode).toBe(200);
  });

  it("settles once: allocations add up to the pool; verify-saga reproduces them from published data", async () => {
    const during = new Date(Date.now() - 14 * DAY);
    const ada = await giveCredits("ada@example.com", 1200, during, { stars: 120, membership: 300, staked: 200 });
    await giveCredits("bob@example.com", 900, during, { stars: 60 });
    await giveCredits("cyd@example.com", 333, during);
    await giveCredits("late@example.com", 500, new Date()); // after the Saga: not counted

    const preview = (await ops.get(`/api/v1/operator/seasons/${sagaId}/preview`)).json().data;
    expect(preview.participant_count).toBe(3);
    const [first, second] = await Promise.all([
      ops.post(`/api/v1/operator/seasons/${sagaId}/settle`, {}),
      ops.post(`/api/v1/operator/seasons/${sagaId}/settle`, {}),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.json().data).toEqual(first.json().data);
    expect(first.json().data.table_hash).toBe(preview.table_hash);
    const again = await ops.post(`/api/v1/operator/seasons/${sagaId}/settle`, {});
    expect(again.json().data).toEqual(first.json().data);

    const table: { data: PublishedAllocationRow[]; next: number | null } = (
      await anon.get("/api/v1/seasons/saga-test/allocations?limit=2")
    ).json();
    const rest: { data: PublishedAllocationRow[]; next: number | null } = (
      await anon.get(`/api/v1/seasons/saga-test/allocations?limit=2&cursor=${table.next}`)
    ).json();
    const rows = [...table.data, ...rest.data];
    expect(rows).toHaveLength(3);
    expect(rows.reduce((s, r) => s + BigInt(r.amount), 0n)).toBe(1000n * 10n ** 18n);
    expect(rows.find((r) => r.credits === "1200")!.boosted_credits).toBe("8640");
    expect(await t.database.db.$count(sagaAllocation)).toBe(3);

    const overview = (await ada.c.get("/api/v1/seasons/overview?season=saga-test")).json().data;
    expect(overview.settlement).toMatchObject({ status: "published", table_hash: first.json().data.table_hash });
    expect(overview.allocation.amount).toBe(overview.estimated_hq);

    const verified = await run("npx", ["tsx", "scripts/verify-saga.ts", "saga-test", "--url", t.env.PUBLIC_URL], {
      cwd: ROOT,
    });
    expect(verified.stdout).toContain("VERIFIED: the published data reproduce every allocation.");

    // A tampered copy of the table is caught: the check does not trust what it is given.
    await t.database.db.update(sagaAllocation).set({ amount: 1n }).where(eq(sagaAllocation.position, 0));
    const tampered = await run("npx", ["tsx", "scripts/verify-saga.ts", "saga-test", "--url", t.env.PUBLIC_URL], {
      cwd: ROOT,
    }).catch((err: { code: number; stdout: string }) => err);
    expect(tampered).toMatchObject({ code: 1 });
    expect((tampered as { stdout: string }).stdout).toContain("NOT VERIFIED");
  }, 60_000);

  it("refuses to settle a Saga that is still running", async () => {
    const running = await ops.post("/api/v1/operator/seasons", {
      name: "Running",
      slug: "running-saga",
      number: 3,
      starts_at: new Date(Date.now() - DAY).toISOString(),
      weeks: 4,
      hq_pool: 10,
    });
    const res = await ops.post(`/api/v1/operator/seasons/${running.json().data.id}/settle`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe("The Saga has not ended yet.");
    expect((await anon.get("/api/v1/seasons/running-saga/allocations")).statusCode).toBe(404);
  });
});
