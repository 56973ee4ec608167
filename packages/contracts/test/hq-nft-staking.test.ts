import { beforeEach, describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  encodeFunctionData,
  getAddress,
  parseEther,
  parseEventLogs,
  toFunctionSelector,
  zeroAddress,
  type Address,
} from "viem";
import { countMembershipTokens, stakedNftBoosterHundredths } from "@questhq/core";
import { hqMembershipAbi } from "../src/generated/HQMembership";
import { hqNftStakingAbi, hqNftStakingBytecode } from "../src/generated/HQNftStaking";
import {
  nftStakingReentrantMembershipAbi,
  nftStakingReentrantMembershipBytecode,
} from "./generated/NftStakingReentrantMembership";
import { useChain, useDeployment, type Wallet } from "./kit";

// HQNftStaking: stake all keys, unstake all keys, counts and boosters by kind, a hostile
// collection re-entering, and fuzzed id sets checked against @questhq/core's counting.

const chain = useChain();
let nft: Address;
let staking: Address;

async function setup() {
  await chain.fundEther(chain.users, parseEther("100"));
  nft = await chain.deployMembership();
  staking = getAddress(
    await chain.deploy(chain.deployer, { abi: hqNftStakingAbi, bytecode: hqNftStakingBytecode }, [
      nft,
      chain.deployer.account.address,
    ]),
  );
}

const mint = async (to: Wallet, ids: bigint[]) =>
  chain.mined(
    await chain.deployer.writeContract({
      address: nft,
      abi: hqMembershipAbi,
      functionName: "mint",
      args: [to.account.address, ids],
    }),
  );
const approve = async (user: Wallet, approved = true) =>
  chain.mined(
    await user.writeContract({
      address: nft,
      abi: hqMembershipAbi,
      functionName: "setApprovalForAll",
      args: [staking, approved],
    }),
  );
const call = async (user: Wallet, functionName: "stakeAll" | "unstakeAll") =>
  chain.mined(await user.writeContract({ address: staking, abi: hqNftStakingAbi, functionName }));
/** `stakeAll` or `unstakeAll` by `user`, mined: the args of the Staked or Unstaked event it emitted. */
const callForEvent = async (user: Wallet, functionName: "stakeAll" | "unstakeAll") => {
  const r = await call(user, functionName);
  const eventName = functionName === "stakeAll" ? "Staked" : "Unstaked";
  return parseEventLogs({ abi: hqNftStakingAbi, logs: r.logs, eventName })[0]!.args;
};
/** A Staked or Unstaked event's args: whose keys moved, which, and the user's counts after it. */
const moved = (user: Wallet, tokenIds: bigint[], memberCount: bigint, whaleCount: bigint) => ({
  user: user.account.address,
  tokenIds,
  memberCount,
  whaleCount,
});
const view = <F extends "stakedTokensOf" | "stakedCounts" | "boosterHundredths">(
  functionName: F,
  user: Wallet,
  at: Address = staking,
) =>
  chain.publicClient.readContract({
    address: at,
    abi: hqNftStakingAbi,
    functionName,
    args: [user.account.address],
  } as never) as Promise<
    F extends "stakedTokensOf" ? readonly bigint[] : F extends "stakedCounts" ? readonly [bigint, bigint] : bigint
  >;
const tokensOf = (who: Address) =>
  chain.publicClient.readContract({ address: nft, abi: hqMembershipAbi, functionName: "tokensOfOwner", args: [who] });
