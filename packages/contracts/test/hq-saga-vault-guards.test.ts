import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { encodeFunctionData, getAddress, parseEther, parseEventLogs, type Address, type Hex } from "viem";
import { streamedTokens } from "@questhq/core/streams";
import { hqSagaVaultAbi } from "../src/generated/HQSagaVault";
import { hqStreamsAbi, hqStreamsBytecode } from "../src/generated/HQStreams";
import { vaultReentrantTokenAbi, vaultReentrantTokenBytecode } from "./generated/VaultReentrantToken";
import { domainOf, vaultClaimTypes } from "../src/typed-data";
import { useChain, useDeployment, type Wallet } from "./kit";

// HQSagaVault and HQStreams under attack and at random: a token that calls back on transfer,
// and fast-check over amounts, durations and claim times (each run is a few transactions, so
// runs are kept modest).

const chain = useChain();
const abi = [...hqSagaVaultAbi, ...hqStreamsAbi] as const;
let token: Address; // VaultReentrantToken: an ordinary ERC-20 until armed
let streams: Address;
let vault: Address;
let owner: Wallet;
let user: Wallet;

async function setup() {
  owner = chain.deployer;
  user = chain.users[0]!;
  await chain.fundEther([user], parseEther("10"));
  token = getAddress(await chain.deploy(owner, { abi: vaultReentrantTokenAbi, bytecode: vaultReentrantTokenBytecode }));
  streams = getAddress(await chain.deploy(owner, { abi: hqStreamsAbi, bytecode: hqStreamsBytecode }));
  vault = await chain.deploySagaVault(token, streams);
  await chain.mint(owner, token, owner.account.address, 2n ** 200n);
  await chain.approve(owner, token, vault);
  await chain.approve(owner, token, streams);
}

const balanceOf = (who: Address) => chain.balanceOf(token, who);

async function open(streamAmount: bigint, vaultAmount: bigint, duration: bigint) {
  const start = (await chain.blockTimestamp()) + 10n;
  const receipt = await chain.mined(
    await owner.writeContract({
      address: vault,
      abi,
      functionName: "openStream",
      args: [user.account.address, streamAmount, vaultAmount, Number(start), Number(start + duration)],
    }),
  );
  const [event] = parseEventLogs({ abi: hqSagaVaultAbi, logs: receipt.logs, eventName: "SagaStreamOpened" });
  return { id: event!.args.streamId, start, end: start + duration };
}

async function signedClaim(id: bigint): Promise<[bigint, bigint, Hex]> {
  const validUntil = (await chain.publicClient.getBlockNumber({ cacheTime: 0 })) + 50n;
  const signature = await chain.signer.signTypedData({
    domain: domainOf("sagaVault", chain.anvil.chainId, vault),
    types: vaultClaimTypes,
    primaryType: "VaultClaim",
    message: { user: user.account.address, streamId: id, validUntilBlock: validUntil },
  });
  return [id, validUntil, signature];
}

describe("HQSagaVault re-entrancy", () => {
  useDeployment(chain, setup);

  const arm = (trigger: Address, target: Address, data: Hex) =>
    owner.writeContract({
      address: token,
      abi: vaultReentrantTokenAbi,
      functionName: "arm",
      args: [trigger, target, data],
    });
  const claim = (args: [bigint, bigint, Hex]) =>
    user.writeContract({ address: vault, abi, functionName: "claimVault", args });

  it("a callback into claimVault while the vault pays out reverts the claim", async () => {
    const { id, start } = await open(parseEther("1000"), parseEther("100"), 1000n);
    await chain.warp(start + 400n);
    const args = await signedClaim(id);
    await chain.mined(
      await arm(vault, vault, encodeFunctionData({ abi: hqSagaVaultAbi, functionName: "claimVault", args })),
    );
    await expect(claim(args)).rejects.toThrow(/ReentrancyGuardReentrantCall/);
    expect(
      (await chain.publicClient.readContract({ address: vault, abi, functionName: "rewardOf", args: [id] })).claimed,
    ).toBe(false);
  });

  it("a callback into HQStreams.withdrawMax during the cancel refund reverts the claim", async () => {
    const { id, start } = await open(parseEther("1000"), parseEther("100"), 1000n);
    await chain.warp(start + 400n);
    const args = await signedClaim(id);
    const withdrawMax = encodeFunctionData({
      abi: hqStreamsAbi,
      functionName: "withdrawMax",
      args: [id, user.account.address],
    });
    await chain.mined(await arm(streams, streams, withdrawMax));
    await expect(claim(args)).rejects.toThrow(/ReentrancyGuardReentrantCall/);
    // Disarmed by a successful claim afterwards: state was untouched by the failed attempt.
    await chain.mined(await arm(streams, "0x0000000000000000000000000000000000000000", "0x"));
    await chain.mined(await claim(args));
  });

  it("a withdrawMax callback after a cancel (outside both guards) pays the recipient only what streamed", async () => {
    const { id, start } = await open(parseEther("1000"), parseEther("100"), 1000n);
    const claimAt = start + 400n;
    await chain.warp(claimAt - 1n);
    const args = await signedClaim(id);
    await chain.mined(
      await arm(
        vault,
        streams,
        encodeFunctionData({ abi: hqStreamsAbi, functionName: "withdrawMax", args: [id, user.account.address] }),
      ),
    );
    await chain.test.setNextBlockTimestamp({ timestamp: claimAt });
    await chain.mined(await claim(args));
    expect(await balanceOf(chain.bonusPool.account.address)).toBe(parseEther("600"));
    expect(await balanceOf(user.account.address)).toBe(parseEther("500")); // 400 streamed + 100 vault
    expect(await balanceOf(streams)).toBe(0n);
    expect(await balanceOf(vault)).toBe(0n);
  });
});

