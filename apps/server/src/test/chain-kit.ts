import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  erc20Abi,
  http,
  type Address,
  type Chain,
  type Hash,
} from "viem";
import { privateKeyToAccount, type PrivateKeyAccount } from "viem/accounts";
import { foundry } from "viem/chains";
import { MAX_UINT256 } from "@questhq/core";
import { ANVIL_ADDRESSES, ANVIL_PRIVATE_KEYS, LOCAL_ROLES } from "@questhq/contracts/accounts";
import { startAnvil, type Anvil } from "@questhq/contracts/anvil";
import { deployPlatform } from "@questhq/contracts/deploy";
import { writeDeployment, type Deployment } from "@questhq/contracts/deployments";
import { seedDemoChain } from "@questhq/contracts/demo";
import { afterAll, beforeAll } from "vitest";
import { createTestApp, signInWithWallet, type TestApp } from "./harness";

// A real local chain with the platform deployed (and the demo balances: $HQ in accounts 0-5,
// membership keys, two Saga streams, a mission NFT), plus a test app configured for it. The
// in-process indexer is off; tests run passes themselves (indexPass) to control timing.

export type ChainTestEnv = {
  anvil: Anvil;
  deployment: Deployment;
  deploymentsDir: string;
  publicClient: ReturnType<typeof createPublicClient>;
  test: ReturnType<typeof createTestClient>;
  wallet(account: number): ReturnType<typeof createWalletClient<ReturnType<typeof http>, Chain, PrivateKeyAccount>>;
  mined(hash: Hash): Promise<unknown>;
  /** Anvil account `i` approves HQStaking for all its $HQ, as the app asks before a first deposit. */
  approveStaking(i: number): Promise<void>;
  appEnv(extra?: Record<string, string>): Record<string, string>;
  close(): Promise<void>;
};

export async function startChainEnv(): Promise<ChainTestEnv> {
  const anvil = await startAnvil({ chainId: 31337 });
  const deploymentsDir = mkdtempSync(path.join(tmpdir(), "questhq-deployments-"));
  let deployment = await deployPlatform({
    rpcUrl: anvil.url,
    deployerKey: ANVIL_PRIVATE_KEYS[LOCAL_ROLES.deployer],
    signer: ANVIL_ADDRESSES[LOCAL_ROLES.signer],
    treasury: ANVIL_ADDRESSES[LOCAL_ROLES.treasury],
    bonusPool: ANVIL_ADDRESSES[LOCAL_ROLES.bonusPool],
  });
  deployment = await seedDemoChain(anvil.url, deployment);
  writeDeployment(deployment, deploymentsDir);
  const chain = { ...foundry, id: 31337 } as Chain;
  const publicClient = createPublicClient({ chain, transport: http(anvil.url), pollingInterval: 50 });
  const wallet: ChainTestEnv["wallet"] = (i) =>
    createWalletClient({ chain, transport: http(anvil.url), account: privateKeyToAccount(ANVIL_PRIVATE_KEYS[i]!) });
  const mined = async (hash: Hash) => {
    const r = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 });
    if (r.status !== "success") throw new Error(`transaction ${hash} reverted`);
    return r;
  };
  return {
    anvil,
    deployment,
    deploymentsDir,
    publicClient,
    test: createTestClient({ chain, mode: "anvil", transport: http(anvil.url) }),
    wallet,
    mined,
    async approveStaking(i) {
      const { HQStaking: staking, HQToken: token } = deployment.contracts;
      const approve = { address: token, abi: erc20Abi, functionName: "approve", args: [staking, MAX_UINT256] } as const;
      await mined(await wallet(i).writeContract(approve));
    },
    appEnv: (extra = {}) => ({
      CHAIN_RPC_URLS: JSON.stringify({ 31337: anvil.url }),
      STAKING_CHAIN_ID: "31337",
      CHAIN_DEPLOYMENTS_DIR: deploymentsDir,
      CHAIN_CONFIRMATIONS: "12",
      ...extra,
    }),
    close: () => anvil.close(),
  };
}

/** Signs in with anvil account `i` (its wallet becomes the account's primary wallet). */
export async function signInAnvil(t: TestApp, i: number) {
  return signInWithWallet(t, privateKeyToAccount(ANVIL_PRIVATE_KEYS[i]!));
}

export async function createChainApp(env: ChainTestEnv, extra: Record<string, string> = {}): Promise<TestApp> {
  return createTestApp(env.appEnv(extra));
}

/**
 * A chain and an app on it for the file's tests (closed after them); `ready` gets both once they run, and may do
 * more setup (its promise is awaited).
 */
export function withChainApp(
  ready: (s: { chain: ChainTestEnv; t: TestApp }) => unknown,
  extra: Record<string, string> = {},
): void {
  let chain: ChainTestEnv | undefined;
  let t: TestApp | undefined;
  // Starting anvil and deploying the demo contracts can take over a minute on a loaded machine.
  beforeAll(async () => {
    chain = await startChainEnv();
    t = await createChainApp(chain, extra);
    await ready({ chain, t });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await chain?.close();
  });
}

export const addressOf = (i: number): Address => ANVIL_ADDRESSES[i]!;
