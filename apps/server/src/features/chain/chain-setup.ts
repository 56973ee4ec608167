import { createPublicClient, http, type Address, type PublicClient } from "viem";
import { readDeployment, DEFAULT_DEPLOYMENTS_DIR, type Deployment } from "@questhq/contracts/deployments";
import { AppError, STAKING_MESSAGES } from "@questhq/core";
import type { Env } from "../../env";

// Where the platform's contracts live for this server: the staking chain's deployment file and
// its RPC URL. Absent either, the chain routes answer 503 with a clear message instead of failing.

export type ChainSetup = {
  chainId: number;
  rpcUrl: string;
  deployment: Deployment;
  confirmations: number;
  client: PublicClient;
};

const clients = new Map<string, PublicClient>();

export function publicClientFor(chainId: number, rpcUrl: string): PublicClient {
  const key = `${chainId}:${rpcUrl}`;
  let client = clients.get(key);
  if (!client) {
    client = createPublicClient({
      chain: {
        id: chainId,
        name: `chain ${chainId}`,
        nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
        rpcUrls: { default: { http: [rpcUrl] } },
      },
      transport: http(rpcUrl, { retryCount: 1, timeout: 10_000 }),
    }) as PublicClient;
    clients.set(key, client);
  }
  return client;
}

/** The staking chain's setup, or null when it has no deployment or no RPC URL. */
export function loadChainSetup(env: Env): ChainSetup | null {
  const chainId = env.STAKING_CHAIN_ID;
  const rpcUrl = env.CHAIN_RPC_URLS?.[chainId];
  if (!rpcUrl) return null;
  const deployment = readDeployment(chainId, env.CHAIN_DEPLOYMENTS_DIR ?? DEFAULT_DEPLOYMENTS_DIR);
  if (!deployment) return null;
  return {
    chainId,
    rpcUrl,
    deployment,
    confirmations: env.CHAIN_CONFIRMATIONS,
    client: publicClientFor(chainId, rpcUrl),
  };
}

export function requireChainSetup(setup: ChainSetup | null): ChainSetup {
  if (!setup) throw new AppError("not_ready", STAKING_MESSAGES.chainNotConfigured);
  return setup;
}

/** The chain's current block, or 502 in the product's words when the node does not answer. */
export async function currentBlock(client: PublicClient): Promise<number> {
  try {
    return Number(await client.getBlockNumber({ cacheTime: 0 }));
  } catch {
    throw new AppError("bad_gateway", STAKING_MESSAGES.chainUnreachable);
  }
}

/** The last block a signature made now may be used in (current block + SIGNATURE_VALID_BLOCKS). */
export async function signatureValidUntil(
  setup: ChainSetup,
  env: Pick<Env, "SIGNATURE_VALID_BLOCKS">,
): Promise<number> {
  return (await currentBlock(setup.client)) + env.SIGNATURE_VALID_BLOCKS;
}

/** A stream's id as the subgraph writes it: `{contract}-{chainId}-{streamId}`. */
export const streamRecordId = (s: { contract: string; chainId: number; streamId: string }) =>
  `${s.contract}-${s.chainId}-${s.streamId}`;

export const lower = (a: string) => a.toLowerCase() as Address;
