import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  BaseError,
  ContractFunctionRevertedError,
  decodeErrorResult,
  encodeAbiParameters,
  getAddress,
  parseAbiParameters,
  parseEther,
  parseEventLogs,
  zeroAddress,
  type Abi,
  type Address,
  type Hex,
} from "viem";
import { hqMissionVestingAbi, hqMissionVestingBytecode } from "../src/generated/HQMissionVesting";
import { vestingReentrantTokenAbi, vestingReentrantTokenBytecode } from "../src/generated/VestingReentrantToken";
import { vestingFeeOnTransferTokenAbi, vestingFeeOnTransferTokenBytecode } from "../src/generated/VestingFeeOnTransferToken";
import { claimTypes, domainOf } from "../src/typed-data";
import { snapshotEach, useChain, type Wallet } from "./kit";

const chain = useChain();
// src/accounts.ts lists wrong keys for accounts 5 and 7 (users[0] and users[2] are not anvil's
// funded accounts), so give every user ETH.
beforeAll(async () => {
  for (const user of chain.users) await chain.test.setBalance({ address: user.account.address, value: parseEther("10000") });
});

const abi = hqMissionVestingAbi;
const tokenAbi = vestingReentrantTokenAbi;
const TOTAL = parseEther("1000");
const FEE = parseEther("0.001");
const W_USER = 500n;
const W_ORG = 500n;
type Schedule = { timestamp: bigint; bps: number };

// Times are relative to the current block (each test deploys its own vesting): start = now + 100,
// end = now + 1000, unlocks 25% at start, 50% at start + 300, 100% at start + 600.
async function setup(opts: { schedules?: (start: bigint, end: bigint) => Schedule[]; total?: bigint; fee?: bigint; token?: Address; fund?: boolean } = {}) {
  const now = await chain.blockTimestamp();
  const start = now + 100n;
  const end = now + 1000n;
  const total = opts.total ?? TOTAL;
  const token = opts.token ?? (await chain.deploy(chain.deployer, { abi: tokenAbi, bytecode: vestingReentrantTokenBytecode }));
  const schedules = opts.schedules?.(start, end) ?? [
    { timestamp: start, bps: 2500 },
    { timestamp: start + 300n, bps: 5000 },
    { timestamp: start + 600n, bps: 10_000 },
  ];
  const settings = {
    windowPeriodUser: W_USER,
    windowPeriodOrg: W_ORG,
    fee: opts.fee ?? FEE,
    signer: chain.signer.account.address,
    treasury: chain.treasury.account.address,
    initialOwner: chain.deployer.account.address,
  };
  const args = [token, chain.organization.account.address, start, end, total, schedules, settings] as const;
  const vesting = await chain.deploy(chain.deployer, { abi, bytecode: hqMissionVestingBytecode }, args);
  if (opts.fund !== false) await fund(vesting, token, total);
  return { vesting, token, start, end, schedules, closesAt: end + W_USER, orgEnds: end + W_USER + W_ORG };
}

async function fund(vesting: Address, token: Address, amount: bigint, by: Wallet = chain.organization) {
  await chain.mined(await by.writeContract({ address: token, abi: tokenAbi, functionName: "mint", args: [by.account.address, amount] }));
  await chain.mined(await by.writeContract({ address: token, abi: tokenAbi, functionName: "approve", args: [vesting, amount] }));
  return chain.mined(await by.writeContract({ address: vesting, abi, functionName: "fund" }));
}

function claimSig(vesting: Address, user: Address, allocation: bigint, by: Wallet = chain.signer) {
  return by.signTypedData({
    domain: domainOf("missionVesting", chain.publicClient.chain.id, vesting),
    types: claimTypes,
    primaryType: "Claim",
    message: { user, allocation },
  });
}

async function claim(vesting: Address, user: Wallet, allocation: bigint, opts: { signature?: Hex; value?: bigint } = {}) {
  const signature = opts.signature ?? (await claimSig(vesting, user.account.address, allocation));
  const hash = await user.writeContract({ address: vesting, abi, functionName: "vesting", args: [allocation, signature], value: opts.value ?? FEE });
  return chain.mined(hash);
}

