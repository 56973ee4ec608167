import { createServer, type Server } from "node:http";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { missionParticipant } from "../../db/schema/index";
import { rollUpMissionActivity } from "../analytics/index";
import { signInWithEmail, type TestApp } from "../../test/harness";
import { withCastApp, type Cast } from "../../test/mission-kit";
import { completeAll, createLiveMission, enterAs } from "../../test/participation-kit";

// An entry wallet's history on the reward's chain, looked up once after the entry for the organizer's bot signals
// (docs/product/analytics.md#signals-against-bots), from a node that answers JSON-RPC like any other.

const ACTIVE = "0x8ba1f109551bd432803012645ac136ddd64dba72";
const PORT = 20_000 + Math.floor(Math.random() * 20_000);
let node: Server;
let lookups = 0;

beforeAll(async () => {
  node = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const call = JSON.parse(body) as { id: number; method: string; params: [string, string] };
      lookups++;
      const result =
        call.method === "eth_getTransactionCount" && call.params[0].toLowerCase() === ACTIVE ? "0x5" : "0x0";
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ jsonrpc: "2.0", id: call.id, result }));
    });
  });
  await new Promise<void>((resolve) => node.listen(PORT, "127.0.0.1", resolve));
});
afterAll(() => new Promise<void>((resolve) => node.close(() => resolve())));

let t: TestApp;
let cast: Cast;
withCastApp((s) => ({ t, cast } = s), {
  VERIFY_POLL_MS: "0",
  CHAIN_RPC_URLS: JSON.stringify({ 8453: `http://127.0.0.1:${PORT}` }),
});

describe("entry wallet activity", () => {
  it("records whether the entry wallet had sent a transaction on the reward's chain", async () => {
    const { mission, objectives } = await createLiveMission(cast, { objectives: 1 });
    const ids = objectives.map((o) => o.id);
    // The kit's entrants enter with a wallet that has sent transactions.
    await enterAs(t, `active-${Date.now()}@example.com`, mission.id, ids);
    // A wallet made for the entry has sent nothing.
    const fresh = await signInWithEmail(t, `fresh-${Date.now()}@example.com`);
    await completeAll(fresh, mission.id, ids);
    const entered = await fresh.post(`/api/v1/missions/${mission.id}/complete`, {
      wallet_address: "0x000000000000000000000000000000000000dEaD",
      quantity: 1,
    });
    expect(entered.statusCode, entered.body).toBe(200);
    const rows = await t.database.db
      .select({ has: missionParticipant.entryWalletHasTransactions })
      .from(missionParticipant)
      .where(eq(missionParticipant.missionId, mission.id));
    expect(rows.map((r) => r.has).sort()).toEqual([false, true]);
    expect(lookups).toBe(2);
    await rollUpMissionActivity(t.database.db);
    const data = (await cast.admin.get(`/api/v1/organizations/${cast.orgId}/missions/${mission.id}/analytics`)).json()
      .data;
    expect(data.signals).toMatchObject({ entry_wallets_checked: 2, entry_wallets_without_transactions: 1 });
  });
});
