import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditLedger, missionParticipant, objectiveCompletion } from "../../db/schema/index";
import { createTestApp, type TestApp } from "../../test/harness";
import { createDraft } from "../../test/mission-kit";
import { verifierFor } from "../registry";
import { createFixture, newUserId, verifyContext, type Fixture } from "../onchain/test-context";
import {
  completeMissionMessage,
  missionsCompletedMessage,
  objectivesCompletedMessage,
  creditsEarnedMessage,
  QUESTHQ_MESSAGES,
  winMissionMessage,
} from "./messages";

// In-product objectives read our own tables: missions through the public API, participation,
// completions and credits inserted as history.

let t: TestApp;
let fx: Fixture;
let orgId: string;
type Obj = Awaited<ReturnType<Fixture["objective"]>>;

beforeAll(async () => {
  t = await createTestApp();
  fx = await createFixture(t);
  orgId = fx.orgId;
});

afterAll(async () => {
  await t?.close();
});

const verify = (objective: Obj, userId: string, wallets: string[] = []) =>
  verifierFor(objective.template)!(verifyContext(t, { userId, objective, wallets }));

const participate = (missionId: string, userId: string, status: string, updatedAt = new Date()) =>
  t.database.db.insert(missionParticipant).values({ missionId, userId, status, updatedAt });

describe("questhq_complete_mission and questhq_mission_won", () => {
  it("completes once the user finished the linked mission (Completed, Entered or Selected)", async () => {
    const other = await createDraft(fx.admin, orgId, { title: "Summer quest" });
    const objective = await fx.objective("questhq_complete_mission", {
      missionUrl: `https://questhq.local/missions/${other.slug}`,
    });
    const [started, entered] = [await newUserId(t), await newUserId(t)];
    await participate(other.id, started, "Started");
    await participate(other.id, entered, "Entered");
    expect(await verify(objective, await newUserId(t))).toEqual({
      status: "incomplete",
      message: completeMissionMessage("Summer quest"),
    });
    expect(await verify(objective, started)).toEqual({
      status: "incomplete",
      message: completeMissionMessage("Summer quest"),
    });
    expect(await verify(objective, entered)).toEqual({
      status: "completed",
      evidence: { mission_id: other.id, participant_status: "Entered" },
    });
  });

  it("mission won needs the Selected status; a link by mission id works too", async () => {
    const other = await createDraft(fx.admin, orgId, { title: "Raffle" });
    const won = await fx.objective("questhq_mission_won", {
      missionUrl: `https://app.example.com/missions/${other.id}?tab=info`,
    });
    const [winner, entrant] = [await newUserId(t), await newUserId(t)];
    await participate(other.id, winner, "Selected");
    await participate(other.id, entrant, "Entered");
    expect(await verify(won, entrant)).toEqual({ status: "incomplete", message: winMissionMessage("Raffle") });
    expect(await verify(won, winner)).toMatchObject({
      status: "completed",
      evidence: { participant_status: "Selected" },
    });
  });

  it("says so when the linked mission does not exist", async () => {
    const objective = await fx.objective("questhq_complete_mission", {
      missionUrl: "https://questhq.local/missions/no-such-mission",
    });
    expect(await verify(objective, fx.users[0])).toEqual({
      status: "incomplete",
      message: QUESTHQ_MESSAGES.missionNotFound,
    });
  });
});

describe("questhq_missions_completed", () => {
  it("counts finished missions since the start date, never this mission itself", async () => {
    const userId = await newUserId(t);
    const own = await fx.newMission();
    const since = await fx.objective("questhq_missions_completed", { start_date: "2025-01-01", number_of_missions: 2 });
    const ever = await fx.objective("questhq_missions_completed", { start_date: "", number_of_missions: 2 });
    const [a, b, c, old] = await Promise.all(
      ["Mission A", "Mission B", "Mission C", "Old mission"].map((title) => createDraft(fx.admin, orgId, { title })),
    );
    await participate(a!.id, userId, "Completed");
    await participate(b!.id, userId, "Started");
    await participate(old!.id, userId, "Selected", new Date("2024-01-10T00:00:00Z"));
    await participate(own.id, userId, "Completed");
    expect(await verify(since, userId)).toEqual({
      status: "incomplete",
      message: missionsCompletedMessage(1, 2, new Date("2025-01-01")),
    });
    expect(missionsCompletedMessage(1, 2, new Date("2025-01-01"))).toBe(
      "You have 1 of the 2 completed missions needed since 2025-01-01. Complete more missions, then verify again.",
    );
    // Without a start date (stored as 2000-01-01) the old win counts.
    expect(ever.values.start_date).toBe("2000-01-01");
    expect(await verify(ever, userId)).toMatchObject({
      status: "completed",
      evidence: { missions_completed: 2, since: null },
    });
    await participate(c!.id, userId, "Entered");
    expect(await verify(since, userId)).toMatchObject({ status: "completed", evidence: { missions_completed: 2 } });
  });
});