/** Sets the next block's timestamp (the next transaction runs at exactly `t`). */
const at = (t: bigint) => chain.test.setNextBlockTimestamp({ timestamp: t });
const read = <T,>(address: Address, functionName: string, args: readonly unknown[] = []) =>
  chain.publicClient.readContract({ address, abi, functionName, args } as never) as Promise<T>;
const tokenBalance = (token: Address, who: Address) =>
  chain.publicClient.readContract({ address: token, abi: tokenAbi, functionName: "balanceOf", args: [who] });

async function expectRevert(promise: Promise<unknown>, name: string, args?: readonly unknown[], errorAbi: Abi = abi) {
  const error = await promise.then(
    () => {
      throw new Error(`expected ${name}, but the call succeeded`);
    },
    (e: unknown) => e,
  );
  const reverted = error instanceof BaseError ? error.walk((e) => e instanceof ContractFunctionRevertedError) : null;
  if (reverted instanceof ContractFunctionRevertedError && reverted.data) {
    expect(reverted.data.errorName).toBe(name);
    if (args) expect(reverted.data.args ?? []).toEqual(args);
    return;
  }
  // Deployments: viem decodes nothing, but the RPC error carries the raw revert data.
  const raw = error instanceof BaseError ? error.walk((e) => typeof (e as { data?: unknown }).data === "string") : null;
  if (!raw) throw error;
  const decoded = decodeErrorResult({ abi: errorAbi, data: (raw as unknown as { data: Hex }).data });
  expect(decoded.errorName).toBe(name);
  if (args) expect(decoded.args ?? []).toEqual(args);
}

