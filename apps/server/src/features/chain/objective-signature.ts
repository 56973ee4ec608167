import { and, eq } from "drizzle-orm";
import { AppError, MINT_MESSAGES } from "@questhq/core";
import type { Db } from "../../db/client";
import { chainSignature, nftMintContract, objective } from "../../db/schema/index";
import { isUuid, loadVisibleMission } from "../missions/index";
import { participationRefusal } from "../participation/index";
import { lower } from "./chain-setup";
import { evmContract, signingWallet, type MissionSignature } from "./mission-signature";
import type { PlatformSigner } from "./platform-signer";
import { userActor } from "../../lib/actor";

const OBJECTIVE_NOT_FOUND = "Objective not found.";

/**
 * GET /objectives/{id}/signature: the mint permit of an onchain_mint objective (its
 * values.contract_address on values.blockchain, or the NFT contract deployed for it) for the
 * account's primary wallet, while the mission accepts participation.
 */
export async function objectiveSignature(
  db: Db,
  signer: PlatformSigner,
  userId: string,
  objectiveId: string,
  requestedWallet?: string,
): Promise<MissionSignature> {
  if (!isUuid(objectiveId)) throw new AppError("not_found", OBJECTIVE_NOT_FOUND);
  const [o] = await db.select().from(objective).where(eq(objective.id, objectiveId));
  if (!o) throw new AppError("not_found", OBJECTIVE_NOT_FOUND);
  // Drafts stay invisible outside their organization (reported as a missing mission).
  const { row: m } = await loadVisibleMission(db, o.missionId, userActor(userId));
  if (o.template !== "onchain_mint") throw new AppError("bad_request", MINT_MESSAGES.objectiveNotMint);
  const refusal = participationRefusal(m, new Date());
  if (refusal) throw new AppError("conflict", refusal);

  const values = o.values as Record<string, unknown>;
  const [deployed] = await db
    .select({ chainId: nftMintContract.chainId, address: nftMintContract.contractAddress })
    .from(nftMintContract)
    .where(and(eq(nftMintContract.objectiveId, o.id), eq(nftMintContract.status, "deployed")))
    .limit(1);
  const chainId = Number(values.blockchain ?? deployed?.chainId ?? m.blockchainChainId);
  const address =
    typeof values.contract_address === "string" && values.contract_address !== ""
      ? values.contract_address
      : deployed?.address;
  const contract = evmContract(chainId, address);
  if (!contract) throw new AppError("conflict", MINT_MESSAGES.objectiveNotMint);

  const wallet = await signingWallet(db, userId, requestedWallet);
  const signature = await signer.signMintPermit(chainId, contract, { wallet });
  await db.insert(chainSignature).values({
    userId,
    kind: "mint",
    chainId,
    contract: lower(contract),
    wallet: lower(wallet),
    missionId: m.id,
    objectiveId: o.id,
  });
  return { kind: "mint", signature, wallet, contract_address: contract, chain_id: chainId };
}
