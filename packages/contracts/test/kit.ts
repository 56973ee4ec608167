import { afterAll, beforeAll } from "vitest";
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  http,
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
};

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
    } satisfies Omit<Chainkit, never>);
  });
  afterAll(async () => {
    await kit.anvil?.close();
  });
  return kit;
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
