import {
  createPublicClient,
  createWalletClient,
  getAddress,
  http,
  type Abi,
  type Address,
  type Chain,
  type Hash,
  type Hex,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { hqTokenAbi, hqTokenBytecode } from "./generated/HQToken";
import { hqStakingAbi, hqStakingBytecode } from "./generated/HQStaking";
import { hqMembershipAbi, hqMembershipBytecode } from "./generated/HQMembership";
import { hqNftStakingAbi, hqNftStakingBytecode } from "./generated/HQNftStaking";
import { hqStreamsAbi, hqStreamsBytecode } from "./generated/HQStreams";
import { hqSagaVaultAbi, hqSagaVaultBytecode } from "./generated/HQSagaVault";
import type { Deployment } from "./deployments";
import { deployForwarder } from "./forwarder";

// Deploys the platform's contracts to any RPC endpoint with one deployer key and returns the
// deployment record (the caller writes it with writeDeployment). Used by `npm run deploy`,
// `npm run chain` and the server's demo mode.

export type DeployOptions = {
  rpcUrl: string;
  deployerKey: Hex;
  signer: Address;
  treasury: Address;
  bonusPool: Address;
  /** Blocks a staking deposit stays locked before it can be withdrawn. */
  lockBlocks?: bigint;
  /** Use an existing $HQ token (production) instead of deploying one. */
  hqToken?: Address;
  log?: (line: string) => void;
};

export type ChainWriter = Awaited<ReturnType<typeof connect>>;

export async function connect(rpcUrl: string, key: Hex) {
  const probe = createPublicClient({ transport: http(rpcUrl) });
  const chainId = await probe.getChainId();
  const chain = {
    id: chainId,
    name: `chain ${chainId}`,
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  } as const satisfies Chain;
  const publicClient = createPublicClient({ chain, transport: http(rpcUrl), pollingInterval: 100 });
  const wallet = createWalletClient({ chain, transport: http(rpcUrl), account: privateKeyToAccount(key) });
  const mined = async (hash: Hash) => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 100 });
    if (receipt.status !== "success") throw new Error(`transaction ${hash} reverted`);
    return receipt;
  };
  const deploy = async (name: string, artifact: { abi: Abi; bytecode: Hex }, args: readonly unknown[]) => {
    const hash = await wallet.deployContract({ abi: artifact.abi, bytecode: artifact.bytecode, args } as never);
    const receipt = await mined(hash);
    if (!receipt.contractAddress) throw new Error(`${name} was not deployed`);
    return { address: getAddress(receipt.contractAddress), blockNumber: Number(receipt.blockNumber) };
  };
  return { chainId, chain, publicClient, wallet, mined, deploy };
}

export async function deployPlatform(options: DeployOptions): Promise<Deployment> {
  const log = options.log ?? (() => {});
  const w = await connect(options.rpcUrl, options.deployerKey);
  const owner = w.wallet.account.address;
  const deployed: Partial<Record<keyof Deployment["contracts"], Address>> = {};
  let startBlock = Number.MAX_SAFE_INTEGER;
  const step = async (
    name: keyof Deployment["contracts"],
    artifact: { abi: Abi; bytecode: Hex },
    args: readonly unknown[],
  ) => {
    const { address, blockNumber } = await w.deploy(name, artifact, args);
    deployed[name] = address;
    startBlock = Math.min(startBlock, blockNumber);
    log(`${name.padEnd(13)} ${address}`);
    return address;
  };
  const token =
    options.hqToken ?? (await step("HQToken", { abi: hqTokenAbi, bytecode: hqTokenBytecode }, [options.treasury]));
  deployed.HQToken = token;
  await step("HQStaking", { abi: hqStakingAbi, bytecode: hqStakingBytecode }, [
    token,
    options.signer,
    options.treasury,
    owner,
    options.lockBlocks ?? 0n,
  ]);
  const membership = await step("HQMembership", { abi: hqMembershipAbi, bytecode: hqMembershipBytecode }, [owner]);
  await step("HQNftStaking", { abi: hqNftStakingAbi, bytecode: hqNftStakingBytecode }, [membership, owner]);
  const streams = await step("HQStreams", { abi: hqStreamsAbi, bytecode: hqStreamsBytecode }, []);
  await step("HQSagaVault", { abi: hqSagaVaultAbi, bytecode: hqSagaVaultBytecode }, [
    token,
    streams,
    options.signer,
    options.bonusPool,
    owner,
  ]);
  // The ERC-2771 forwarder of gasless mints and claims sits at one address on every chain (forwarder.ts); a chain
  // without the deterministic deployment proxy simply has no gasless transactions.
  await deployForwarder(w, log).catch((err: Error) => log(`HQForwarder   not deployed: ${err.message}`));
  return {
    chainId: w.chainId,
    startBlock: startBlock === Number.MAX_SAFE_INTEGER ? 0 : startBlock,
    deployedAt: new Date().toISOString(),
    contracts: deployed as Deployment["contracts"],
    roles: { owner, signer: options.signer, treasury: options.treasury, bonusPool: options.bonusPool },
  };
}
