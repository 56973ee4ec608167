import { describe, expect, it } from "vitest";
import { encodeFunctionData, type Address, type Hex } from "viem";
import { createTestClient, http } from "viem";
import { foundry } from "viem/chains";
import { objectiveCompletion } from "../../db/schema/index";
import type { TestApp } from "../../test/harness";
import { verifierFor } from "../registry";
import { TX_MESSAGES, txNotFoundMessage, wrongFunctionMessage } from "./messages";
import { verifyContext, withAnvilWorld, type Fixture } from "./test-context";
import type { TestChain } from "./test-contracts/index";

// The "send a transaction" objectives against a real anvil chain: every check of the
// transaction (sender, target, function, success, time, reuse) on its own.

let t: TestApp;
let rpcUrl: string;
let chain: TestChain;
let fx: Fixture;
let user: Address;
let stranger: Address;
type Obj = Awaited<ReturnType<Fixture["objective"]>>;
let transactFunction: Obj;
let onClick: Obj;
let transact: Obj;

const call = (functionName: "checkIn" | "wave" | "alwaysFails", args: readonly unknown[] = []) =>
  encodeFunctionData({ abi: chain.artifacts.QuestTarget.abi, functionName, args });

withAnvilWorld(async (world) => {
  ({ t, chain, fx, rpcUrl } = world);
  [, user, stranger] = chain.accounts as [Address, Address, Address];
  const abi = JSON.stringify(chain.artifacts.QuestTarget.abi);
  const common = {
    title: "Check in",
    description: "Check in on chain",
    blockchain: 31337,
    contract_address: chain.target,
    abi,
  };
  transactFunction = await fx.objective("onchain_transact_function", {
    ...common,
    url: "https://app.example.com",
    function_name: "checkIn",
    function_signature: "checkIn()",
    inputs: [],
  });
  onClick = await fx.objective("onchain_function_onclick", { ...common, function_name: "wave" });
  transact = await fx.objective("onchain_transact", { ...common, url: "https://app.example.com" });
});

const verify = (objective: Obj, input: { tx_hash?: Hex }, more: Partial<Parameters<typeof verifyContext>[1]> = {}) =>
  verifierFor(objective.template)!(
    verifyContext(t, { userId: fx.users[0], objective, wallets: [user], input, ...more }),
  );

