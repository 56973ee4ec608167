import { and, eq } from "drizzle-orm";
import { getAddress, isAddress, type Address, type Hex } from "viem";
import { AppError, MINT_MESSAGES } from "@questhq/core";
import type { Db } from "../../db/client";
import { chainSignature, missionParticipant, reward } from "../../db/schema/index";
import { loadVisibleMission } from "../missions/index";
import { lower } from "./chain-setup";
import type { PlatformSigner } from "./platform-signer";
import { requirePrimaryWallet } from "./wallets";
import { userActor } from "../../lib/actor";

/** Participant statuses of users who completed the mission's objectives (winners included). */
export const COMPLETED_STATUSES: readonly string[] = ["CompletedObjectives", "Completed", "Entered", "Selected"];
export const WINNER_STATUS = "Selected";

export type MissionSignature = {
  kind: "mint" | "claim";
  signature: Hex;
  wallet: Address;
  contract_address: Address;
  chain_id: number;
  /** token rewards: base units the wallet may claim in total, as a decimal string. */
  allocation?: string;
};

/**
 * The account's primary wallet, the only one signatures are made out to (docs/product/rewards.md#primary-wallet). A
 * `requested` wallet (the one connected in the browser) that differs is refused in the
 * product's words rather than silently replaced.
 */
export async function signingWallet(db: Db, userId: string, requested: string | undefined): Promise<Address> {
  const wallet = await requirePrimaryWallet(db, userId);
  if (requested !== undefined && (!isAddress(requested, { strict: false }) || getAddress(requested) !== wallet)) {
    throw new AppError("bad_request", MINT_MESSAGES.walletMismatch);
  }
  return wallet;
}

/** A usable EVM contract on an EVM chain, checksummed; null when there is none. */
export function evmContract(chainId: number, address: string | null | undefined): Address | null {
  if (!Number.isSafeInteger(chainId) || chainId <= 0 || !address || !isAddress(address, { strict: false })) return null;
  return getAddress(address);
}

/**
 * GET /missions/{id}/signature: the mint permit (nft_mint rewards, for users who completed the
 * objectives) or the vesting claim (token rewards, for winners) of the mission's reward. Signing
 * needs no RPC; every signature issued is recorded.
 */
export async function missionSignature(
  db: Db,
  signer: PlatformSigner,
  userId: string,
  missionRef: string,
  requestedWallet?: string,
): Promise<MissionSignature> {
  const { row: m } = await loadVisibleMission(db, missionRef, userActor(userId));
  const [r] = await db.select().from(reward).where(eq(reward.missionId, m.id));
  if (!r || (r.kind !== "nft_mint" && r.kind !== "token"))
    throw new AppError("bad_request", MINT_MESSAGES.noOnchainReward);
  const chainId = r.blockchainChainId;
  const contract = evmContract(chainId, r.contractAddress);
  if (!contract) throw new AppError("conflict", MINT_MESSAGES.noContract);

  const [p] = await db
    .select({ status: missionParticipant.status })
    .from(missionParticipant)
    .where(and(eq(missionParticipant.missionId, m.id), eq(missionParticipant.userId, userId)));
  if (r.kind === "nft_mint" && !COMPLETED_STATUSES.includes(p?.status ?? ""))
    throw new AppError("forbidden", MINT_MESSAGES.notEligible);
  if (r.kind === "token" && p?.status !== WINNER_STATUS) throw new AppError("forbidden", MINT_MESSAGES.notWinner);

  const wallet = await signingWallet(db, userId, requestedWallet);
  if (r.kind === "nft_mint") {
    const signature = await signer.signMintPermit(chainId, contract, { wallet });
    await db
      .insert(chainSignature)
      .values({ userId, kind: "mint", chainId, contract: lower(contract), wallet: lower(wallet), missionId: m.id });
    return { kind: "mint", signature, wallet, contract_address: contract, chain_id: chainId };
  }
  const allocation = r.tokenAllocation;
  if (allocation === null || allocation <= 0n)
    throw new AppError("conflict", "This mission's token allocation is not set yet.");
  const signature = await signer.signClaim(chainId, contract, { user: wallet, allocation });
  await db.insert(chainSignature).values({
    userId,
    kind: "claim",
    chainId,
    contract: lower(contract),
    wallet: lower(wallet),
    amount: allocation,
    missionId: m.id,
  });
  return {
    kind: "claim",
    signature,
    wallet,
    contract_address: contract,
    chain_id: chainId,
    allocation: allocation.toString(),
  };
}
