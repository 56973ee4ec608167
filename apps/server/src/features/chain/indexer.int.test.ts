import { describe, expect, it } from "vitest";
import type { Hex } from "viem";
import { eq } from "drizzle-orm";
import { hqStakingAbi } from "@questhq/contracts/generated/HQStaking";
import { INDEXED_EVENTS_ABI } from "./indexer/events";
import { hqNftStakingAbi } from "@questhq/contracts/generated/HQNftStaking";
import { hqStreamsAbi } from "@questhq/contracts/generated/HQStreams";
import { hqSagaVaultAbi } from "@questhq/contracts/generated/HQSagaVault";
import { hqMissionNFTAbi } from "@questhq/contracts/generated/HQMissionNFT";
import { hqMissionVestingAbi } from "@questhq/contracts/generated/HQMissionVesting";
import { chainCursor, chainEvent, hqLedger } from "../../db/schema/index";
import type { Client, TestApp } from "../../test/harness";
import { signInAnvil, type ChainTestEnv, withChainApp } from "../../test/chain-kit";
import { indexPass } from "./indexer/index-chain";
import { stakingChainTarget } from "./indexer/targets";

// The indexer across a restart (a replayed range applies nothing twice) and across chain
// reorganisations: one shallower than the confirmations is absorbed (the vanished deposit was
// only ever "locked"), a deeper one stops indexing loudly instead of guessing.

let chain: ChainTestEnv;
let t: TestApp;
const BEN = 2;

withChainApp((s) => ({ chain, t } = s));

const db = () => t.app.database.db;
// A new target object per pass: nothing survives between passes but the database (a restart).
const pass = () => indexPass(db(), stakingChainTarget(db(), t.app.chain.setup!));
// Locked and available only: the stake's free raffle entries are the staking-free-entries test's.
const stake = async (c: Client) => {
  type Credits = { data: { stake: { locked: number; available: number } } };
  const { stake } = ((await c.get("/api/v1/users/credits")).json() as Credits).data;
  return { locked: stake.locked, available: stake.available };
};

async function deposit(
  wallet: ReturnType<ChainTestEnv["wallet"]>,
  args: Awaited<ReturnType<typeof signedDeposit>>,
): Promise<void> {
  const staking = chain.deployment.contracts.HQStaking;
  await chain.mined(await wallet.writeContract({ address: staking, abi: hqStakingAbi, functionName: "deposit", args }));
}

async function signedDeposit(c: Client, amount: string) {
  const d = (await c.post("/api/v1/seasons/stakeHQ", { amount })).json().data as {
    signature: Hex;
    validUntilBlock: number;
    nonce: string;
    amount: string;
  };
  return [BigInt(d.amount), BigInt(d.nonce), BigInt(d.validUntilBlock), d.signature] as const;
}

describe("chain indexer", () => {
  it("follows exactly the events the contracts declare", () => {
    const declared = new Map<string, string>();
    for (const abi of [
      hqStakingAbi,
      hqNftStakingAbi,
      hqStreamsAbi,
      hqSagaVaultAbi,
      hqMissionNFTAbi,
      hqMissionVestingAbi,
    ]) {
      for (const item of abi)
        if (item.type === "event")
          declared.set(
            item.name,
            JSON.stringify(item.inputs.map((i) => [i.type, i.name, Boolean((i as { indexed?: boolean }).indexed)])),
          );
    }
    for (const item of INDEXED_EVENTS_ABI) {
      expect(declared.get(item.name), item.name).toBe(
        JSON.stringify(item.inputs.map((i) => [i.type, i.name, Boolean((i as { indexed?: boolean }).indexed)])),
      );
    }
  });

  it("resumes after a restart without counting anything twice, even when a range is replayed", async () => {
    const { client } = await signInAnvil(t, BEN);
    const wallet = chain.wallet(BEN);
    await chain.approveStaking(BEN);
    await deposit(wallet, await signedDeposit(client, "100"));
    await chain.test.mine({ blocks: 12 });
    const first = await pass();
    expect(first.applied).toBeGreaterThanOrEqual(1);
    expect(await stake(client)).toEqual({ locked: 0, available: 100 });

    await deposit(wallet, await signedDeposit(client, "20"));
    await chain.test.mine({ blocks: 12 });
    // As if the process died after applying events but before its cursor was saved: rewind the
    // cursor to the deployment block, so the next pass replays every range from the start.
    const [cursor] = await db().select().from(chainCursor).where(eq(chainCursor.chainId, 31337));
    const startBlock = chain.deployment.startBlock;
    const startHash = (await chain.publicClient.getBlock({ blockNumber: BigInt(startBlock) })).hash;
    await db()
      .update(chainCursor)
      .set({ blockNumber: startBlock, blockHash: startHash })
      .where(eq(chainCursor.chainId, 31337));
    const replay = await pass();
    expect(replay.confirmedTo).toBeGreaterThan(cursor!.blockNumber);
    expect(replay.applied).toBe(1); // only the new deposit
    expect(await stake(client)).toEqual({ locked: 0, available: 120 });
    const deposits = await db().select().from(hqLedger).where(eq(hqLedger.reason, "deposit"));
    expect(deposits.map((d) => d.amount.toString()).sort()).toEqual(["100000000000000000000", "20000000000000000000"]);
    const again = await pass();
    expect(again.applied).toBe(0);
  });

  it("absorbs a reorg within confirmations: a vanished deposit is never credited, its replacement once", async () => {
    const { client } = await signInAnvil(t, BEN);
    const wallet = chain.wallet(BEN);
    const base = await stake(client);
    const args = await signedDeposit(client, "7");
    const snapshot = await chain.test.snapshot();
    await deposit(wallet, args);
    await chain.test.mine({ blocks: 3 });
    await pass();
    expect(await stake(client)).toEqual({ locked: 7, available: base.available });

    // The fork: the blocks with the deposit are replaced by a longer chain without it.
    await chain.test.revert({ id: snapshot });
    await chain.test.mine({ blocks: 5 });
    await pass();
    expect(await stake(client)).toEqual({ locked: 0, available: base.available });
    await chain.test.mine({ blocks: 12 });
    await pass();
    expect(await stake(client)).toEqual({ locked: 0, available: base.available });

    // On the new branch the same signature is still unused: it lands once and counts once.
    await deposit(wallet, args);
    await chain.test.mine({ blocks: 12 });
    await pass();
    await pass();
    expect(await stake(client)).toEqual({ locked: 0, available: base.available + 7 });
  });

  it("stops loudly on a reorganisation deeper than the confirmations", async () => {
    await chain.test.mine({ blocks: 2 });
    const snapshot = await chain.test.snapshot();
    await chain.test.mine({ blocks: 20 });
    await pass();
    const events = (await db().select().from(chainEvent)).length;
    await chain.test.revert({ id: snapshot });
    await chain.test.mine({ blocks: 40 });
    const warnings: string[] = [];
    const r = await indexPass(db(), stakingChainTarget(db(), t.app.chain.setup!), (m) => warnings.push(m));
    expect(r.halted).toMatch(/reorganisation deeper than 12 confirmations/);
    expect(warnings).toHaveLength(1);
    expect((await db().select().from(chainEvent)).length).toBe(events);
  });
});
