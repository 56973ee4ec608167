import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { getAddress, isAddress, type Address } from "viem";

// One JSON file per chain (deployments/<chainId>.json), written by the deploy script and read by
// the server (and, through the server's config endpoint, the web app). A production deployment
// can also be written by hand with the configured addresses of an existing token.

export const DEFAULT_DEPLOYMENTS_DIR = fileURLToPath(new URL("../deployments/", import.meta.url));

export const PLATFORM_CONTRACTS = [
  "HQToken",
  "HQStaking",
  "HQMembership",
  "HQNftStaking",
  "HQStreams",
  "HQSagaVault",
] as const;
export type PlatformContract = (typeof PLATFORM_CONTRACTS)[number];

export type Deployment = {
  chainId: number;
  /** First block to index (the block of the first deployment). */
  startBlock: number;
  deployedAt: string;
  contracts: Record<PlatformContract, Address>;
  /** Addresses of the roles the contracts were configured with. */
  roles: { owner: Address; signer: Address; treasury: Address; bonusPool: Address };
  /** Optional extra contracts (e.g. the demo missions' NFT and vesting contracts), by name. */
  extra?: Record<string, Address>;
};

export function deploymentPath(chainId: number, dir = DEFAULT_DEPLOYMENTS_DIR): string {
  return path.join(dir, `${chainId}.json`);
}

/** The chain's deployment, or null when there is none. Throws on a malformed file (naming it). */
export function readDeployment(chainId: number, dir = DEFAULT_DEPLOYMENTS_DIR): Deployment | null {
  const file = deploymentPath(chainId, dir);
  if (!existsSync(file)) return null;
  const raw = JSON.parse(readFileSync(file, "utf8")) as Partial<Deployment>;
  const problems: string[] = [];
  if (raw.chainId !== chainId) problems.push(`chainId is ${String(raw.chainId)}, expected ${chainId}`);
  if (!Number.isSafeInteger(raw.startBlock) || (raw.startBlock ?? -1) < 0)
    problems.push("startBlock must be a block number");
  const contracts = {} as Record<PlatformContract, Address>;
  for (const name of PLATFORM_CONTRACTS) {
    const a = raw.contracts?.[name];
    if (typeof a !== "string" || !isAddress(a)) problems.push(`contracts.${name} is not an address`);
    else contracts[name] = getAddress(a);
  }
  if (problems.length > 0) throw new Error(`${file}: ${problems.join("; ")}`);
  return { ...(raw as Deployment), contracts };
}

export function writeDeployment(deployment: Deployment, dir = DEFAULT_DEPLOYMENTS_DIR): string {
  mkdirSync(dir, { recursive: true });
  const file = deploymentPath(deployment.chainId, dir);
  // Write then rename: a reader never sees half a file.
  writeFileSync(`${file}.tmp`, `${JSON.stringify(deployment, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
  return file;
}
