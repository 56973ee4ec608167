import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  erc20Abi,
  getAddress,
  http,
  maxUint256,
  parseAbi,
  parseEther,
  type Abi,
  type Address,
  type Hash,
  type Hex,
  type PublicClient,
  type WalletClient,
  type Account,
  type Chain,
  type Transport,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { foundry } from "viem/chains";
import { ANVIL_PRIVATE_KEYS, LOCAL_ROLES } from "../src/accounts";
import { startAnvil, type Anvil } from "../src/anvil";
import { hqMembershipAbi, hqMembershipBytecode } from "../src/generated/HQMembership";
import { hqSagaVaultAbi, hqSagaVaultBytecode } from "../src/generated/HQSagaVault";
import { hqStakingAbi, hqStakingBytecode } from "../src/generated/HQStaking";
import { hqStreamsAbi, hqStreamsBytecode } from "../src/generated/HQStreams";
import { hqTokenAbi, hqTokenBytecode } from "../src/generated/HQToken";

// One anvil node per test file, with viem clients for every default account. Tests snapshot
// the chain in beforeEach and revert in afterEach (see `snapshot`), so each test starts from
// the same deployed state without redeploying.

export type Wallet = WalletClient<Transport, Chain, Account>;

export type Chainkit = {
  anvil: Anvil;
  publicClient: PublicClient<Transport, Chain>;
  test: ReturnType<typeof createTestClient>;
  wallets: Wallet[];
  deployer: Wallet;
  treasury: Wallet;
  signer: Wallet;
  bonusPool: Wallet;
  organization: Wallet;
  /** Users (accounts 1..5). */
  users: Wallet[];
  deploy(
    wallet: Wallet,
    artifact: { abi: Abi; bytecode: Hex },
    args?: readonly unknown[],
    value?: bigint,
  ): Promise<Address>;
  mined(hash: Hash): Promise<Awaited<ReturnType<PublicClient["waitForTransactionReceipt"]>>>;
  /** Mines n empty blocks. */
  mine(n: number): Promise<void>;
  /** Sets the next block's timestamp (seconds) and mines it. */
  warp(timestamp: bigint): Promise<void>;
  blockTimestamp(): Promise<bigint>;
  /**
   * Sends `value` from the deployer to each wallet that has no ether. Two keys of src/accounts.ts (users 0 and 2)
   * are not anvil's and start empty: a no-op once the keys are fixed.
   */
  fundEther(wallets: readonly Wallet[], value: bigint): Promise<void>;
  /** Deploys $HQ (the whole supply to the treasury) and returns its checksummed address. */
  deployHqToken(): Promise<Address>;
  /** HQStaking over `token`, signed for by the signer, fees to the treasury, owned by the deployer. */
  deployStaking(token: Address, lockBlocks: bigint): Promise<Address>;
  /** HQSagaVault over `token` and `streams`, forfeits to the bonus pool, owned by the deployer. */
  deploySagaVault(token: Address, streams: Address, signer?: Address): Promise<Address>;
  /** HQMembership owned by the deployer. */
  deployMembership(): Promise<Address>;
  /** ERC-20 `approve` by `owner`, mined (all of it unless `amount` is given). */
  approve(owner: Wallet, token: Address, spender: Address, amount?: bigint): Promise<void>;
  /** ERC-20 `transfer` from `from`, mined. */
  transfer(from: Wallet, token: Address, to: Address, amount: bigint): Promise<void>;
  /** ERC-20 `balanceOf`. */
  balanceOf(token: Address, who: Address): Promise<bigint>;
  /** HQStreams.withdrawMax(id, to) sent by `by`, not mined (a test may expect it to revert). */
  withdrawMax(by: Wallet, streams: Address, id: bigint, to: Address): Promise<Hash>;
  /** `mint(to, amount)` of the test tokens (test/generated) or, by its owner, demo USDC; by `by`, mined. */
  mint(by: Wallet, token: Address, to: Address, amount: bigint): Promise<void>;
};

// The test tokens' open mint; every one of them has it with this signature, and so has DemoToken's owner-only mint.
const mintableAbi = parseAbi(["function mint(address to, uint256 amount)"]);

