import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TimeoutError } from "viem";
import { createTestApp, type TestApp } from "../../test/harness";
import { ProviderUnavailableError } from "../../providers/provider-errors";
import { verifierFor } from "../registry";
import { createFixture, verifyContext, type Fixture } from "./test-context";
import { toProviderError } from "./rpc";

// When the chain cannot be asked, the verifier throws ProviderUnavailableError (the engine keeps
// the objective pending and retries): no RPC configured, a node that is down, one that answers
// 5xx, and one that rate-limits (HTTP 429 or JSON-RPC -32005).

let t: TestApp;
let fx: Fixture;
let rpcServer: Server;
let rpcUrl: string;
let closedUrl: string;
/** What the fake RPC answers next: an HTTP status, headers and a body. */
let answer: { status: number; headers?: Record<string, string>; body: unknown };

const WALLET = "0x70997970c51812dc3a010c7d01b50e0d17dc79c8";
const CONTRACT = "0x5fbdb2315678afecb367f032d93f642f64180aa3";
type Obj = Awaited<ReturnType<Fixture["objective"]>>;
let holding: Obj;
let transact: Obj;

beforeAll(async () => {
  t = await createTestApp();
  fx = await createFixture(t);
  rpcServer = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      res.writeHead(answer.status, { "content-type": "application/json", ...answer.headers });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((r) => rpcServer.listen(0, "127.0.0.1", r));
  rpcUrl = `http://127.0.0.1:${(rpcServer.address() as AddressInfo).port}`;
  // A port nothing listens on: opened, noted, closed.
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, "127.0.0.1", r));
  closedUrl = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
  await new Promise((r) => probe.close(r));
  const base = {
    title: "Hold",
    description: "Hold it",
    blockchain: 31337,
    url: "https://app.example.com",
    contract_address: CONTRACT,
  };
  holding = await fx.objective("onchain_holding_nft", base);
  transact = await fx.objective("onchain_transact", base);
});

afterAll(async () => {
  await new Promise((r) => rpcServer?.close(r));
  await t?.close();
});

async function failure(objective: Obj, rpcUrls: Record<number, string> | undefined) {
  const ctx = verifyContext(t, {
    userId: fx.users[0],
    objective,
    wallets: [WALLET],
    input: { tx_hash: `0x${"12".repeat(32)}` },
    env: { CHAIN_RPC_URLS: rpcUrls },
  });
  const err = await verifierFor(objective.template)!(ctx).then(
    (outcome) => outcome,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ProviderUnavailableError);
  return err as ProviderUnavailableError;
}

describe("on-chain verifiers when the chain cannot be asked", () => {
  it("stays pending with a clear reason when no RPC is configured for the objective's chain", async () => {
    for (const urls of [undefined, { 1: "https://rpc.example" }]) {
      const err = await failure(holding, urls);
      expect(err).toMatchObject({ provider: "onchain", reason: "down" });
      expect(err.message).toContain("no RPC URL configured for Anvil Local (31337) in CHAIN_RPC_URLS");
    }
  });

  it("treats a node that refuses connections as down (balances and transactions alike)", async () => {
    expect(await failure(holding, { 31337: closedUrl })).toMatchObject({ provider: "onchain", reason: "down" });
    expect(await failure(transact, { 31337: closedUrl })).toMatchObject({ provider: "onchain", reason: "down" });
  });

  it("treats a 5xx answer as down", async () => {
    answer = { status: 503, body: { error: "unavailable" } };
    expect(await failure(holding, { 31337: rpcUrl })).toMatchObject({ reason: "down" });
  });

  it("treats HTTP 429 as rate limited, keeping the node's Retry-After", async () => {
    answer = {
      status: 429,
      headers: { "retry-after": "7" },
      body: { jsonrpc: "2.0", id: 0, error: { code: 429, message: "Too Many Requests" } },
    };
    expect(await failure(transact, { 31337: rpcUrl })).toMatchObject({
      provider: "onchain",
      reason: "rate_limited",
      retryAfterMs: 7000,
    });
    answer = { status: 429, body: "slow down" };
    expect(await failure(holding, { 31337: rpcUrl })).toMatchObject({ reason: "rate_limited", retryAfterMs: null });
  });

  it("treats a JSON-RPC 'limit exceeded' error (-32005) as rate limited", async () => {
    answer = {
      status: 200,
      body: { jsonrpc: "2.0", id: 0, error: { code: -32005, message: "daily request count exceeded" } },
    };
    expect(await failure(holding, { 31337: rpcUrl })).toMatchObject({ reason: "rate_limited" });
  });

  it("maps a request that timed out to down", () => {
    const err = toProviderError(new TimeoutError({ body: {}, url: rpcUrl }), "eth_call");
    expect(err).toMatchObject({ provider: "onchain", reason: "down" });
    expect(err.message).toContain("timed out");
  });
});
