import { hqMissionNFTAbi, hqMissionNFTBytecode } from "@questhq/contracts/generated/HQMissionNFT";
import { AppError, getChainById } from "@questhq/core";
import { and, eq, sql } from "drizzle-orm";
import { decodeDeployData, getAddress, isAddressEqual, type Address, type Hash } from "viem";
import type { Db } from "../../db/client";
import { nftMintContract, objective, reward } from "../../db/schema/index";
import type { Env } from "../../env";
import { lockObjectiveForChange } from "../missions/index";
import { touchMission } from "../missions/index";
import { lockRewardForChange } from "../missions/index";
import { publicClientFor } from "./chain-setup";
import type { PlatformSigner } from "./platform-signer";
import { userWallets } from "./wallets";
import { userActor } from "../../lib/actor";

// An organizer deploys a mission's NFT contract from the wizard with their own wallet; the app then reports the
// deployment's transaction. Nothing the browser says is taken on trust: the server reads the transaction and receipt
// from its own node and accepts only a successful creation of our HQMissionNFT, sent from one of the organizer's
// wallets, whose permits our signer makes. Only then does the reward (or onchain_mint objective) get its address.

export type MintDeploymentTarget = { kind: "reward" | "objective"; id: string };
export type MintDeploymentAnswer = { contract_address: Address; chain_id: number; status: "deployed" };

const MESSAGES = {
  notMint: "Only an NFT-mint reward or an onchain_mint objective has a mint contract to deploy.",
  alreadyDeployed: "This mint contract is already deployed.",
  noRpc: (chain: string) =>
    `This server cannot read ${chain} (no RPC URL configured), so it cannot confirm the deployment.`,
  notFound: "That transaction was not found on the mission's chain yet. Wait for it to be mined and try again.",
  failed: "That transaction did not create a contract.",
  notOurs: "That transaction did not deploy a QuestHQ mission NFT contract.",
  wrongSigner: "The contract does not trust this platform's signer, so its mints could not be permitted.",
  notYourWallet: "The contract was deployed from a wallet that is not linked to your account.",
} as const;

/** The target's chain, checking the caller may change its mission; throws in the product's error model. */
async function targetChain(db: Db, userId: string, target: MintDeploymentTarget): Promise<number> {
  return db.transaction(async (tx) => {
    if (target.kind === "reward") {
      const { current } = await lockRewardForChange(tx, target.id, userActor(userId));
      if (current.kind !== "nft_mint") throw new AppError("bad_request", MESSAGES.notMint);
      if (current.contractAddress) throw new AppError("conflict", MESSAGES.alreadyDeployed);
      return current.blockchainChainId;
    }
    const { current } = await lockObjectiveForChange(tx, target.id, userActor(userId));
    if (current.template !== "onchain_mint") throw new AppError("bad_request", MESSAGES.notMint);
    if (current.values.contract_address) throw new AppError("conflict", MESSAGES.alreadyDeployed);
    return Number(current.values.blockchain);
  });
}

/** POST /rewards/{id}/mint-deployment and /objectives/{id}/mint-deployment { tx_hash }. */
export async function recordMintDeployment(
  db: Db,
  env: Pick<Env, "CHAIN_RPC_URLS">,
  signer: PlatformSigner,
  userId: string,
  target: MintDeploymentTarget,
  txHash: Hash,
): Promise<MintDeploymentAnswer> {
  const chainId = await targetChain(db, userId, target);
  const chainName = getChainById(chainId)?.name ?? `chain ${chainId}`;
  const url = env.CHAIN_RPC_URLS?.[chainId];
  if (!url) throw new AppError("not_ready", MESSAGES.noRpc(chainName));
  const client = publicClientFor(chainId, url);
  const [tx, receipt] = await Promise.all([
    client.getTransaction({ hash: txHash }).catch(() => null),
    client.getTransactionReceipt({ hash: txHash }).catch(() => null),
  ]);
  if (!tx || !receipt) throw new AppError("conflict", MESSAGES.notFound);
  if (receipt.status !== "success" || !receipt.contractAddress || tx.to)
    throw new AppError("bad_request", MESSAGES.failed);
  if (!tx.input.toLowerCase().startsWith(hqMissionNFTBytecode.toLowerCase()))
    throw new AppError("bad_request", MESSAGES.notOurs);
  const { args } = decodeDeployData({ abi: hqMissionNFTAbi, bytecode: hqMissionNFTBytecode, data: tx.input });
  if (!isAddressEqual(args[5], signer.address)) throw new AppError("bad_request", MESSAGES.wrongSigner);
  const wallets = await userWallets(db, userId);
  if (!wallets.some((w) => isAddressEqual(w, tx.from))) throw new AppError("forbidden", MESSAGES.notYourWallet);

  const address = getAddress(receipt.contractAddress);
  await db.transaction(async (t) => {
    if (target.kind === "reward") {
      const { current, mission } = await lockRewardForChange(t, target.id, userActor(userId));
      if (current.contractAddress) throw new AppError("conflict", MESSAGES.alreadyDeployed);
      await t.update(reward).set({ contractAddress: address, updatedAt: new Date() }).where(eq(reward.id, current.id));
      await touchMission(t, mission.id);
      return;
    }
    const { current, mission } = await lockObjectiveForChange(t, target.id, userActor(userId));
    if (current.values.contract_address) throw new AppError("conflict", MESSAGES.alreadyDeployed);
    // The objective's verifier reads values.contract_address; the record follows it.
    await t
      .update(objective)
      .set({ values: { ...current.values, contract_address: address }, updatedAt: new Date() })
      .where(eq(objective.id, current.id));
    await t
      .update(nftMintContract)
      .set({ contractAddress: address, status: "deployed" })
      .where(and(eq(nftMintContract.missionId, mission.id), sql`${nftMintContract.objectiveId} = ${current.id}`));
    await touchMission(t, mission.id);
  });
  return { contract_address: address, chain_id: chainId, status: "deployed" };
}
