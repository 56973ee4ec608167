import type { Address, Hex } from "viem";
import { parseEther } from "viem";
import { hqMissionVestingAbi, hqMissionVestingBytecode } from "../src/generated/HQMissionVesting";
import { claimTypes, domainOf } from "../src/typed-data";
import { vestingReentrantTokenAbi, vestingReentrantTokenBytecode } from "./generated/VestingReentrantToken";
import type { Chainkit, Wallet } from "./kit";
import { revertChecker } from "./revert";

// The HQMissionVesting fixture of hq-mission-vesting.test.ts and hq-mission-vesting-security.test.ts: each file runs
// its own anvil, so this takes the file's chain.

export const abi = hqMissionVestingAbi;
export const tokenAbi = vestingReentrantTokenAbi;
export const TOTAL = parseEther("1000");
export const FEE = parseEther("0.001");
export const W_USER = 500n;
export const W_ORG = 500n;
export type Schedule = { timestamp: bigint; bps: number };

export function vestingKit(chain: Chainkit) {
  // Times are relative to the current block (each test deploys its own vesting): start = now + 100,
  // end = now + 1000, unlocks 25% at start, 50% at start + 300, 100% at start + 600.
  async function setup(
    opts: {
      schedules?: (start: bigint, end: bigint) => Schedule[];
      total?: bigint;
      fee?: bigint;
      token?: Address;
      fund?: boolean;
    } = {},
  ) {
    const now = await chain.blockTimestamp();
    const start = now + 100n;
    const end = now + 1000n;
    const total = opts.total ?? TOTAL;
    const token =
      opts.token ?? (await chain.deploy(chain.deployer, { abi: tokenAbi, bytecode: vestingReentrantTokenBytecode }));
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
    await chain.mint(by, token, by.account.address, amount);
    await chain.approve(by, token, vesting, amount);
    return chain.mined(await by.writeContract({ address: vesting, abi, functionName: "fund" }));
  }

  function claimSig(
    vesting: Address,
    user: Address,
    allocation: bigint,
    opts: { by?: Wallet; chainId?: number; verifyingContract?: Address; name?: string } = {},
  ) {
    const domain = {
      ...domainOf("missionVesting", opts.chainId ?? chain.publicClient.chain.id, opts.verifyingContract ?? vesting),
      ...(opts.name ? { name: opts.name } : {}),
    };
    return (opts.by ?? chain.signer).signTypedData({
      domain,
      types: claimTypes,
      primaryType: "Claim",
      message: { user, allocation },
    });
  }

  async function claim(
    vesting: Address,
    user: Wallet,
    allocation: bigint,
    opts: { signature?: Hex; value?: bigint } = {},
  ) {
    const signature = opts.signature ?? (await claimSig(vesting, user.account.address, allocation));
    const hash = await user.writeContract({
      address: vesting,
      abi,
      functionName: "vesting",
      args: [allocation, signature],
      value: opts.value ?? FEE,
    });
    return chain.mined(hash);
  }

  return {
    setup,
    fund,
    claimSig,
    claim,
    /** Sets the next block's timestamp (the next transaction runs at exactly `t`). */
    at: (t: bigint) => chain.test.setNextBlockTimestamp({ timestamp: t }),
    read: <T>(address: Address, functionName: string, args: readonly unknown[] = []) =>
      chain.publicClient.readContract({ address, abi, functionName, args } as never) as Promise<T>,
    readToken: <T>(address: Address, functionName: string, args: readonly unknown[] = []) =>
      chain.publicClient.readContract({ address, abi: tokenAbi, functionName, args } as never) as Promise<T>,
    expectRevert: revertChecker(abi),
  };
}