describe("HQMissionVesting", () => {
  snapshotEach(chain, { beforeEach, afterEach });

  describe("deployment", () => {
    it("exposes its parameters, schedule and an unfunded state", async () => {
      const { vesting, token, start, end, schedules } = await setup({ fund: false });
      expect(await read(vesting, "token")).toBe(getAddress(token));
      expect(await read(vesting, "organization")).toBe(chain.organization.account.address);
      expect([await read(vesting, "startTime"), await read(vesting, "endTime")]).toEqual([start, end]);
      expect(await read(vesting, "totalAmount")).toBe(TOTAL);
      expect([await read(vesting, "windowPeriodUser"), await read(vesting, "windowPeriodOrg")]).toEqual([W_USER, W_ORG]);
      expect(await read(vesting, "fee")).toBe(FEE);
      expect(await read(vesting, "signer")).toBe(chain.signer.account.address);
      expect(await read(vesting, "treasury")).toBe(chain.treasury.account.address);
      expect(await read(vesting, "owner")).toBe(chain.deployer.account.address);
      expect(await read(vesting, "funded")).toBe(false);
      expect(await read(vesting, "amountLeft")).toBe(TOTAL);
      expect(await read(vesting, "getSchedules")).toEqual(schedules);
      expect(await read(vesting, "schedules", [1n])).toEqual([start + 300n, 5000]);
    });

    it("takes deployment data byte-identical to the flat (…, schedules, windows, fee, signer, treasury, owner) signature", () => {
      const schedules = [{ timestamp: 5n, bps: 10_000 }];
      const a = [1n, 2n, 3n, zeroAddress, zeroAddress, zeroAddress] as const;
      const grouped = encodeAbiParameters(
        parseAbiParameters("address, address, uint64, uint64, uint256, (uint64,uint16)[], (uint64,uint64,uint256,address,address,address)"),
        [zeroAddress, zeroAddress, 1n, 5n, 9n, [schedules[0]!].map((s) => [s.timestamp, s.bps] as const), a],
      );
      const flat = encodeAbiParameters(
        parseAbiParameters("address, address, uint64, uint64, uint256, (uint64,uint16)[], uint64, uint64, uint256, address, address, address"),
        [zeroAddress, zeroAddress, 1n, 5n, 9n, [[5n, 10_000]], ...a],
      );
      expect(grouped).toBe(flat);
    });

    it("validates the schedule, times, amount and addresses", async () => {
      const bad: [(s: bigint, e: bigint) => Schedule[], bigint][] = [
        [() => [], 0n],
        [(s) => [{ timestamp: s, bps: 5000 }, { timestamp: s, bps: 10_000 }], 1n], // timestamps not strictly increasing
        [(s) => [{ timestamp: s + 10n, bps: 5000 }, { timestamp: s, bps: 10_000 }], 1n],
        [(s) => [{ timestamp: s, bps: 6000 }, { timestamp: s + 1n, bps: 5000 }, { timestamp: s + 2n, bps: 10_000 }], 1n], // bps decreasing
        [(s) => [{ timestamp: s, bps: 5000 }, { timestamp: s + 1n, bps: 9999 }], 1n], // does not reach 100%
        [(_, e) => [{ timestamp: e + 1n, bps: 10_000 }], 0n], // unlocks after the end
        [(s) => Array.from({ length: 101 }, (_, i) => ({ timestamp: s + BigInt(i), bps: i === 100 ? 10_000 : 0 })), 101n],
      ];
      for (const [schedules, index] of bad) await expectRevert(setup({ schedules, fund: false }), "HQMissionVesting_InvalidSchedule", [index]);
      // 100 points and a last point exactly at endTime are fine.
      await setup({ schedules: (s) => Array.from({ length: 100 }, (_, i) => ({ timestamp: s + BigInt(i), bps: i === 99 ? 10_000 : i })), fund: false });
      await setup({ schedules: (_, e) => [{ timestamp: e, bps: 10_000 }], fund: false });
      await expectRevert(setup({ total: 0n, fund: false }), "HQMissionVesting_ZeroAmount");
      await expectRevert(setup({ token: zeroAddress, fund: false }), "HQMissionVesting_ZeroAddress");
    });

    it("rejects an end before the start and zero organization, signer or treasury", async () => {
      const now = await chain.blockTimestamp();
      const token = await chain.deploy(chain.deployer, { abi: tokenAbi, bytecode: vestingReentrantTokenBytecode });
      const settings = { windowPeriodUser: 1n, windowPeriodOrg: 1n, fee: 0n, signer: chain.signer.account.address, treasury: chain.treasury.account.address, initialOwner: chain.deployer.account.address };
      const deploy = (org: Address, start: bigint, end: bigint, s = settings) =>
        chain.deploy(chain.deployer, { abi, bytecode: hqMissionVestingBytecode }, [token, org, start, end, 1n, [{ timestamp: start, bps: 10_000 }], s]);
      await expectRevert(deploy(chain.organization.account.address, now + 10n, now + 5n), "HQMissionVesting_InvalidTimes", [now + 10n, now + 5n]);
      await expectRevert(deploy(zeroAddress, now, now), "HQMissionVesting_ZeroAddress");
      await expectRevert(deploy(chain.organization.account.address, now, now, { ...settings, signer: zeroAddress }), "HQMissionVesting_ZeroAddress");
      await expectRevert(deploy(chain.organization.account.address, now, now, { ...settings, treasury: zeroAddress }), "HQMissionVesting_ZeroAddress");
    });
  });

  describe("fund", () => {
    it("pulls totalAmount once and emits Funded", async () => {
      const { vesting, token } = await setup({ fund: false });
      const receipt = await fund(vesting, token, TOTAL);
      const [event] = parseEventLogs({ abi, logs: receipt.logs, eventName: "Funded" });
      expect(event!.args).toEqual({ from: chain.organization.account.address, amount: TOTAL });
      expect(await read(vesting, "funded")).toBe(true);
      expect(await tokenBalance(token, vesting)).toBe(TOTAL);
      expect(await tokenBalance(token, chain.organization.account.address)).toBe(0n);
      await expectRevert(fund(vesting, token, TOTAL, chain.deployer), "HQMissionVesting_AlreadyFunded");
    });

    it("refuses a fee-on-transfer token that delivers less than totalAmount", async () => {
      const token = await chain.deploy(chain.deployer, { abi: vestingFeeOnTransferTokenAbi, bytecode: vestingFeeOnTransferTokenBytecode });
      const { vesting } = await setup({ token, fund: false });
      await expectRevert(fund(vesting, token, TOTAL), "HQMissionVesting_FundingShortfall", [TOTAL, (TOTAL * 99n) / 100n]);
      expect(await read(vesting, "funded")).toBe(false);
    });
  });
});
