import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { encodeFunctionData, getAddress, parseEther, parseEventLogs, type Address, type Hex } from "viem";
import { hqStakingAbi } from "../src/generated/HQStaking";
import { hqTokenAbi } from "../src/generated/HQToken";
import { stakingReentrantTokenAbi, stakingReentrantTokenBytecode } from "./generated/StakingReentrantToken";
import { depositTypes, domainOf, withdrawTypes } from "../src/typed-data";
import { useChain, useDeployment, type Wallet } from "./kit";

// HQStaking under attack and under random inputs: a token that re-enters the vault from its
// transfer hooks, and fuzzed deposits/withdrawals/fees whose books must always balance.

const chain = useChain();
const FUZZ_LOCK = 5n;
let hq: Address;
let evil: Address;
let evilVault: Address; // staking over the re-entering token, lockBlocks 0
let vault: Address; // staking over $HQ, lockBlocks 0
let lockedVault: Address; // staking over $HQ, lockBlocks FUZZ_LOCK

const blockNumber = () => chain.publicClient.getBlockNumber({ cacheTime: 0 });

async function setup() {
  await chain.fundEther(chain.users, parseEther("100"));
  hq = await chain.deployHqToken();
  evil = getAddress(
    await chain.deploy(chain.deployer, { abi: stakingReentrantTokenAbi, bytecode: stakingReentrantTokenBytecode }),
  );
  evilVault = await chain.deployStaking(evil, 0n);
  vault = await chain.deployStaking(hq, 0n);
  lockedVault = await chain.deployStaking(hq, FUZZ_LOCK);
  for (const user of chain.users) {
    await chain.transfer(chain.treasury, hq, user.account.address, parseEther("10000000"));
    for (const v of [vault, lockedVault]) await chain.approve(user, hq, v);
    await chain.mint(chain.deployer, evil, user.account.address, 1_000_000n);
    await chain.approve(user, evil, evilVault);
  }
}

type Kind = "Deposit" | "Withdraw";

async function signed(kind: Kind, at: Address, user: Address, amount: bigint, nonce: bigint) {
  const validUntilBlock = (await blockNumber()) + 100n;
  const domain = domainOf("staking", chain.anvil.chainId, at);
  const message = { user, amount, nonce, validUntilBlock };
  const signature: Hex =
    kind === "Deposit"
      ? await chain.signer.signTypedData({ domain, types: depositTypes, primaryType: "Deposit", message })
      : await chain.signer.signTypedData({ domain, types: withdrawTypes, primaryType: "Withdraw", message });
  return [amount, nonce, validUntilBlock, signature] as const;
}

async function act(kind: Kind, at: Address, user: Wallet, amount: bigint, nonce: bigint) {
  const args = await signed(kind, at, user.account.address, amount, nonce);
  const hash = await user.writeContract({
    address: at,
    abi: hqStakingAbi,
    functionName: kind === "Deposit" ? "deposit" : "withdraw",
    args,
  });
  return chain.mined(hash);
}

/** Arms the token to call the vault back with a genuinely signed call for the token itself. */
async function arm(kind: Kind, mode: 1 | 2, nonce: bigint) {
  const args = await signed(kind, evilVault, evil, 1n, nonce);
  const payload = encodeFunctionData({
    abi: hqStakingAbi,
    functionName: kind === "Deposit" ? "deposit" : "withdraw",
    args,
  });
  await setTrap(payload, mode);
}

/** What the token sends the vault from its transfers (mode 1: transferFrom, 2: transfer); "0x" and 0 disarm it. */
async function setTrap(payload: Hex, mode: 0 | 1 | 2) {
  await chain.mined(
    await chain.deployer.writeContract({
      address: evil,
      abi: stakingReentrantTokenAbi,
      functionName: "arm",
      args: [evilVault, payload, mode],
    }),
  );
}

const read = <T>(args: Parameters<typeof chain.publicClient.readContract>[0]) =>
  chain.publicClient.readContract(args) as Promise<T>;

