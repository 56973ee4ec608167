import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPublicClient, http, parseEther } from "viem";
import { startAnvil, type Anvil } from "@questhq/contracts/anvil";
import { createTestApp, type TestApp } from "../../test/harness";
import { MAX_BATCH } from "./read-chain";

// The bridge widget's reads go through POST /api/v1/rpc/{chainId}: a same-origin relay of read-only JSON-RPC to the
// node this server uses for the chain. Anything that would sign or send is refused in place; chains the bridge does
// not offer are not relayed at all.

let anvil: Anvil;
let t: TestApp;

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 });
  t = await createTestApp({ CHAIN_RPC_URLS: JSON.stringify({ 31337: anvil.url }) });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await anvil?.close();
});

const rpc = (chainId: number | string, payload: object) =>
  t.app.inject({
    method: "POST",
    url: `/api/v1/rpc/${chainId}`,
    headers: { "content-type": "application/json" },
    payload,
  });

describe("read-only chain relay", () => {
  it("answers reads of the local chain from its node, one call or a batch, and as a viem transport", async () => {
    const one = await rpc(31337, { jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ jsonrpc: "2.0", id: 1, result: "0x7a69" });
    const address = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";
    const batch = await rpc(31337, [
      { jsonrpc: "2.0", id: "a", method: "eth_getBalance", params: [address, "latest"] },
      { jsonrpc: "2.0", id: "b", method: "eth_blockNumber", params: [] },
    ]);
    expect(batch.json()).toMatchObject([{ id: "a", result: `0x${parseEther("10000").toString(16)}` }, { id: "b" }]);

    // viem (as the LI.FI SDK uses it) reads through the relay like any node.
    const base = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const client = createPublicClient({ transport: http(`${base}/api/v1/rpc/31337`, { batch: { batchSize: 64 } }) });
    expect(await client.getChainId()).toBe(31337);
    expect(await client.getBalance({ address })).toBe(parseEther("10000"));
  });

  it("refuses what signs or sends, in the JSON-RPC answer, and still answers the reads beside it", async () => {
    const answer = await rpc(31337, [
      { jsonrpc: "2.0", id: 1, method: "eth_sendRawTransaction", params: ["0x00"] },
      { jsonrpc: "2.0", id: 2, method: "eth_chainId", params: [] },
      { jsonrpc: "2.0", id: 3, method: "anvil_setBalance", params: [] },
    ]);
    expect(answer.json()).toEqual([
      {
        jsonrpc: "2.0",
        id: 1,
        error: { code: -32601, message: "eth_sendRawTransaction is not relayed: only reads are." },
      },
      { jsonrpc: "2.0", id: 2, result: "0x7a69" },
      { jsonrpc: "2.0", id: 3, error: { code: -32601, message: "anvil_setBalance is not relayed: only reads are." } },
    ]);
  });

  it("relays only chains the bridge offers, in bounded batches", async () => {
    // Solana is not an EVM chain; Cronos is hidden; an unknown id is nobody's.
    for (const id of [-1, 25, 999999]) {
      const res = await rpc(id, { jsonrpc: "2.0", id: 1, method: "eth_chainId" });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(`Chain ${id} is not offered on the bridge.`);
    }
    const tooMany = Array.from({ length: MAX_BATCH + 1 }, (_, i) => ({ jsonrpc: "2.0", id: i, method: "eth_chainId" }));
    const res = await rpc(31337, tooMany);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(`Send between 1 and ${MAX_BATCH} JSON-RPC calls at once.`);
    // A call without a method is answered in place, as a node answers it.
    expect((await rpc(31337, { id: 1 })).json()).toEqual({
      jsonrpc: "2.0",
      id: 1,
      error: { code: -32600, message: "Invalid request" },
    });
  });
});