describe("HQSagaVault and HQStreams fuzz", () => {
  useDeployment(chain, setup);

  it("bonus + user streamed + vault == stream deposit + vault amount; the bonus is the exact locked rest", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.bigInt({ min: 1n, max: 2n * 365n * 86_400n }),
        fc.double({ min: -0.05, max: 1.2, noNaN: true }),
        async (streamAmount, vaultAmount, duration, at) => {
          const { id, start, end } = await open(streamAmount, vaultAmount, duration);
          const claimAt = start + BigInt(Math.floor(at * Number(duration)));
          const args = await signedClaim(id);
          const now = await chain.blockTimestamp();
          const bonusBefore = await balanceOf(chain.bonusPool.account.address);
          const userBefore = await balanceOf(user.account.address);
          const t = claimAt > now ? claimAt : now + 1n;
          await chain.test.setNextBlockTimestamp({ timestamp: t });
          await chain.mined(await user.writeContract({ address: vault, abi, functionName: "claimVault", args }));

          const expectedStreamed = streamedTokens(
            {
              depositAmount: streamAmount,
              withdrawnAmount: 0n,
              startTime: Number(start),
              endTime: Number(end),
              canceled: false,
            },
            Number(t),
          );
          const bonus = (await balanceOf(chain.bonusPool.account.address)) - bonusBefore;
          expect(bonus).toBe(streamAmount - expectedStreamed);
          const withdrawable = await chain.publicClient.readContract({
            address: streams,
            abi: hqStreamsAbi,
            functionName: "withdrawableAmountOf",
            args: [id],
          });
          expect(withdrawable).toBe(expectedStreamed);
          if (withdrawable > 0n) {
            await chain.mined(await chain.withdrawMax(user, streams, id, user.account.address));
          }
          const userGot = (await balanceOf(user.account.address)) - userBefore;
          expect(bonus + userGot).toBe(streamAmount + vaultAmount);
          expect(userGot).toBe(vaultAmount + expectedStreamed);
        },
      ),
      { numRuns: 25 },
    );
  });

  it("streamedAmountOf matches the TypeScript stream math at random timestamps", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.bigInt({ min: 1n, max: 2n ** 128n - 1n }),
        fc.bigInt({ min: 1n, max: 5n * 365n * 86_400n }),
        fc.option(fc.double({ min: 0, max: 0.999, noNaN: true }), { nil: undefined }),
        fc.array(fc.double({ min: -0.1, max: 1.1, noNaN: true }), { minLength: 1, maxLength: 4 }),
        async (deposit, duration, cliffAt, points) => {
          const start = (await chain.blockTimestamp()) + 5n;
          const end = start + duration;
          const cliff = cliffAt === undefined ? 0n : start + BigInt(Math.floor(cliffAt * Number(duration)));
          const safeCliff = cliff >= end ? end - 1n : cliff;
          const receipt = await chain.mined(
            await owner.writeContract({
              address: streams,
              abi: hqStreamsAbi,
              functionName: "createWithTimestamps",
              args: [user.account.address, deposit, token, true, Number(start), Number(safeCliff), Number(end)],
            }),
          );
          const id = parseEventLogs({
            abi: hqStreamsAbi,
            logs: receipt.logs,
            eventName: "CreateLockupLinearStream",
          })[0]!.args.streamId;
          const stream = {
            depositAmount: deposit,
            withdrawnAmount: 0n,
            startTime: Number(start),
            endTime: Number(end),
            cliffTime: Number(safeCliff),
            canceled: false,
          };
          const times = points
            .map((p) => start + BigInt(Math.floor(p * Number(duration))))
            .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
          for (const target of times) {
            const now = await chain.blockTimestamp();
            const t = target > now ? target : now + 1n;
            await chain.warp(t);
            const onChain = await chain.publicClient.readContract({
              address: streams,
              abi: hqStreamsAbi,
              functionName: "streamedAmountOf",
              args: [id],
            });
            expect(onChain).toBe(streamedTokens(stream, Number(t)));
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