describe("HQStaking guards", () => {
  useDeployment(chain, setup);

  describe("re-entrancy", () => {
    it("a token re-entering deposit from transferFrom is stopped by ReentrancyGuardReentrantCall", async () => {
      await arm("Deposit", 1, 1n);
      await expect(act("Deposit", evilVault, chain.users[0]!, 100n, 1n)).rejects.toThrow(
        /ReentrancyGuardReentrantCall/,
      );
    });

    it("a token re-entering withdraw from transferFrom (during a deposit) is stopped", async () => {
      await arm("Withdraw", 1, 1n);
      await expect(act("Deposit", evilVault, chain.users[0]!, 100n, 1n)).rejects.toThrow(
        /ReentrancyGuardReentrantCall/,
      );
    });

    it("a token re-entering withdraw from transfer (during a withdrawal) is stopped; the stake is intact", async () => {
      const user = chain.users[0]!;
      await act("Deposit", evilVault, user, 100n, 1n);
      await arm("Withdraw", 2, 1n);
      await expect(act("Withdraw", evilVault, user, 100n, 2n)).rejects.toThrow(/ReentrancyGuardReentrantCall/);
      await arm("Deposit", 2, 2n);
      await expect(act("Withdraw", evilVault, user, 100n, 2n)).rejects.toThrow(/ReentrancyGuardReentrantCall/);
      expect(
        await read<readonly [bigint, bigint]>({
          address: evilVault,
          abi: hqStakingAbi,
          functionName: "balancesOf",
          args: [user.account.address],
        }),
      ).toEqual([0n, 100n]);
      // Disarmed, the same withdrawal goes through.
      await setTrap("0x", 0);
      await act("Withdraw", evilVault, user, 100n, 2n);
    });
  });

  describe("fuzz", () => {
    it("withdrawn + fee == amount, totalStaked == sum of balances == the vault's token balance", async () => {
      const users = chain.users;
      const op = fc.record({
        user: fc.integer({ min: 0, max: users.length - 1 }),
        deposit: fc.bigInt({ min: 1n, max: parseEther("1000000") }),
        withdrawPermille: fc.integer({ min: 0, max: 1000 }),
      });
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 0, max: 1000 }),
          fc.array(op, { minLength: 1, maxLength: 4 }),
          async (fee, ops) => {
            const snap = await chain.test.snapshot();
            try {
              await chain.mined(
                await chain.deployer.writeContract({
                  address: vault,
                  abi: hqStakingAbi,
                  functionName: "setFee",
                  args: [BigInt(fee)],
                }),
              );
              let nonce = 0n;
              for (const { user: i, deposit, withdrawPermille } of ops) {
                const user = users[i]!;
                await act("Deposit", vault, user, deposit, ++nonce);
                const [, available] = await read<readonly [bigint, bigint]>({
                  address: vault,
                  abi: hqStakingAbi,
                  functionName: "balancesOf",
                  args: [user.account.address],
                });
                const amount = (available * BigInt(withdrawPermille)) / 1000n;
                if (amount === 0n) continue;
                const balanceOf = (who: Address) =>
                  read<bigint>({ address: hq, abi: hqTokenAbi, functionName: "balanceOf", args: [who] });
                const [userBefore, treasuryBefore] = [
                  await balanceOf(user.account.address),
                  await balanceOf(chain.treasury.account.address),
                ];
                const r = await act("Withdraw", vault, user, amount, ++nonce);
                const [event] = parseEventLogs({ abi: hqStakingAbi, logs: r.logs, eventName: "Withdrawn" });
                const received = (await balanceOf(user.account.address)) - userBefore;
                const feePaid = (await balanceOf(chain.treasury.account.address)) - treasuryBefore;
                expect(event!.args.fee).toBe((amount * BigInt(fee)) / 10_000n);
                expect(feePaid).toBe(event!.args.fee);
                expect(received + feePaid).toBe(amount);
              }
              let sum = 0n;
              for (const user of users) {
                const [locked, available] = await read<readonly [bigint, bigint]>({
                  address: vault,
                  abi: hqStakingAbi,
                  functionName: "balancesOf",
                  args: [user.account.address],
                });
                sum += locked + available;
              }
              const total = await read<bigint>({ address: vault, abi: hqStakingAbi, functionName: "totalStaked" });
              expect(total).toBe(sum);
              expect(
                await read<bigint>({ address: hq, abi: hqTokenAbi, functionName: "balanceOf", args: [vault] }),
              ).toBe(total);
            } finally {
              await chain.test.revert({ id: snap });
            }
          },
        ),
        { numRuns: 25 },
      );
    });

    it("a deposit is locked exactly until block + lockBlocks, whatever the amount and the wait", async () => {
      const user = chain.users[1]!;
      await fc.assert(
        fc.asyncProperty(
          fc.bigInt({ min: 1n, max: parseEther("1000") }),
          fc.integer({ min: 0, max: 8 }),
          async (amount, wait) => {
            const snap = await chain.test.snapshot();
            try {
              const r = await act("Deposit", lockedVault, user, amount, 1n);
              await chain.mine(wait + 1); // balancesOf reads the latest block: receipt + wait + 1
              const balances = await read<readonly [bigint, bigint]>({
                address: lockedVault,
                abi: hqStakingAbi,
                functionName: "balancesOf",
                args: [user.account.address],
              });
              const unlocked = r.blockNumber + BigInt(wait) + 1n >= r.blockNumber + FUZZ_LOCK;
              expect(balances).toEqual(unlocked ? [0n, amount] : [amount, 0n]);
              // A withdrawal (landing one block later) of the whole amount succeeds iff that block is past the lock.
              const lands = r.blockNumber + BigInt(wait) + 2n;
              const attempt = act("Withdraw", lockedVault, user, amount, 2n);
              if (lands >= r.blockNumber + FUZZ_LOCK) await attempt;
              else await expect(attempt).rejects.toThrow(/HQStaking_InsufficientAvailable/);
            } finally {
              await chain.test.revert({ id: snap });
            }
          },
        ),
        { numRuns: 20 },
      );
    });
  });
});
