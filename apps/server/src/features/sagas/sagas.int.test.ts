import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type {
  ActiveSaga,
  ChallengeParticipateResult,
  SagaLeaderboardPage,
  SagaAwards,
  SagaOverview,
} from "@questhq/core";
import { demoSagas, insertSagas } from "../../db/seed/demo-sagas";
import { sendReminders } from "../notifications/index";
import { Client, type TestApp } from "../../test/harness";
import { linkWallet, sandboxPlayer, withSandboxApp, type SandboxPlayer } from "../../test/sandbox-kit";

// Weekly challenges end to end through the sandbox providers: the fake records the action, the
// ordinary verifier confirms it, credits and stars are awarded once.

let t: TestApp;
withSandboxApp((app) => (t = app));

let active: NonNullable<ActiveSaga>;
let anon: Client;

async function doChallenge(p: SandboxPlayer, id: string): Promise<ChallengeParticipateResult> {
  const acted = await p.c.post(`/api/v1/sandbox/objectives/${id}/act`, {});
  expect(acted.statusCode, acted.body).toBe(200);
  const res = await p.c.post(`/api/v1/seasons/objectives/${id}/participate`, {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const overviewOf = async (p: SandboxPlayer): Promise<SagaOverview> =>
  (await p.c.get("/api/v1/seasons/overview")).json().data;

describe("seasons", () => {
  beforeAll(async () => {
    anon = new Client(t.app);
  });

  it("answers null while no Saga runs, then the running week with its challenges", async () => {
    const none = await anon.get("/api/v1/seasons/active");
    expect(none.statusCode).toBe(200);
    expect(none.json().data).toBeNull();
    await insertSagas(t.database.db, demoSagas(new Date()));
    const res = await anon.get("/api/v1/seasons/active");
    active = res.json().data;
    expect(active.season.slug).toBe("saga-one");
    expect(active.week?.number).toBe(4);
    expect(active.objectives.length).toBeGreaterThanOrEqual(5);
    expect(active.completed_objectives).toEqual([]);
    const follow = active.objectives.find((o) => o.template === "twitter_follow")!;
    expect(Object.fromEntries(follow.form_fields.map((f) => [f.name, f.value]))).toMatchObject({
      username: "@questhq",
    });
  });

  it("awards 1 star (+0.60) at three challenges and 2 stars (+1.00) at four, once", async () => {
    const p = await sandboxPlayer(t, "stars");
    const [a, b, c, d] = active.objectives;
    expect((await doChallenge(p, a!.id)).new_star).toBe(false);
    await doChallenge(p, b!.id);
    const third = await doChallenge(p, c!.id);
    expect(third).toMatchObject({ outcome: "completed", week_stars: 1, new_star: true });
    expect(third.completed_objectives.sort()).toEqual([a!.id, b!.id, c!.id].sort());
    let o = await overviewOf(p);
    const credits = a!.credits + b!.credits + c!.credits;
    expect(o.credits).toBe(credits);
    expect(o.boosters.stars_hundredths).toBe(60);
    expect(o.boosted_credits).toBe(Math.floor((credits * 160) / 100));

    const fourth = await doChallenge(p, d!.id);
    expect(fourth).toMatchObject({ week_stars: 2, new_star: true });
    o = await overviewOf(p);
    expect(o.boosters.stars_hundredths).toBe(100);
    expect(o.credits).toBe(credits + d!.credits);

    // Repeating a completion adds nothing.
    const again = await p.c.post(`/api/v1/seasons/objectives/${a!.id}/participate`, {});
    expect(again.json().data).toMatchObject({
      outcome: "completed",
      credits_awarded: 0,
      new_star: false,
      week_stars: 2,
    });
    expect(await overviewOf(p)).toMatchObject({ credits: o.credits, boosted_credits: o.boosted_credits });

    const awards: SagaAwards = (await p.c.get("/api/v1/seasons/awards")).json().data;
    expect(awards.current_week).toBe(4);
    expect(awards.data.map((w) => w.week)).toEqual([1, 2, 3, 4]);
    expect(awards.data[3]).toMatchObject({
      stars: 2,
      booster_hundredths: 100,
      objectives_completed: 4,
      objectives_total: active.objectives.length,
    });
    expect(awards.data[0]).toMatchObject({ stars: 0, booster_hundredths: 0, objectives_completed: 0 });

    const mine = await p.c.get("/api/v1/seasons/active");
    expect(mine.json().data.completed_objectives).toHaveLength(4);

    // Having taken part, the player hears of the running week's challenges, once however often the job looks.
    await sendReminders(t.database.db);
    await sendReminders(t.database.db);
    const told = (await p.c.get("/api/v1/notifications")).json().data as { kind: string; title: string }[];
    expect(told.filter((n) => n.kind === "weekly_challenges").map((n) => n.title)).toEqual([
      `New weekly challenges: ${active.week!.title}`,
    ]);
  });

  it("counts two challenges finished at the same moment for the stars", async () => {
    const p = await sandboxPlayer(t, "racer");
    const [a, b, c, d] = active.objectives;
    await doChallenge(p, a!.id);
    await doChallenge(p, b!.id);
    for (const x of [c!, d!])
      expect((await p.c.post(`/api/v1/sandbox/objectives/${x.id}/act`, {})).statusCode).toBe(200);
    const both = await Promise.all([c!, d!].map((x) => p.c.post(`/api/v1/seasons/objectives/${x.id}/participate`, {})));
    for (const r of both) expect(r.statusCode, r.body).toBe(200);
    expect((await overviewOf(p)).boosters.stars_hundredths).toBe(100);
  });

  it("refuses challenges of a week that is not running, and signed-out callers", async () => {
    const p = await sandboxPlayer(t, "late");
    const [past] = await t.database.db
      .execute<{ id: string }>(
        sql`select c.id from weekly_challenge c join saga_week w on w.id = c.week_id where w.week_number = 1 limit 1`,
      )
      .then((r) => (r as unknown as { rows: { id: string }[] }).rows);
    const res = await p.c.post(`/api/v1/seasons/objectives/${past!.id}/participate`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe("This challenge belongs to a week that is not running.");
    expect((await anon.get("/api/v1/seasons/overview")).statusCode).toBe(401);
    expect((await anon.post(`/api/v1/seasons/objectives/${active.objectives[0]!.id}/participate`, {})).statusCode).toBe(
      401,
    );
    expect((await p.c.post("/api/v1/seasons/objectives/not-a-uuid/participate", {})).statusCode).toBe(404);
  });

  it("stores onboarding only once every step is done", async () => {
    const p = await sandboxPlayer(t, "onboard");
    const early = await p.c.post("/api/v1/seasons/onboarding", {});
    expect(early.statusCode).toBe(409);
    expect(early.json().error.fields.steps).toEqual(expect.arrayContaining(["wallet", "challenge"]));
    await linkWallet(t, p.c);
    await doChallenge(p, active.objectives[0]!.id);
    const done = await p.c.post("/api/v1/seasons/onboarding", {});
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.steps).toEqual({ wallet: true, twitter: true, challenge: true });
    const first = done.json().data.completed_at;
    expect(first).toEqual(expect.any(String));
    expect((await p.c.post("/api/v1/seasons/onboarding", {})).json().data.completed_at).toBe(first);
  });

  it("ranks accounts by boosted credits, pages by keyset and pins the caller's row", async () => {
    const all: SagaLeaderboardPage = (await anon.get("/api/v1/seasons/saga-one/leaderboard?limit=100")).json();
    expect(all.me).toBeNull();
    expect(all.data.length).toBeGreaterThanOrEqual(3);
    for (let i = 1; i < all.data.length; i++)
      expect(all.data[i - 1]!.boosted_credits).toBeGreaterThanOrEqual(all.data[i]!.boosted_credits);
    expect(all.data[0]!.rank).toBe(1);
    expect(all.data.every((r) => !r.display_name.includes("@example.com"))).toBe(true);

    const pages: SagaLeaderboardPage["data"] = [];
    let next: string | null = null;
    do {
      const page: SagaLeaderboardPage = (
        await anon.get(`/api/v1/seasons/saga-one/leaderboard?limit=1${next ? `&cursor=${next}` : ""}`)
      ).json();
      pages.push(...page.data);
      next = page.next;
    } while (next);
    expect(pages.map((r) => [r.account, r.rank])).toEqual(all.data.map((r) => [r.account, r.rank]));

    const p = await sandboxPlayer(t, "pinned");
    await doChallenge(p, active.objectives[0]!.id);
    const seen: SagaLeaderboardPage = (await p.c.get("/api/v1/seasons/saga-one/leaderboard?limit=1")).json();
    const o = await overviewOf(p);
    expect(seen.me).toMatchObject({ is_me: true, rank: o.rank, boosted_credits: o.boosted_credits });
    expect(o.participants).toBe(all.data.length + 1);
    expect(BigInt(o.estimated_hq)).toBe(
      (BigInt(o.season.hq_pool) * BigInt(o.boosted_credits)) /
        BigInt(all.data.reduce((s, r) => s + r.boosted_credits, 0) + o.boosted_credits),
    );
    expect((await anon.get("/api/v1/seasons/saga-one/leaderboard?cursor=garbage")).statusCode).toBe(400);
    expect((await anon.get("/api/v1/seasons/no-such-saga/leaderboard")).statusCode).toBe(404);
  });
});