const sorted = (ids: readonly bigint[]) => [...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

describe("HQNftStaking", () => {
  useDeployment(chain, setup);

  it("knows its collection and refuses a zero collection address", async () => {
    expect(
      await chain.publicClient.readContract({ address: staking, abi: hqNftStakingAbi, functionName: "membership" }),
    ).toBe(nft);
    await expect(
      chain.deploy(chain.deployer, { abi: hqNftStakingAbi, bytecode: hqNftStakingBytecode }, [
        zeroAddress,
        chain.deployer.account.address,
      ]),
    ).rejects.toThrow(
      // deployContract does not decode constructor errors: match the selector.
      new RegExp(toFunctionSelector("HQNftStaking_ZeroAddress()")),
    );
  });

  it("approve + stakeAll moves every key in, records them and emits Staked with the totals", async () => {
    const alice = chain.users[0]!;
    await mint(alice, [1n, 1310n, 3114n]);
    await approve(alice);
    expect(await callForEvent(alice, "stakeAll")).toEqual(moved(alice, [1n, 1310n, 3114n], 2n, 1n));
    expect(await tokensOf(alice.account.address)).toEqual([]);
    expect(sorted(await tokensOf(staking))).toEqual([1n, 1310n, 3114n]);
    expect(await view("stakedTokensOf", alice)).toEqual([1n, 1310n, 3114n]);
    expect(await view("stakedCounts", alice)).toEqual([2n, 1n]);
    expect(await view("boosterHundredths", alice)).toBe(140n);
  });

  it("counts and boosters by kind: members 0.2x, whales 1x, year-5 as members", async () => {
    const cases: { ids: bigint[]; counts: [bigint, bigint]; booster: bigint }[] = [
      { ids: [1n, 2n, 3n], counts: [3n, 0n], booster: 60n },
      { ids: [1310n, 1403n], counts: [0n, 2n], booster: 200n },
      { ids: [3114n, 9999n], counts: [2n, 0n], booster: 40n },
      { ids: [1309n, 1311n, 1402n, 1404n, 3113n, 3115n], counts: [4n, 2n], booster: 280n },
    ];
    for (const [i, c] of cases.entries()) {
      const user = chain.users[i]!;
      await mint(user, c.ids);
      await approve(user);
      await call(user, "stakeAll");
      expect(await view("stakedCounts", user)).toEqual(c.counts);
      expect(await view("boosterHundredths", user)).toBe(c.booster);
    }
    expect(await view("stakedCounts", chain.users[4]!)).toEqual([0n, 0n]);
    expect(await view("boosterHundredths", chain.users[4]!)).toBe(0n);
  });

  it("staking again later adds the new keys: totals accumulate", async () => {
    const alice = chain.users[0]!;
    await mint(alice, [10n, 1320n]);
    await approve(alice);
    await call(alice, "stakeAll");
    await mint(alice, [1321n, 4000n, 11n]);
    expect(await callForEvent(alice, "stakeAll")).toEqual(moved(alice, [1321n, 4000n, 11n], 3n, 2n));
    expect(await view("stakedTokensOf", alice)).toEqual([10n, 1320n, 1321n, 4000n, 11n]);
    expect(await view("boosterHundredths", alice)).toBe(260n);
  });

  it("unstakeAll returns every key to its owner, zeroes the counts and emits Unstaked", async () => {
    const [alice, bob] = [chain.users[0]!, chain.users[1]!];
    await mint(alice, [1n, 1350n]);
    await mint(bob, [2n]);
    for (const u of [alice, bob]) {
      await approve(u);
      await call(u, "stakeAll");
    }
    await mint(alice, [3n]);
    await call(alice, "stakeAll");
    expect(await callForEvent(alice, "unstakeAll")).toEqual(moved(alice, [1n, 1350n, 3n], 0n, 0n));
    expect(sorted(await tokensOf(alice.account.address))).toEqual([1n, 3n, 1350n]);
    expect(await view("stakedTokensOf", alice)).toEqual([]);
    expect(await view("stakedCounts", alice)).toEqual([0n, 0n]);
    // Bob's stake is untouched.
    expect(await tokensOf(staking)).toEqual([2n]);
    expect(await view("stakedCounts", bob)).toEqual([1n, 0n]);
    await expect(call(alice, "unstakeAll")).rejects.toThrow(/HQNftStaking_NothingStaked/);
    // And Alice can stake again.
    await call(alice, "stakeAll");
    expect(await view("stakedCounts", alice)).toEqual([2n, 1n]);
  });

  it("refuses stakeAll without setApprovalForAll (a per-token approval is not enough) or once revoked", async () => {
    const alice = chain.users[0]!;
    await mint(alice, [1n]);
    await expect(call(alice, "stakeAll")).rejects.toThrow(/HQNftStaking_NotApproved/);
    await chain.mined(
      await alice.writeContract({ address: nft, abi: hqMembershipAbi, functionName: "approve", args: [staking, 1n] }),
    );
    await expect(call(alice, "stakeAll")).rejects.toThrow(/HQNftStaking_NotApproved/);
    await approve(alice);
    await approve(alice, false);
    await expect(call(alice, "stakeAll")).rejects.toThrow(/HQNftStaking_NotApproved/);
  });

  it("refuses stakeAll with no keys (HQNftStaking_NothingToStake), also once everything is staked", async () => {
    const alice = chain.users[0]!;
    await approve(alice);
    await expect(call(alice, "stakeAll")).rejects.toThrow(/HQNftStaking_NothingToStake/);
    await mint(alice, [1n]);
    await call(alice, "stakeAll");
    await expect(call(alice, "stakeAll")).rejects.toThrow(/HQNftStaking_NothingToStake/);
  });

  it("refuses unstakeAll with nothing staked (HQNftStaking_NothingStaked)", async () => {
    await expect(call(chain.users[0]!, "unstakeAll")).rejects.toThrow(/HQNftStaking_NothingStaked/);
  });

  it("refuses a key sent to it with safeTransferFrom (no unrecorded deposits)", async () => {
    const alice = chain.users[0]!;
    await mint(alice, [1n]);
    await expect(
      alice.writeContract({
        address: nft,
        abi: hqMembershipAbi,
        functionName: "safeTransferFrom",
        args: [alice.account.address, staking, 1n],
      }),
    ).rejects.toThrow(/ERC721InvalidReceiver/);
  });

  describe("a hostile collection re-entering from transferFrom", () => {
    let evil: Address;
    let evilStaking: Address;
    beforeEach(async () => {
      evil = getAddress(
        await chain.deploy(
          chain.deployer,
          { abi: nftStakingReentrantMembershipAbi, bytecode: nftStakingReentrantMembershipBytecode },
          [chain.deployer.account.address],
        ),
      );
      evilStaking = getAddress(
        await chain.deploy(chain.deployer, { abi: hqNftStakingAbi, bytecode: hqNftStakingBytecode }, [
          evil,
          chain.deployer.account.address,
        ]),
      );
      const alice = chain.users[0]!;
      await chain.mined(
        await chain.deployer.writeContract({
          address: evil,
          abi: nftStakingReentrantMembershipAbi,
          functionName: "mint",
          args: [alice.account.address, [1n, 2n]],
        }),
      );
      await chain.mined(
        await alice.writeContract({
          address: evil,
          abi: nftStakingReentrantMembershipAbi,
          functionName: "setApprovalForAll",
          args: [evilStaking, true],
        }),
      );
    });
    /** Arms the collection to call `functionName` on the staking contract from its transfers; null disarms it. */
    const arm = async (functionName: "stakeAll" | "unstakeAll" | null) =>
      chain.mined(
        await chain.deployer.writeContract({
          address: evil,
          abi: nftStakingReentrantMembershipAbi,
          functionName: "arm",
          args: [evilStaking, functionName ? encodeFunctionData({ abi: hqNftStakingAbi, functionName }) : "0x"],
        }),
      );
    const send = async (functionName: "stakeAll" | "unstakeAll") =>
      chain.mined(await chain.users[0]!.writeContract({ address: evilStaking, abi: hqNftStakingAbi, functionName }));

    it("stakeAll re-entering stakeAll or unstakeAll reverts with ReentrancyGuardReentrantCall", async () => {
      await arm("stakeAll");
      await expect(send("stakeAll")).rejects.toThrow(/ReentrancyGuardReentrantCall/);
      await arm("unstakeAll");
      await expect(send("stakeAll")).rejects.toThrow(/ReentrancyGuardReentrantCall/);
    });

    it("unstakeAll re-entering unstakeAll reverts, and the stake survives", async () => {
      await send("stakeAll");
      await arm("unstakeAll");
      await expect(send("unstakeAll")).rejects.toThrow(/ReentrancyGuardReentrantCall/);
      expect(await view("stakedTokensOf", chain.users[0]!, evilStaking)).toEqual([1n, 2n]);
      await arm(null);
      await send("unstakeAll");
    });
  });

  it("fuzz: counts and booster equal @questhq/core's over random id sets staked in two rounds", async () => {
    const alice = chain.users[0]!;
    const id = fc.oneof(
      fc.integer({ min: 0, max: 1309 }),
      fc.integer({ min: 1310, max: 1403 }),
      fc.integer({ min: 1404, max: 3113 }),
      fc.integer({ min: 3114, max: 6000 }),
    );
    const ids = fc.uniqueArray(id, { minLength: 1, maxLength: 12 });
    await fc.assert(
      fc.asyncProperty(ids, fc.nat(), async (all, cut) => {
        const snap = await chain.test.snapshot();
        try {
          const split = cut % all.length;
          const rounds = [all.slice(0, split), all.slice(split)].filter((r) => r.length > 0);
          await approve(alice);
          const staked: number[] = [];
          for (const round of rounds) {
            await mint(alice, round.map(BigInt));
            const event = await callForEvent(alice, "stakeAll");
            staked.push(...round);
            const expected = countMembershipTokens(staked);
            expect([event.memberCount, event.whaleCount]).toEqual([BigInt(expected.member), BigInt(expected.whale)]);
          }
          const expected = countMembershipTokens(all);
          expect(await view("stakedCounts", alice)).toEqual([BigInt(expected.member), BigInt(expected.whale)]);
          expect(await view("boosterHundredths", alice)).toBe(BigInt(stakedNftBoosterHundredths(expected)));
          expect(sorted(await view("stakedTokensOf", alice))).toEqual(sorted(all.map(BigInt)));
          await call(alice, "unstakeAll");
          expect(sorted(await tokensOf(alice.account.address))).toEqual(sorted(all.map(BigInt)));
        } finally {
          await chain.test.revert({ id: snap });
        }
      }),
      { numRuns: 25 },
    );
  });
});