describe("onchain_transact_function", () => {
  it("completes with the user's successful call of the chosen function, after the mission started", async () => {
    const { hash, receipt } = await chain.send(user, { to: chain.target, data: call("checkIn") });
    const outcome = await verify(transactFunction, { tx_hash: hash });
    expect(outcome).toMatchObject({
      status: "completed",
      evidence: {
        chain_id: 31337,
        tx_hash: hash,
        from: user,
        to: chain.target,
        selector: call("checkIn").slice(0, 10),
        block_number: receipt.blockNumber.toString(),
      },
    });
  });

  it("asks for the hash when none was pasted, and for a wallet when none is connected", async () => {
    expect(await verify(transactFunction, {})).toEqual({ status: "incomplete", message: TX_MESSAGES.missingHash });
    const { hash } = await chain.send(user, { to: chain.target, data: call("checkIn") });
    expect(await verify(transactFunction, { tx_hash: hash }, { wallets: [] })).toEqual({
      status: "needs_account",
      provider: "wallet",
      message: "Connect a wallet to complete this objective.",
    });
  });

  it("does not find a hash the chain does not know", async () => {
    const outcome = await verify(transactFunction, { tx_hash: `0x${"ab".repeat(32)}` });
    expect(outcome).toEqual({ status: "incomplete", message: txNotFoundMessage("Anvil Local") });
  });

  it("refuses a transaction sent by a wallet that is not the user's", async () => {
    const { hash } = await chain.send(stranger, { to: chain.target, data: call("checkIn") });
    expect(await verify(transactFunction, { tx_hash: hash })).toEqual({
      status: "incomplete",
      message: TX_MESSAGES.otherSender,
    });
    // The same transaction counts for the account whose wallet sent it.
    expect((await verify(transactFunction, { tx_hash: hash }, { wallets: [user, stranger] })).status).toBe("completed");
  });

  it("refuses a transaction sent to another address than the objective's contract", async () => {
    // Another contract (which reverts the unknown call: the wrong target is the message that helps)
    // and a plain address.
    const { hash } = await chain.send(user, { to: chain.nft, data: call("checkIn"), gas: 100_000n });
    expect(await verify(transactFunction, { tx_hash: hash })).toEqual({
      status: "incomplete",
      message: TX_MESSAGES.wrongTarget,
    });
    const toWallet = await chain.send(user, { to: stranger, data: call("checkIn") });
    expect(await verify(transactFunction, { tx_hash: toWallet.hash })).toEqual({
      status: "incomplete",
      message: TX_MESSAGES.wrongTarget,
    });
  });

  it("refuses a call of another function of the contract", async () => {
    const { hash } = await chain.send(user, { to: chain.target, data: call("wave", [3n]) });
    expect(await verify(transactFunction, { tx_hash: hash })).toEqual({
      status: "incomplete",
      message: wrongFunctionMessage("checkIn()"),
    });
  });

  it("refuses a reverted transaction", async () => {
    // The right call, run out of gas on chain.
    const { hash, receipt } = await chain.send(user, { to: chain.target, data: call("checkIn"), gas: 25_000n });
    expect(receipt.status).toBe("reverted");
    expect(await verify(transactFunction, { tx_hash: hash })).toEqual({
      status: "incomplete",
      message: TX_MESSAGES.reverted,
    });
    // A call the contract itself rejects.
    const rejected = await chain.send(user, { to: chain.target, data: call("alwaysFails"), gas: 100_000n });
    expect(rejected.receipt.status).toBe("reverted");
    expect(await verify(transact, { tx_hash: rejected.hash })).toEqual({
      status: "incomplete",
      message: TX_MESSAGES.reverted,
    });
  });

  it("refuses a transaction mined before the mission started", async () => {
    const { hash, receipt } = await chain.send(user, { to: chain.target, data: call("checkIn") });
    const block = await chain.publicClient.getBlock({ blockNumber: receipt.blockNumber });
    const startsAt = new Date((Number(block.timestamp) + 60) * 1000);
    expect(await verify(transactFunction, { tx_hash: hash }, { mission: { startsAt } })).toEqual({
      status: "incomplete",
      message: TX_MESSAGES.beforeStart,
    });
  });

  it("says a transaction still waiting to be mined is not confirmed yet", async () => {
    const testClient = createTestClient({ chain: foundry, mode: "anvil", transport: http(rpcUrl) });
    await testClient.setAutomine(false);
    try {
      const hash = await chain.walletClient.sendTransaction({
        account: user,
        chain: foundry,
        to: chain.target,
        data: call("checkIn"),
      });
      expect(await verify(transactFunction, { tx_hash: hash })).toEqual({
        status: "incomplete",
        message: TX_MESSAGES.notConfirmed,
      });
      await testClient.mine({ blocks: 1 });
      expect((await verify(transactFunction, { tx_hash: hash })).status).toBe("completed");
    } finally {
      await testClient.setAutomine(true);
    }
  });

  it("lets one transaction complete the objective for one account only", async () => {
    const { hash } = await chain.send(user, { to: chain.target, data: call("checkIn") });
    const [other, self] = [fx.users[1], fx.users[0]];
    await t.database.db.insert(objectiveCompletion).values({
      missionId: transactFunction.missionId,
      objectiveId: transactFunction.id,
      userId: other,
      status: "completed",
      input: { tx_hash: hash.toUpperCase().replace("0X", "0x") },
    });
    expect(await verify(transactFunction, { tx_hash: hash }, { userId: self })).toEqual({
      status: "incomplete",
      message: TX_MESSAGES.reused,
    });
    // Another objective is not affected: the guard is per objective.
    expect((await verify(transact, { tx_hash: hash }, { userId: self })).status).toBe("completed");
  });
});

describe("onchain_function_onclick and onchain_transact", () => {
  it("on-click: the function named in the objective, any arguments", async () => {
    const { hash } = await chain.send(user, { to: chain.target, data: call("wave", [7n]) });
    expect((await verify(onClick, { tx_hash: hash })).status).toBe("completed");
    const other = await chain.send(user, { to: chain.target, data: call("checkIn") });
    expect(await verify(onClick, { tx_hash: other.hash })).toEqual({
      status: "incomplete",
      message: wrongFunctionMessage("wave"),
    });
  });

  it("transact: any successful transaction to the contract, but not to another address", async () => {
    const { hash } = await chain.send(user, { to: chain.target, data: call("wave", [1n]) });
    expect((await verify(transact, { tx_hash: hash })).status).toBe("completed");
    const elsewhere = await chain.send(user, { to: stranger, value: 1n });
    expect(await verify(transact, { tx_hash: elsewhere.hash })).toEqual({
      status: "incomplete",
      message: TX_MESSAGES.wrongTarget,
    });
  });
});
