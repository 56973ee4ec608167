import { describe, expect, it } from "vitest";
import { and, eq, isNotNull } from "drizzle-orm";
import { signInWithEmail, type Client, type TestApp } from "../../test/harness";
import { withCastApp, type Cast } from "../../test/mission-kit";
import { createLiveMission, enterAs } from "../../test/participation-kit";
import { missionParticipant } from "../../db/schema/index";

// Reward codes (docs/product/missions.md#reward-codes): each winner of an off-chain reward gets a code of their own
// when the winners are drawn. Only that winner reads it (their participant view) and the organizer exports it; nobody
// else, visitors included, ever does.

let t: TestApp;
let cast: Cast;
withCastApp((s) => ({ t, cast } = s), { VERIFY_POLL_MS: "0" });

const CODE = /^QHQ-[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

function enter(missionId: string, objectiveIds: string[], label: string): Promise<Client> {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  return enterAs(t, email, missionId, objectiveIds, 1);
}

/** A live mission with this reward, entered by `count` users, closed and drawn by the organizer. */
async function drawn(reward: Record<string, unknown>, count: number, label: string) {
  const { mission, objectives } = await createLiveMission(cast, { objectives: 1, reward });
  const ids = objectives.map((o) => o.id);
  const users: Client[] = [];
  for (let i = 0; i < count; i++) users.push(await enter(mission.id, ids, `${label}-${i}`));
  expect((await cast.admin.post(`/api/v1/missions/${mission.id}/close`, {})).statusCode).toBe(200);
  const draw = await cast.admin.post(`/api/v1/missions/${mission.id}/draw`, {});
  expect(draw.statusCode, draw.body).toBe(200);
  return { mission, users };
}

const viewOf = async (c: Client, missionId: string) =>
  (await c.get(`/api/v1/missions/${missionId}/participant`)).json().data;

describe("reward codes", () => {
  it("give each winner of an off-chain reward their own code, seen only by that winner and in the export", async () => {
    const { mission, users } = await drawn({ kind: "raffle", number_of_winners: 2 }, 4, "code");
    const views = await Promise.all(users.map((u) => viewOf(u, mission.id)));
    const winners = views.filter((v) => v.status === "Selected");
    const losers = views.filter((v) => v.status !== "Selected");
    expect(winners).toHaveLength(2);
    for (const w of winners) expect(w.reward_code).toMatch(CODE);
    expect(winners[0].reward_code).not.toBe(winners[1].reward_code);
    expect(losers.map((v) => v.reward_code)).toEqual([null, null]);
    // What the database holds is exactly what the winners were shown; nobody else has a code.
    const stored = await t.database.db
      .select({ code: missionParticipant.rewardCode })
      .from(missionParticipant)
      .where(and(eq(missionParticipant.missionId, mission.id), isNotNull(missionParticipant.rewardCode)));
    expect(stored.map((r) => r.code).sort()).toEqual(winners.map((w) => w.reward_code).sort());

    // Someone who did not take part, a member of the organization and a visitor never see one.
    const outsider = await signInWithEmail(t, `outsider-${Date.now()}@example.com`);
    expect((await viewOf(outsider, mission.id)).reward_code).toBeNull();
    expect((await viewOf(cast.member, mission.id)).reward_code).toBeNull();
    expect((await cast.visitor.get(`/api/v1/missions/${mission.id}/participant`)).statusCode).toBe(401);
    // Nor does any public answer about the mission or its draw carry them.
    const codes = winners.map((w) => w.reward_code as string);
    for (const path of ["", "/reward", "/objectives", "/draw", "/draw/entries"]) {
      const res = await cast.visitor.get(`/api/v1/missions/${mission.id}${path}`);
      expect(res.statusCode, path).toBe(200);
      for (const code of codes) expect(res.body, path).not.toContain(code);
    }

    // The organizer's export has a column of them, one per winner.
    const exportOf = (c: Client, fields: string[]) => c.post(`/api/v1/missions/${mission.id}/export`, { fields });
    const csv = await exportOf(cast.admin, ["wallet_address", "reward_code"]);
    expect(csv.statusCode, csv.body).toBe(200);
    const [header, ...rows] = csv.body.trim().split("\n");
    expect(header).toBe("Wallet address,Reward code");
    expect(rows.map((r) => r.split(",")[1]).sort()).toEqual([...codes].sort());
    expect((await exportOf(cast.member, ["reward_code"])).statusCode).toBe(403);
  });

  it("give every winner of an allowlist selected as All a code", async () => {
    const reward = { kind: "allowlist", selection_process: "All", number_of_winners: null };
    const { mission, users } = await drawn(reward, 3, "allow");
    const codes = (await Promise.all(users.map((u) => viewOf(u, mission.id)))).map((v) => v.reward_code);
    for (const code of codes) expect(code).toMatch(CODE);
    expect(new Set(codes).size).toBe(3);
  });

  it("give none for a reward minted on chain: the wallet that mints is the proof", async () => {
    const reward = { kind: "nft_mint", selection_process: "All", number_of_winners: null };
    const { mission, users } = await drawn(reward, 2, "mint");
    const views = await Promise.all(users.map((u) => viewOf(u, mission.id)));
    expect(views.map((v) => [v.status, v.reward_code])).toEqual([
      ["Selected", null],
      ["Selected", null],
    ]);
  });
});
