import { existsSync } from "node:fs";
import { createPublicClient, http } from "viem";
import { ANVIL_ADDRESSES, ANVIL_PRIVATE_KEYS, LOCAL_ROLES } from "./accounts";
import { startAnvil, type Anvil } from "./anvil";
import { connect, deployPlatform } from "./deploy";
import { readDeployment, writeDeployment, DEFAULT_DEPLOYMENTS_DIR, type Deployment } from "./deployments";
import { seedDemoChain } from "./demo";
import { deployDemoContracts } from "./demo-contracts";
import { deployForwarder } from "./forwarder";
import { stockDemoRouterWithHq } from "./demo-router";

// The local development chain: anvil on a fixed port with every contract deployed and demo
// balances. Reused when one already answers there (e.g. `npm run chain` in another terminal) and
// its contracts are in place; otherwise started, deployed and seeded. `stateFile` keeps the chain
// across restarts so the server's index of it stays true.

export const LOCAL_CHAIN_ID = 31337;

/**
 * The demo chain's opening base fee: 0.01 gwei, what a busy rollup charges, instead of anvil's mainnet-like 1 gwei. At
 * 1 gwei and $3,000 ether a swap's gas alone was about $0.25, so the bridge widget warned of a high value loss on a
 * small Buy $HQ; gas on the demo chain should cost what it costs where such an app runs. Blocks stay far below their
 * target, so the base fee only falls from here.
 */
export const LOCAL_CHAIN_BASE_FEE = 10_000_000n;

export type LocalChain = { url: string; deployment: Deployment; started: boolean; close(): Promise<void> };

async function answers(url: string): Promise<number | null> {
  try {
    return await createPublicClient({ transport: http(url, { retryCount: 0, timeout: 1500 }) }).getChainId();
  } catch {
    return null;
  }
}

async function deployedAt(url: string, deployment: Deployment | null): Promise<boolean> {
  if (!deployment) return false;
  const client = createPublicClient({ transport: http(url) });
  const codes = await Promise.all(Object.values(deployment.contracts).map((address) => client.getCode({ address })));
  return codes.every((c) => c !== undefined && c !== "0x");
}

export async function ensureLocalChain(options: {
  port?: number;
  deploymentsDir?: string;
  stateFile?: string;
  log?: (line: string) => void;
}): Promise<LocalChain> {
  const log = options.log ?? (() => {});
  const port = options.port ?? 8545;
  const dir = options.deploymentsDir ?? DEFAULT_DEPLOYMENTS_DIR;
  const url = `http://127.0.0.1:${port}`;
  let anvil: Anvil | null = null;
  const running = await answers(url);
  if (running !== null && running !== LOCAL_CHAIN_ID) {
    throw new Error(
      `port ${port} answers as chain ${running}, not the local chain ${LOCAL_CHAIN_ID}; set LOCAL_CHAIN_PORT`,
    );
  }
  if (running === null) {
    const resumed = options.stateFile ? existsSync(options.stateFile) : false;
    // A block every second besides one per transaction: confirmations keep arriving (12 s for
    // the 12 the indexer waits for) even when nobody transacts.
    anvil = await startAnvil({
      chainId: LOCAL_CHAIN_ID,
      port,
      stateFile: options.stateFile,
      blockTime: 1,
      mixedMining: true,
      baseFee: LOCAL_CHAIN_BASE_FEE,
    });
    log(`local chain ${resumed ? "resumed" : "started"} at ${url} (anvil, chain id ${LOCAL_CHAIN_ID})`);
  }
  let deployment = readDeployment(LOCAL_CHAIN_ID, dir);
  if (!(await deployedAt(url, deployment))) {
    log("deploying the platform's contracts");
    deployment = await deployPlatform({
      rpcUrl: url,
      deployerKey: ANVIL_PRIVATE_KEYS[LOCAL_ROLES.deployer],
      signer: ANVIL_ADDRESSES[LOCAL_ROLES.signer],
      treasury: ANVIL_ADDRESSES[LOCAL_ROLES.treasury],
      bonusPool: ANVIL_ADDRESSES[LOCAL_ROLES.bonusPool],
      log,
    });
    deployment = await seedDemoChain(url, deployment, log);
    writeDeployment(deployment, dir);
  } else {
    // A chain kept from before the demo contracts (or the forwarder) existed gets them now (a no-op otherwise).
    await deployDemoContracts(url, log);
    await deployForwarder(await connect(url, ANVIL_PRIVATE_KEYS[LOCAL_ROLES.deployer]), log);
  }
  await stockDemoRouterWithHq(url, deployment!.contracts.HQToken, log);
  return { url, deployment: deployment!, started: anvil !== null, close: async () => anvil?.close() };
}