describe("questhq_objectives_completed", () => {
  it("counts completed objectives since the start date; skipped and pending ones do not count", async () => {
    const userId = await newUserId(t);
    const objectives = await Promise.all(
      [1, 2, 3, 4].map(() => fx.objective("twitter_follow", { username: "@questhq" })),
    );
    const row = (i: number, status: "completed" | "skipped" | "pending", completedAt: Date | null) => ({
      missionId: objectives[i]!.missionId,
      objectiveId: objectives[i]!.id,
      userId,
      status,
      completedAt,
    });
    await t.database.db
      .insert(objectiveCompletion)
      .values([
        row(0, "completed", new Date()),
        row(1, "completed", new Date("2023-06-01T00:00:00Z")),
        row(2, "skipped", null),
        row(3, "pending", null),
      ]);
    const recent = await fx.objective("questhq_objectives_completed", {
      start_date: "2024-01-01",
      number_of_objectives: 2,
    });
    expect(await verify(recent, userId)).toEqual({
      status: "incomplete",
      message: objectivesCompletedMessage(1, 2, new Date("2024-01-01")),
    });
    const ever = await fx.objective("questhq_objectives_completed", { number_of_objectives: 2 });
    expect(await verify(ever, userId)).toMatchObject({ status: "completed", evidence: { objectives_completed: 2 } });
  });
});

describe("questhq_points_earned", () => {
  it("sums credits earned since the start date; spending does not undo earning", async () => {
    const userId = await newUserId(t);
    const key = (n: number) => `test:${userId}:${n}`;
    await t.database.db.insert(creditLedger).values([
      { userId, amount: 300n, reason: "objective:abc", idempotencyKey: key(1) },
      { userId, amount: -250n, reason: "entry", idempotencyKey: key(2) },
      { userId, amount: 150n, reason: "referral", idempotencyKey: key(3) },
      {
        userId,
        amount: 1000n,
        reason: "objective",
        idempotencyKey: key(4),
        createdAt: new Date("2023-01-01T00:00:00Z"),
      },
    ]);
    const objective = await fx.objective("questhq_points_earned", { start_date: "2024-01-01", number_of_points: 450 });
    expect(await verify(objective, userId)).toMatchObject({ status: "completed", evidence: { points_earned: "450" } });
    const more = await fx.objective("questhq_points_earned", { start_date: "2024-01-01", number_of_points: 451 });
    expect(await verify(more, userId)).toEqual({
      status: "incomplete",
      message: creditsEarnedMessage(450, 451, new Date("2024-01-01"), null),
    });
  });

  it("a category counts reasons equal to it or starting with it and a colon", async () => {
    const userId = await newUserId(t);
    const key = (n: number) => `test:${userId}:${n}`;
    await t.database.db.insert(creditLedger).values([
      { userId, amount: 100n, reason: "objective", idempotencyKey: key(1) },
      { userId, amount: 100n, reason: "objective:xyz", idempotencyKey: key(2) },
      { userId, amount: 500n, reason: "objectives_bonus", idempotencyKey: key(3) },
      { userId, amount: 500n, reason: "referral", idempotencyKey: key(4) },
    ]);
    const objective = await fx.objective("questhq_points_earned", { number_of_points: 300, category: "objective" });
    expect(await verify(objective, userId)).toEqual({
      status: "incomplete",
      message: creditsEarnedMessage(200, 300, null, "objective"),
    });
    expect(creditsEarnedMessage(200, 300, null, "objective")).toBe(
      "You have 200 of the 300 credits in “objective” needed. Earn more credits, then verify again.",
    );
    const enough = await fx.objective("questhq_points_earned", { number_of_points: 200, category: "objective" });
    expect(await verify(enough, userId)).toMatchObject({
      status: "completed",
      evidence: { points_earned: "200", category: "objective" },
    });
  });
});

describe("questhq_custom_list_import", () => {
  const listed = "0xAbCdEf0123456789aBcDeF0123456789AbCdEf01";
  it("completes when one of the user's wallets is on the list, whatever the case", async () => {
    const objective = await fx.objective("questhq_custom_list_import", {
      addresses: `${listed}\n1111111111111111111111111111111111111111`,
    });
    expect(
      await verify(objective, fx.users[0], ["0x2222222222222222222222222222222222222222", listed.toLowerCase()]),
    ).toEqual({
      status: "completed",
      evidence: { wallet: listed.toLowerCase() },
    });
    expect((await verify(objective, fx.users[0], ["0x1111111111111111111111111111111111111111"])).status).toBe(
      "completed",
    );
    expect(await verify(objective, fx.users[0], ["0x2222222222222222222222222222222222222222"])).toEqual({
      status: "incomplete",
      message: QUESTHQ_MESSAGES.notOnList,
    });
    expect(await verify(objective, fx.users[0], [])).toEqual({
      status: "needs_account",
      provider: "wallet",
      message: "Connect a wallet to complete this objective.",
    });
  });
});
