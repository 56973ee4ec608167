import { parseEther, type Address } from "viem";
import { ANVIL_ADDRESSES, ANVIL_PRIVATE_KEYS, LOCAL_ROLES } from "./accounts";
import { connect } from "./deploy";
import type { Deployment } from "./deployments";
import { hqTokenAbi } from "./generated/HQToken";
import { hqMembershipAbi } from "./generated/HQMembership";
import { hqSagaVaultAbi } from "./generated/HQSagaVault";
import { hqMissionNFTAbi, hqMissionNFTBytecode } from "./generated/HQMissionNFT";
import { deployDemoContracts } from "./demo-contracts";

// Demo balances of a local chain: $HQ in the demo people's wallets (accounts 0 to 5), membership
// keys of each kind, two Saga streams already a few weeks in, a mission NFT contract the demo's
// NFT mission mints from, and the demo contracts the seeded on-chain objectives point at (demo
// USDC, an NFT collection, a swap). Only ever run against a local development chain.

const DAY = 86_400n;
const HQ_PER_WALLET = parseEther("100000");

/**
 * Which wallet gets which membership ids (1310-1403 whale, above 3113 year-5, others member). A whale id makes its
 * holder a Whale without paying: the demo admin (account 0) has every organizer tool, Ada and Ben are Whales too,
 * Nebula's admin (account 3) is a Member.
 */
export const DEMO_MEMBERSHIPS: readonly { account: number; ids: readonly bigint[] }[] = [
  { account: 0, ids: [5n, 1312n] },
  { account: 1, ids: [1n, 2n, 1310n] },
  { account: 2, ids: [3n, 1311n] },
  { account: 3, ids: [4n, 3114n] },
];

/** Saga streams: 12 months, started 60 days ago. */
export const DEMO_STREAMS: readonly { account: number; stream: bigint; vault: bigint }[] = [
  { account: 1, stream: parseEther("12000"), vault: parseEther("3000") },
  { account: 2, stream: parseEther("6000"), vault: parseEther("1500") },
];

export async function seedDemoChain(
  rpcUrl: string,
  deployment: Deployment,
  log: (line: string) => void = () => {},
): Promise<Deployment> {
  const treasury = await connect(rpcUrl, ANVIL_PRIVATE_KEYS[LOCAL_ROLES.treasury]);
  const deployer = await connect(rpcUrl, ANVIL_PRIVATE_KEYS[LOCAL_ROLES.deployer]);
  const { HQToken: token, HQMembership: membership, HQSagaVault: vault } = deployment.contracts;
  const send = async (w: typeof treasury, request: Parameters<typeof treasury.wallet.writeContract>[0]) =>
    w.mined(await w.wallet.writeContract(request));

  for (let i = 0; i <= LOCAL_ROLES.lastUser; i++) {
    await send(treasury, {
      address: token,
      abi: hqTokenAbi,
      functionName: "transfer",
      args: [ANVIL_ADDRESSES[i]!, HQ_PER_WALLET],
    } as never);
  }
  log(`funded accounts 0-${LOCAL_ROLES.lastUser} with 100,000 $HQ each`);

  for (const m of DEMO_MEMBERSHIPS) {
    await send(deployer, {
      address: membership,
      abi: hqMembershipAbi,
      functionName: "mint",
      args: [ANVIL_ADDRESSES[m.account]!, [...m.ids]],
    } as never);
  }
  log(
    `minted membership keys ${DEMO_MEMBERSHIPS.map((m) => `#${m.ids.join(",#")} → account ${m.account}`).join("; ")}`,
  );

  const total = DEMO_STREAMS.reduce((s, d) => s + d.stream + d.vault, 0n);
  await send(treasury, {
    address: token,
    abi: hqTokenAbi,
    functionName: "transfer",
    args: [deployer.wallet.account.address, total],
  } as never);
  await send(deployer, { address: token, abi: hqTokenAbi, functionName: "approve", args: [vault, total] } as never);
  const now = (await deployer.publicClient.getBlock()).timestamp;
  const start = now - 60n * DAY;
  for (const d of DEMO_STREAMS) {
    await send(deployer, {
      address: vault,
      abi: hqSagaVaultAbi,
      functionName: "openStream",
      args: [ANVIL_ADDRESSES[d.account]!, d.stream, d.vault, Number(start), Number(start + 365n * DAY)],
    } as never);
  }
  log(`opened ${DEMO_STREAMS.length} Saga streams (12 months, started 60 days ago) with vaults`);

  const nft = await deployer.deploy("HQMissionNFT", { abi: hqMissionNFTAbi, bytecode: hqMissionNFTBytecode }, [
    "QuestHQ Demo Pass",
    "QHQPASS",
    "https://questhq.local/nft/demo-pass/",
    {
      startTime: now - DAY,
      endTime: 0n,
      maxSupply: 1000,
      maxPerWallet: 0,
      payee: ANVIL_ADDRESSES[LOCAL_ROLES.organization]!,
      price: parseEther("0.001"),
    },
    parseEther("0.00099"),
    deployment.roles.signer,
    deployment.roles.treasury,
    deployer.wallet.account.address,
  ]);
  log(`demo mission NFT  ${nft.address}`);
  const demo = await deployDemoContracts(rpcUrl, log);
  return { ...deployment, extra: { ...deployment.extra, DemoMissionNFT: nft.address as Address, ...demo } };
}
