import { expect } from "vitest";
import { entryCost } from "@questhq/core";
import { signInWithEmail, type Client, type TestApp } from "./harness";
import { addObjective, addReward, createDraft, type Cast } from "./mission-kit";
import { creditHq, hqUnits } from "../features/ledger/index";

// Builders for participation tests: a live mission whose objectives complete without an external
// provider (client validation with the OKX signal, and link visits with a zero dwell time).

export const OKX = { client_signal: { okx_wallet_present: true } };

/** The wallet entrants give: a valid checksummed Ethereum address. */
export const WALLET = "0x8ba1f109551bD432803012645Ac136ddd64DBA72";

export async function createLiveMission(
  cast: Cast,
  options: { objectives?: number; reward?: Record<string, unknown>; mission?: Record<string, unknown> } = {},
) {
  const m = await createDraft(cast.admin, cast.orgId, options.mission ?? {});
  const objectives = [];
  for (let i = 0; i < (options.objectives ?? 2); i++)
    objectives.push(await addObjective(cast.admin, m.id, "client_validation", { key: `okx-${i}` }));
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
export async function depositHq(
  t: TestApp,
  userId: string,
  hq: number,
  key = `deposit:${userId}:${hq}:${Math.random()}`,
) {
  await t.database.db.transaction((tx) => creditHq(tx, userId, hqUnits(hq), "deposit", key));
}

/**
 * A new user, signed in as `email`, who completes the objectives and enters with `quantity` entries. The entries
 * beyond the mission's free one (the kit's missions have one) are paid from $HQ deposited for the purpose.
 */
export async function enterAs(
  t: TestApp,
  email: string,
  missionId: string,
  objectiveIds: string[],
  quantity = 1,
): Promise<Client> {
  const user = await signInWithEmail(t, email);
  await completeAll(user, missionId, objectiveIds);
  if (quantity > 1) await depositHq(t, await userIdOf(user), entryCost(quantity, 1));
  const res = await user.post(`/api/v1/missions/${missionId}/complete`, { wallet_address: WALLET, quantity });
  expect(res.statusCode, res.body).toBe(200);
  return user;
}
