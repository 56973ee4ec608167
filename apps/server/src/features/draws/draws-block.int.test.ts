import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPublicClient, http } from "viem";
import { createTestApp, type TestApp } from "../../test/harness";
import { startAnvil, type Anvil } from "@questhq/contracts/anvil";
import { createCast } from "../../test/mission-kit";
import { createLiveMission } from "../../test/participation-kit";

// Block-hash randomness on a real chain: anvil stands in for Base (chain id 8453).
let anvil: Anvil;
let t: TestApp;

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 8453 });
  t = await createTestApp({
    VERIFY_POLL_MS: "0",
    DRAW_RANDOMNESS: "block",
    CHAIN_RPC_URLS: JSON.stringify({ "8453": anvil.url }),
  });
});
afterAll(async () => {
  await t?.close();
  await anvil?.close();
});

async function mine(blocks: number) {
  const res = await fetch(anvil.url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "anvil_mine", params: [`0x${blocks.toString(16)}`] }),
  });
  expect(res.ok).toBe(true);
}

describe("block-hash randomness", () => {
  it("fixes a block 3 ahead when entries close, waits for it, and uses its hash as the seed", async () => {
    const cast = await createCast(t);
    const { mission } = await createLiveMission(cast, { objectives: 1 });
    const client = createPublicClient({ transport: http(anvil.url) });
    const head = Number(await client.getBlockNumber());
    const closed = (await cast.admin.post(`/api/v1/missions/${mission.id}/close`, {})).json().data;
    expect(closed).toMatchObject({ seed_source: "block", beacon_round: head + 3 });

    const early = await cast.admin.post(`/api/v1/missions/${mission.id}/draw`, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toMatch(/not published yet/);

    await mine(3);
    const drawn = await cast.admin.post(`/api/v1/missions/${mission.id}/draw`, {});
    expect(drawn.statusCode, drawn.body).toBe(200);
    const block = await client.getBlock({ blockNumber: BigInt(head + 3) });
    expect(drawn.json().data.seed).toBe(block.hash);
  });
});