export function useChain(options: { chainId?: number } = {}): Chainkit {
  const kit = {} as Chainkit;
  beforeAll(async () => {
    const anvil = await startAnvil({ chainId: options.chainId ?? 31337 });
    const chain = { ...foundry, id: anvil.chainId } as Chain;
    const transport = http(anvil.url);
    const publicClient = createPublicClient({ chain, transport, pollingInterval: 50 });
    const test = createTestClient({ chain, mode: "anvil", transport });
    const wallets = ANVIL_PRIVATE_KEYS.map((key) =>
      createWalletClient({ chain, transport, account: privateKeyToAccount(key) }),
    ) as Wallet[];
    const at = (i: number) => wallets[i] as Wallet;
    Object.assign(kit, {
      anvil,
      publicClient,
      test,
      wallets,
      deployer: at(LOCAL_ROLES.deployer),
      treasury: at(LOCAL_ROLES.treasury),
      signer: at(LOCAL_ROLES.signer),
      bonusPool: at(LOCAL_ROLES.bonusPool),
      organization: at(LOCAL_ROLES.organization),
      users: wallets.slice(LOCAL_ROLES.firstUser, LOCAL_ROLES.lastUser + 1),
      async mined(hash: Hash) {
        const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 });
        if (receipt.status !== "success") throw new Error(`transaction ${hash} reverted`);
        return receipt;
      },
      async deploy(
        wallet: Wallet,
        artifact: { abi: Abi; bytecode: Hex },
        args: readonly unknown[] = [],
        value?: bigint,
      ) {
        const hash = await wallet.deployContract({
          abi: artifact.abi,
          bytecode: artifact.bytecode,
          args,
          value,
        } as never);
        const receipt = await kit.mined(hash);
        if (!receipt.contractAddress) throw new Error("no contract address");
        return receipt.contractAddress;
      },
      async mine(n: number) {
        await test.mine({ blocks: n });
      },
      async warp(timestamp: bigint) {
        await test.setNextBlockTimestamp({ timestamp });
        await test.mine({ blocks: 1 });
      },
      async blockTimestamp() {
        return (await publicClient.getBlock()).timestamp;
      },
      async fundEther(wallets: readonly Wallet[], value: bigint) {
        for (const w of wallets) {
          if ((await publicClient.getBalance({ address: w.account.address })) === 0n) {
            await kit.mined(await kit.deployer.sendTransaction({ to: w.account.address, value }));
          }
        }
      },
      async deployHqToken() {
        const artifact = { abi: hqTokenAbi, bytecode: hqTokenBytecode };
        return getAddress(await kit.deploy(kit.deployer, artifact, [kit.treasury.account.address]));
      },
      async deployStaking(token: Address, lockBlocks: bigint) {
        const roles = [kit.signer, kit.treasury, kit.deployer].map((w) => w.account.address);
        const artifact = { abi: hqStakingAbi, bytecode: hqStakingBytecode };
        return getAddress(await kit.deploy(kit.deployer, artifact, [token, ...roles, lockBlocks]));
      },
      async deploySagaVault(token: Address, streams: Address, signer = kit.signer.account.address) {
        const roles = [signer, kit.bonusPool.account.address, kit.deployer.account.address];
        const artifact = { abi: hqSagaVaultAbi, bytecode: hqSagaVaultBytecode };
        return getAddress(await kit.deploy(kit.deployer, artifact, [token, streams, ...roles]));
      },
      async deployMembership() {
        const artifact = { abi: hqMembershipAbi, bytecode: hqMembershipBytecode };
        return getAddress(await kit.deploy(kit.deployer, artifact, [kit.deployer.account.address]));
      },
      async approve(owner: Wallet, token: Address, spender: Address, amount = maxUint256) {
        const args = [spender, amount] as const;
        await kit.mined(await owner.writeContract({ address: token, abi: erc20Abi, functionName: "approve", args }));
      },
      async transfer(from: Wallet, token: Address, to: Address, amount: bigint) {
        const args = [to, amount] as const;
        await kit.mined(await from.writeContract({ address: token, abi: erc20Abi, functionName: "transfer", args }));
      },
      balanceOf(token: Address, who: Address) {
        return publicClient.readContract({ address: token, abi: erc20Abi, functionName: "balanceOf", args: [who] });
      },
      withdrawMax(by: Wallet, streams: Address, id: bigint, to: Address) {
        return by.writeContract({ address: streams, abi: hqStreamsAbi, functionName: "withdrawMax", args: [id, to] });
      },
      async mint(by: Wallet, token: Address, to: Address, amount: bigint) {
        const args = [to, amount] as const;
        await kit.mined(await by.writeContract({ address: token, abi: mintableAbi, functionName: "mint", args }));
      },
    } satisfies Omit<Chainkit, never>);
  });
  afterAll(async () => {
    await kit.anvil?.close();
  });
  return kit;
}

/**
 * $HQ and HQStreams, with 1,000,000 $HQ sent to `holder` (who streams them) and ether for the first two users (who
 * receive and poke streams).
 */
export async function deployHqAndStreams(kit: Chainkit, holder: Wallet): Promise<{ token: Address; streams: Address }> {
  await kit.fundEther(kit.users.slice(0, 2), parseEther("10"));
  const token = await kit.deployHqToken();
  const streams = getAddress(await kit.deploy(kit.deployer, { abi: hqStreamsAbi, bytecode: hqStreamsBytecode }));
  await kit.transfer(kit.treasury, token, holder.account.address, parseEther("1000000"));
  return { token, streams };
}

const deployed = new WeakSet<() => Promise<void>>();

/**
 * Runs `setup` before the file's first test (once, however many describes call this with it), then snapshots
 * before each test and reverts after it: tests share one deployment but not state.
 */
export function useDeployment(kit: Chainkit, setup: () => Promise<void>): void {
  beforeEach(async () => {
    if (deployed.has(setup)) return;
    await setup();
    deployed.add(setup);
  });
  snapshotEach(kit, { beforeEach, afterEach });
}

/** Snapshot before each test and revert after it: tests share one deployment but not state. */
export function snapshotEach(
  kit: Chainkit,
  hooks: { beforeEach: (fn: () => Promise<void>) => void; afterEach: (fn: () => Promise<void>) => void },
): void {
  let id: Hex | undefined;
  hooks.beforeEach(async () => {
    id = await kit.test.snapshot();
  });
  hooks.afterEach(async () => {
    if (id) await kit.test.revert({ id });
  });
}
