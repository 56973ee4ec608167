import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { startFakeProviders, type RunningFakes } from "@questhq/fakes";
import { objectiveCompletion } from "../../db/schema/index";
import { Client, createSiblingApp, createTestApp, type TestApp } from "../../test/harness";
import { addObjective, addReward, createCast, createDraft } from "../../test/mission-kit";
import { control, twitterEnv, userWithTwitter } from "../../features/social/twitter/twitter-test-kit";
import { runDueVerifications } from "../../features/participation/retry-verifications";
import { runDueChallengeVerifications } from "../../features/sagas/retry-challenges";
import { demoSagas, insertSagas } from "../../db/seed/demo-sagas";
import { budgetWindow } from "../../providers/budgets/provider-limits";
import { X_LIMITS } from "../../providers/twitter/twitter-limits";

// Verification against X's rate limits, the way a launch meets them: the sandbox X enforces X's per-user budgets
// (scaled down to 3 following-reads per 2-second window on both sides) and the servers take every read from the
// shared budget first. A person verifying more follows than a window allows, through three servers at once, gets
// the first three verified and the rest queued — never a failure, never a 429 from X — and the queued ones
// complete by themselves once the budget frees up.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const WINDOW_MS = 2000;
const SCALE = 0.2; // X's 15 following-reads per user become 3 per window
const FOLLOWS = 8;

let fakes: RunningFakes;
let t: TestApp;
let servers: TestApp[];

type Limits = { data: { refused: Record<string, number>; budgets: Record<string, number> } };
const limitsOfX = async () => (await (await fetch(`${fakes.url}/twitter/__control/limits`)).json()) as Limits;

beforeAll(async () => {
  fakes = await startFakeProviders();
  await control(fakes, "limits", { scale: SCALE, window_ms: WINDOW_MS });
  const env = {
    ...twitterEnv(fakes),
    PROVIDER_LIMIT_SCALE: String(SCALE),
    PROVIDER_LIMIT_WINDOW_MS: String(WINDOW_MS),
    VERIFY_POLL_MS: "0",
  };
  t = await createTestApp(env);
  // Three servers with their own connection pools on PostgreSQL (one namespace in Redis, as in production); the
  // embedded database is one process, so there the one server stands for them.
  const shared = { RATE_LIMIT_NAMESPACE: `questhq-queue-test-${randomBytes(4).toString("hex")}:` };
  servers = onPostgres
    ? await Promise.all([0, 1, 2].map(() => createSiblingApp(t, shared, { ownConnections: true })))
    : [t];
});
afterAll(async () => {
  for (const s of servers ?? []) if (s !== t) await s.close();
  await t?.close();
  await fakes?.close();
});

