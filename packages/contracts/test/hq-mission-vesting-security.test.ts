import { afterEach, beforeEach, describe, expect, it } from "vitest";
import fc from "fast-check";
import { decodeErrorResult, encodeFunctionData, parseEther, type Address, type Hex } from "viem";
import { DOMAIN_NAMES } from "../src/typed-data";
import { snapshotEach, useChain, type Wallet } from "./kit";
import { abi, TOTAL, tokenAbi, vestingKit } from "./vesting-kit";

// Signatures, reentrancy and property tests of HQMissionVesting (functional tests live in
// hq-mission-vesting.test.ts; both use vesting-kit.ts on their own anvil).

const chain = useChain();

const { setup, claimSig, claim, at, read, readToken, expectRevert } = vestingKit(chain);

describe("HQMissionVesting security", () => {
  snapshotEach(chain, { beforeEach, afterEach });

  describe("claim signatures", () => {
    it("rejects a non-signer, another user's claim, a raised allocation and any other domain", async () => {
      const { vesting, start } = await setup();
      const other = await setup();
      const [alice, bob] = chain.users as [Wallet, Wallet];
      const a = alice.account.address;
      const small = parseEther("10");
      const big = parseEther("500");
      // biome-ignore lint/complexity/useMathMinMax: the timestamps are bigints, which Math.max does not take
      await at(other.start > start ? other.start : start);
      const forged: [bigint, Hex][] = [
        [small, await claimSig(vesting, a, small, { by: alice })], // not the signer
        [big, await claimSig(vesting, bob.account.address, big)], // Bob's higher allocation replayed by Alice
        [big, await claimSig(vesting, a, small)], // her own signature with a raised allocation
        [small, await claimSig(vesting, a, small, { chainId: 1 })],
        [small, await claimSig(vesting, a, small, { verifyingContract: other.vesting })],
        [small, await claimSig(vesting, a, small, { name: DOMAIN_NAMES.missionNft })],
        [small, "0xdeadbeef"],
      ];
      for (const [allocation, signature] of forged)
        await expectRevert(claim(vesting, alice, allocation, { signature }), "HQMissionVesting_InvalidSignature", []);
      expect(await read(vesting, "distributedAmount")).toBe(0n);
      // Bob's signature still works for Bob; Alice's for Alice.
      await claim(vesting, bob, big, { signature: forged[1]![1] });
      await claim(vesting, alice, small);
      expect(await read(vesting, "claimedAmount", [a])).toBe(small / 4n);
    });
  });

  describe("reentrancy (token calling back on transfer)", () => {
    async function armed(swallow: boolean, data: (vesting: Address, token: Address) => Promise<Hex>) {
      const fixture = await setup({ fee: 0n });
      const payload = await data(fixture.vesting, fixture.token);
      await chain.mined(
        await chain.deployer.writeContract({
          address: fixture.token,
          abi: tokenAbi,
          functionName: "arm",
          args: [fixture.vesting, payload, swallow],
        }),
      );
      return fixture;
    }
    // The token re-enters as itself, with a valid signature for itself: only the guard can stop it.
    const reclaim = async (vesting: Address, token: Address) =>
      encodeFunctionData({
        abi,
        functionName: "vesting",
        args: [parseEther("100"), await claimSig(vesting, token, parseEther("100"))],
      });

    it("a claim whose transfer re-enters vesting reverts", async () => {
      const { vesting, start } = await armed(false, reclaim);
      const alice = chain.users[0]!;
      await at(start);
      await expectRevert(claim(vesting, alice, parseEther("100"), { value: 0n }), "ReentrancyGuardReentrantCall");
      expect(await read(vesting, "distributedAmount")).toBe(0n);
    });

    it("the guard is what stops it: the inner call fails with ReentrancyGuardReentrantCall, pays nothing", async () => {
      const { vesting, token, start } = await armed(true, reclaim);
      const alice = chain.users[0]!;
      await at(start);
      await claim(vesting, alice, parseEther("100"), { value: 0n });
      expect(await readToken(token, "reentered")).toBe(false);
      const data = await readToken<Hex>(token, "lastRevertData");
      expect(decodeErrorResult({ abi, data }).errorName).toBe("ReentrancyGuardReentrantCall");
      expect(await read(vesting, "claimedAmount", [token])).toBe(0n);
      expect(await read(vesting, "claimedAmount", [alice.account.address])).toBe(parseEther("25"));
      expect(await readToken(token, "balanceOf", [token])).toBe(0n);
    });

    it("cross-function re-entry (organizationWithdraw, headquartersWithdraw) from a transfer is refused", async () => {
      for (const functionName of ["organizationWithdraw", "headquartersWithdraw"] as const) {
        const { vesting, token, start } = await armed(true, async () => encodeFunctionData({ abi, functionName }));
        await at(start);
        await claim(vesting, chain.users[0]!, parseEther("100"), { value: 0n });
        expect(decodeErrorResult({ abi, data: await readToken<Hex>(token, "lastRevertData") }).errorName).toBe(
          "ReentrancyGuardReentrantCall",
        );
      }
    });
  });

  describe("properties (fast-check)", () => {
    // Random schedules, allocations and claim sequences, checked against a model of the contract:
    // every claim pays min(allocation * bps / 10000 - claimed, amountLeft); nobody ever holds more
    // than their allocation; claims + amountLeft + orgWithdrawal always equal totalAmount.
    it("claims follow the model and conserve totalAmount, through the organization's withdrawal", async () => {
      const schedule = fc
        .uniqueArray(fc.integer({ min: 0, max: 900 }), { minLength: 1, maxLength: 5 })
        .chain((ts) =>
          fc.tuple(
            fc.constant([...ts].sort((x, y) => x - y)),
            fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: ts.length, maxLength: ts.length }),
          ),
        )
        .map(([ts, bps]) => {
          const sorted = [...bps].sort((x, y) => x - y);
          sorted[sorted.length - 1] = 10_000;
          return ts.map((t, i) => ({ offset: BigInt(t), bps: sorted[i]! }));
        });
      const allocation = fc.oneof(
        fc.bigInt({ min: 0n, max: TOTAL }),
        fc.bigInt({ min: 0n, max: 1000n }),
        fc.constant(TOTAL * 2n),
      );
      const steps = fc.array(
        fc.record({ user: fc.integer({ min: 0, max: 2 }), dt: fc.integer({ min: 1, max: 400 }) }),
        { minLength: 1, maxLength: 8 },
      );

      await fc.assert(
        fc.asyncProperty(
          schedule,
          fc.tuple(allocation, allocation, allocation),
          steps,
          async (points, allocations, sequence) => {
            const { vesting, token, start, closesAt } = await setup({
              fee: 0n,
              schedules: (s) => points.map((p) => ({ timestamp: s + p.offset, bps: p.bps })),
            });
            const users = chain.users.slice(0, 3);
            const sigs = await Promise.all(users.map((u, i) => claimSig(vesting, u.account.address, allocations[i]!)));
            const claimed = [0n, 0n, 0n];
            const bpsAt = (t: bigint) => [...points].reverse().find((p) => t >= start + p.offset)?.bps ?? 0;
            let distributed = 0n;
            let t = start - 1n;
            for (const { user, dt } of sequence) {
              t += BigInt(dt);
              if (t > closesAt) break;
              const unlocked = (allocations[user]! * BigInt(bpsAt(t))) / 10_000n;
              const owed = unlocked > claimed[user]! ? unlocked - claimed[user]! : 0n;
              const expected = owed < TOTAL - distributed ? owed : TOTAL - distributed;
              await at(t);
              if (expected === 0n) {
                await expectRevert(
                  claim(vesting, users[user]!, allocations[user]!, { signature: sigs[user], value: 0n }),
                  "HQMissionVesting_NothingToClaim",
                );
                continue;
              }
              await claim(vesting, users[user]!, allocations[user]!, { signature: sigs[user], value: 0n });
              claimed[user]! += expected;
              distributed += expected;
              expect(await read(vesting, "claimedAmount", [users[user]!.account.address])).toBe(claimed[user]);
              expect(claimed[user]!).toBeLessThanOrEqual(allocations[user]!);
              expect(
                distributed +
                  (await read<bigint>(vesting, "amountLeft")) +
                  (await read<bigint>(vesting, "orgWithdrawalAmount")),
              ).toBe(TOTAL);
            }
            await chain.warp(closesAt + 1n);
            await chain.mined(
              await chain.organization.writeContract({ address: vesting, abi, functionName: "organizationWithdraw" }),
            );
            const orgAmount = await read<bigint>(vesting, "orgWithdrawalAmount");
            expect(distributed + (await read<bigint>(vesting, "amountLeft")) + orgAmount).toBe(TOTAL);
            expect(orgAmount).toBe(TOTAL - distributed);
            expect(await readToken(token, "balanceOf", [vesting])).toBe(0n);
          },
        ),
        { numRuns: 25 },
      );
    });
  });
});
