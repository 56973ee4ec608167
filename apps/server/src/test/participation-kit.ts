import { expect } from "vitest";
import type { Client, TestApp } from "./harness";
import { addObjective, addReward, createDraft, type Cast } from "./mission-kit";
import { creditHq, hqUnits } from "../features/participation/hq-ledger";

// Builders for participation tests: a live mission whose objectives complete without an external
// provider (client validation with the OKX signal, and link visits with a zero dwell time).

export const OKX = { client_signal: { okx_wallet_present: true } };

export async function createLiveMission(
  cast: Cast,
  options: { objectives?: number; reward?: Record<string, unknown>; mission?: Record<string, unknown> } = {},
) {
  const m = await createDraft(cast.admin, cast.orgId, options.mission ?? {});
  const objectives = [];
  for (let i = 0; i < (options.objectives ?? 2); i++) objectives.push(await addObjective(cast.admin, m.id, "client_validation", { key: `okx-${i}` }));
  await addReward(cast.admin, m.id, options.reward ?? {});
  const published = await cast.admin.post(`/api/v1/missions/${m.id}/publish`, {});
  expect(published.statusCode, published.body).toBe(200);
  return { mission: m, objectives };
}

export async function completeAll(c: Client, missionId: string, objectiveIds: string[]) {
  for (const id of objectiveIds) {
    const res = await c.post(`/api/v1/missions/${missionId}/participate`, { objective_id: id, ...OKX });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.outcome).toBe("completed");
  }
}

export async function userIdOf(c: Client): Promise<string> {
  const me = await c.get("/api/v1/users/me");
  expect(me.statusCode, me.body).toBe(200);
  return me.json().data.id as string;
}

/** Gives a user deposited $HQ the way the chain indexer will: one ledger movement. */
export async function depositHq(t: TestApp, userId: string, hq: number, key = `deposit:${userId}:${hq}:${Math.random()}`) {
  await t.database.db.transaction((tx) => creditHq(tx, userId, hqUnits(hq), "deposit", key));
}