describe("verifications within X's rate limits", () => {
  it("queues what the budget cannot take, never meets a 429, and completes the queue as budget frees up", async () => {
    expect((await limitsOfX()).data.budgets["users/following"]).toBe(3);
    const cast = await createCast(t);
    const m = await createDraft(cast.admin, cast.orgId);
    const { client, userId, twitterId } = await userWithTwitter(t, "queue");
    const objectiveIds: string[] = [];
    for (let i = 0; i < FOLLOWS; i++) {
      const brand = `qbrand${i}${randomBytes(2).toString("hex")}`;
      const res = await fetch(`${fakes.url}/twitter/__control/brands/${brand}`, { method: "PUT" });
      const target = (await res.json()) as { data: { id: string } };
      await control(fakes, "follow", { user_id: twitterId, target_user_id: target.data.id });
      objectiveIds.push((await addObjective(cast.admin, m.id, "twitter_follow", { username: `@${brand}` })).id);
    }
    await addReward(cast.admin, m.id);
    expect((await cast.admin.post(`/api/v1/missions/${m.id}/publish`, {})).statusCode).toBe(200);

    // All at once, spread over the servers, as a person's clicks or a launch's crowd arrive.
    const answers = await Promise.all(
      objectiveIds.map((id, i) => {
        // The same browser session, answered by one server or another.
        const browser = new Client(servers[i % servers.length]!.app);
        browser.cookies = client.cookies;
        return browser.post(`/api/v1/missions/${m.id}/participate`, { objective_id: id });
      }),
    );
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const outcomes = answers.map((a) => a.json().data as { outcome: string; message?: string });
    expect(outcomes.filter((o) => o.outcome === "completed")).toHaveLength(3);
    const queued = outcomes.filter((o) => o.outcome === "pending");
    expect(queued).toHaveLength(FOLLOWS - 3);
    for (const q of queued) expect(q.message).toBe("Queued — about 1 minute");
    const waiting = await t.database.db
      .select({ attempts: objectiveCompletion.attempts, lastError: objectiveCompletion.lastError })
      .from(objectiveCompletion)
      .where(and(eq(objectiveCompletion.userId, userId), eq(objectiveCompletion.status, "pending")));
    // Waiting its turn is not a failed attempt: none of them used up a retry.
    expect(waiting.map((w) => w.attempts)).toEqual(Array(FOLLOWS - 3).fill(0));
    expect((await limitsOfX()).data.refused).toEqual({});

    // The mission page shows each queued one's place in line and its wait, worked out as it is read.
    const view = await client.get(`/api/v1/missions/${m.id}/participant`);
    const progress = view.json().data.objectives as {
      status: string;
      queue_position: number | null;
      message: string;
    }[];
    const inLine = progress.filter((o) => o.status === "pending");
    expect(inLine.map((o) => o.queue_position).sort()).toEqual([1, 2, 3, 4, 5]);
    for (const o of inLine) expect(o.message).toBe("Queued — about 1 minute");
    expect(progress.filter((o) => o.status === "completed").map((o) => o.queue_position)).toEqual([null, null, null]);

    // The background job (on whichever server) runs the queue as budget frees up, a window at a time.
    let round = 0;
    for (; round < 12; round++) {
      const left = await t.database.db
        .select({ id: objectiveCompletion.id })
        .from(objectiveCompletion)
        .where(and(eq(objectiveCompletion.userId, userId), eq(objectiveCompletion.status, "pending")));
      if (left.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, WINDOW_MS / 2));
      const server = servers[round % servers.length]!;
      await runDueVerifications({ db: server.database.db, env: server.env, budgets: server.app.providerBudgets });
    }
    const done = await t.database.db
      .select({
        status: objectiveCompletion.status,
        queuedAt: objectiveCompletion.queuedAt,
        completedAt: objectiveCompletion.completedAt,
      })
      .from(objectiveCompletion)
      .where(eq(objectiveCompletion.userId, userId));
    expect(done.map((d) => d.status)).toEqual(Array(FOLLOWS).fill("completed"));
    // First come, first served: whoever joined the queue earlier was verified no later.
    const queuedOnes = done.filter((d) => d.queuedAt !== null);
    expect(queuedOnes).toHaveLength(FOLLOWS - 3);
    for (const a of queuedOnes)
      for (const b of queuedOnes)
        if (a.queuedAt! < b.queuedAt!) expect(a.completedAt!.getTime()).toBeLessThanOrEqual(b.completedAt!.getTime());
    // Five more reads at 3 per window take at least two more windows; X never refused one.
    expect(round).toBeGreaterThanOrEqual(2);
    expect((await limitsOfX()).data.refused).toEqual({});
  });

  it("queues a weekly challenge the same way, and the Saga page shows its wait and place in line", async () => {
    await insertSagas(t.database.db, demoSagas(new Date()));
    const { client, twitterId } = await userWithTwitter(t, "sagaq");
    const brand = await fetch(`${fakes.url}/twitter/__control/brands/questhq`, { method: "PUT" });
    const questhq = (await brand.json()) as { data: { id: string } };
    await control(fakes, "follow", { user_id: twitterId, target_user_id: questhq.data.id });
    const active = async () =>
      (await client.get("/api/v1/seasons/active")).json().data as {
        objectives: {
          id: string;
          template: string;
          status: string;
          message: string | null;
          next_attempt_at: string | null;
          queue_position: number | null;
        }[];
      };
    const follow = (await active()).objectives.find((o) => o.template === "twitter_follow")!;
    expect(follow).toMatchObject({ status: "incomplete", queue_position: null, next_attempt_at: null });

    // This person's following-reads are spent for the window (their mission verifications took them).
    // (Held in the budgets of the server the client talks to, `t`.)
    const window = budgetWindow(t.env, X_LIMITS["users/following"], twitterId);
    await t.app.providerBudgets.hold(window, new Date(Date.now() + WINDOW_MS));
    const answer = await client.post(`/api/v1/seasons/objectives/${follow.id}/participate`, {});
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({ outcome: "pending", message: "Queued — about 1 minute" });
    const queued = (await active()).objectives.find((o) => o.id === follow.id)!;
    expect(queued).toMatchObject({ status: "pending", queue_position: 1, message: "Queued — about 1 minute" });
    expect(Date.parse(queued.next_attempt_at!)).toBeGreaterThan(Date.now());

    // Once the window has passed, the background job verifies it.
    await new Promise((resolve) => setTimeout(resolve, WINDOW_MS + 200));
    const server = servers[servers.length - 1]!;
    await runDueChallengeVerifications({
      db: server.database.db,
      env: server.env,
      budgets: server.app.providerBudgets,
    });
    expect((await active()).objectives.find((o) => o.id === follow.id)).toMatchObject({
      status: "completed",
      queue_position: null,
      message: null,
    });
    expect((await limitsOfX()).data.refused).toEqual({});
  });
});
