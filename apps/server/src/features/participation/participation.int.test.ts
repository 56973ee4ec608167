import { describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { CALLBACK_ERRORS, PENDING_VERIFICATION_MESSAGE } from "@questhq/core";
import { signInWithEmail, signInWithWallet, type TestApp } from "../../test/harness";
import { addObjective, addReward, createDraft, withCastApp, type Cast } from "../../test/mission-kit";
import { OKX, createLiveMission, userIdOf } from "../../test/participation-kit";
import { creditLedger, objectiveCompletion } from "../../db/schema/index";
import { runDueVerifications } from "./retry-verifications";

let t: TestApp;
let cast: Cast;

withCastApp((s) => ({ t, cast } = s), {
  VERIFY_POLL_MS: "0",
  VISIT_DWELL_SECONDS: "0",
  VERIFY_RETRY_BASE_SECONDS: "0.05",
  VERIFY_MAX_ATTEMPTS: "2",
  // The concurrency tests here send 20 verifications at once: none may be shed (shedding has its own test).
  VERIFY_MAX_IN_FLIGHT: "100",
});

describe("participant status", () => {
  it("is Not Started before the first objective, and needs a session", async () => {
    const { mission } = await createLiveMission(cast);
    const res = await cast.user.get(`/api/v1/missions/${mission.id}/participant`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: "Not Started",
      label: "Not Started",
      completed_objectives: [],
      entry_price: 200,
      free_entries: 1,
    });
    expect((await cast.visitor.get(`/api/v1/missions/${mission.id}/participant`)).statusCode).toBe(401);
  });

  it("moves Started → CompletedObjectives as objectives are verified, crediting each once", async () => {
    const { mission, objectives } = await createLiveMission(cast, { objectives: 2 });
    const user = await signInWithEmail(t, `status-${Date.now()}@example.com`);
    const missing = await user.post(`/api/v1/missions/${mission.id}/participate`, { objective_id: objectives[0]!.id });
    expect(missing.statusCode).toBe(200);
    expect(missing.json().data).toMatchObject({
      outcome: "incomplete",
      message: CALLBACK_ERRORS.okxMissing,
      credits_awarded: 0,
    });
    expect(missing.json().data.participant.status).toBe("Started");

    const first = await user.post(`/api/v1/missions/${mission.id}/participate`, {
      objective_id: objectives[0]!.id,
      ...OKX,
    });
    expect(first.json().data).toMatchObject({ outcome: "completed", credits_awarded: 10 });
    expect(first.json().data.participant).toMatchObject({
      status: "Started",
      completed_objectives: [objectives[0]!.id],
    });
    const again = await user.post(`/api/v1/missions/${mission.id}/participate`, {
      objective_id: objectives[0]!.id,
      ...OKX,
    });
    expect(again.json().data).toMatchObject({ outcome: "completed", credits_awarded: 0 });

    const second = await user.post(`/api/v1/missions/${mission.id}/participate`, {
      objective_id: objectives[1]!.id,
      ...OKX,
    });
    expect(second.json().data.participant).toMatchObject({
      status: "CompletedObjectives",
      label: "Completed Objectives",
    });
    expect((await user.get("/api/v1/users/credits")).json().data.credits).toBe(20);
  });

  it("never credits twice when the same verification runs concurrently", async () => {
    const { mission, objectives } = await createLiveMission(cast, { objectives: 1 });
    const user = await signInWithEmail(t, `race-${Date.now()}@example.com`);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        user.post(`/api/v1/missions/${mission.id}/participate`, { objective_id: objectives[0]!.id, ...OKX }),
      ),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(results.reduce((sum, r) => sum + r.json().data.credits_awarded, 0)).toBe(10);
    const userId = await userIdOf(user);
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::int`, total: sql<string>`sum(${creditLedger.amount})::text` })
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId));
    expect(row).toEqual({ n: 1, total: "10" });
  });

  it("uses the mission type's credits: 100 per objective on an allowlist mission", async () => {
    const { mission, objectives } = await createLiveMission(cast, {
      objectives: 1,
      reward: { kind: "allowlist", selection_process: "All" },
    });
    const user = await signInWithEmail(t, `allow-${Date.now()}@example.com`);
    const res = await user.post(`/api/v1/missions/${mission.id}/participate`, {
      objective_id: objectives[0]!.id,
      ...OKX,
    });
    expect(res.json().data.credits_awarded).toBe(100);
    const list = await user.get(`/api/v1/missions/${mission.id}/objectives`);
    expect(list.json().data[0]).toMatchObject({ credits: null, effective_credits: 100 });
  });

  it("lets one transaction hash complete an objective for one account only, even when verified at once", async () => {
    const { mission, objectives } = await createLiveMission(cast, { objectives: 1 });
    const tx_hash = `0x${"ab".repeat(32)}`;
    const [a, b] = await Promise.all([
      signInWithEmail(t, `tx-a-${Date.now()}@example.com`),
      signInWithEmail(t, `tx-b-${Date.now()}@example.com`),
    ]);
    const results = await Promise.all(
      [a, b].map((c) =>
        c.post(`/api/v1/missions/${mission.id}/participate`, { objective_id: objectives[0]!.id, tx_hash, ...OKX }),
      ),
    );
    expect(results.map((r) => r.json().data.outcome).sort()).toEqual(["completed", "incomplete"]);
    expect(results.find((r) => r.json().data.outcome === "incomplete")!.json().data.message).toBe(
      "This transaction was already used by another account.",
    );
  });

  it("joins without an objective with id -1 (is_not_from_mission)", async () => {
    const { mission } = await createLiveMission(cast);
    const user = await signInWithEmail(t, `join-${Date.now()}@example.com`);
    const res = await user.post(`/api/v1/missions/${mission.id}/participate`, { objective_id: -1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.participant).toMatchObject({ status: "Started", is_not_from_mission: true });
  });

  it("refuses unknown objectives, other missions' objectives and closed missions clearly", async () => {
    const a = await createLiveMission(cast, { objectives: 1 });
    const b = await createLiveMission(cast, { objectives: 1 });
    const foreign = await cast.user.post(`/api/v1/missions/${a.mission.id}/participate`, {
      objective_id: b.objectives[0]!.id,
      ...OKX,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe("Objective not found.");
    const bad = await cast.user.post(`/api/v1/missions/${a.mission.id}/participate`, { objective_id: "nope" });
    expect(bad.statusCode).toBe(400);
    const draft = await createDraft(cast.admin, cast.orgId);
    const o = await addObjective(cast.admin, draft.id, "client_validation", { key: "k" });
    await addReward(cast.admin, draft.id);
    expect(
      (await cast.user.post(`/api/v1/missions/${draft.id}/participate`, { objective_id: o.id, ...OKX })).statusCode,
    ).toBe(404);
    const paused = await createLiveMission(cast, { objectives: 1 });
    await cast.admin.post(`/api/v1/missions/${paused.mission.id}/pause`, {});
    const res = await cast.user.post(`/api/v1/missions/${paused.mission.id}/participate`, {
      objective_id: paused.objectives[0]!.id,
      ...OKX,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe("Mission is currently paused");
  });

  it("completes a link visit after the dwell time, marked self-attested", async () => {
    const m = await createDraft(cast.admin, cast.orgId);
    const o = await addObjective(cast.admin, m.id, "link_click");
    await addReward(cast.admin, m.id);
    await cast.admin.post(`/api/v1/missions/${m.id}/publish`, {});
    const user = await signInWithEmail(t, `visit-${Date.now()}@example.com`);
    const early = await user.post(`/api/v1/missions/${m.id}/participate`, { objective_id: o.id });
    expect(early.json().data.outcome).toBe("incomplete");
    const visit = await user.post(`/api/v1/missions/${m.id}/participate`, { objective_id: o.id, action: "visit" });
    expect(visit.json().data.outcome).toBe("visiting");
    const done = await user.post(`/api/v1/missions/${m.id}/participate`, { objective_id: o.id });
    expect(done.json().data.outcome).toBe("completed");
    expect(done.json().data.participant.objectives[0]).toMatchObject({ status: "completed", is_self_attested: true });
  });
});

describe("pending verifications", () => {
  it("goes pending when the provider is unreachable, is retried in the background, then gives up visibly", async () => {
    // Base has no RPC configured here: the on-chain verifier reports the chain as down.
    const m = await createDraft(cast.admin, cast.orgId);
    const o = await addObjective(cast.admin, m.id, "onchain_holding_nft");
    await addReward(cast.admin, m.id);
    await cast.admin.post(`/api/v1/missions/${m.id}/publish`, {});
    const { client: user } = await signInWithWallet(t);
    const first = await user.post(`/api/v1/missions/${m.id}/participate`, { objective_id: o.id });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ outcome: "pending", message: PENDING_VERIFICATION_MESSAGE });
    const progress = first.json().data.participant.objectives[0];
    expect(progress).toMatchObject({ status: "pending", message: PENDING_VERIFICATION_MESSAGE });
    expect(Date.parse(progress.next_attempt_at)).toBeGreaterThan(Date.now() - 1000);

    await new Promise((r) => setTimeout(r, 150));
    expect(
      await runDueVerifications(
        { db: t.database.db, env: t.env, budgets: t.app.providerBudgets },
        new Date(Date.now() + 60_000),
      ),
    ).toBeGreaterThanOrEqual(1);
    const userId = await userIdOf(user);
    const [row] = await t.database.db
      .select()
      .from(objectiveCompletion)
      .where(and(eq(objectiveCompletion.objectiveId, o.id), eq(objectiveCompletion.userId, userId)));
    expect(row).toMatchObject({ status: "pending", attempts: 2 });
    await runDueVerifications(
      { db: t.database.db, env: t.env, budgets: t.app.providerBudgets },
      new Date(Date.now() + 3_600_000),
    );
    const after = await user.get(`/api/v1/missions/${m.id}/participant`);
    expect(after.json().data.objectives[0]).toMatchObject({ status: "failed" });
    expect(after.json().data.objectives[0].message).toMatch(/after several tries/);
    // Given up in the background: the person hears why, once. The first answer came while they were there: no notice.
    const told = (await user.get("/api/v1/notifications")).json().data as { kind: string; body: string }[];
    expect(told.map((n) => n.kind)).toEqual(["objective_refused"]);
    expect(told[0]!.body).toBe(after.json().data.objectives[0].message);
  });
});
