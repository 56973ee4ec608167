import { and, desc, eq, gt, inArray } from "drizzle-orm";
import { getAddress, type Address, type Hex } from "viem";
import { AppError, MINT_MESSAGES } from "@questhq/core";
import type { Db } from "../../db/client";
import type { Env } from "../../env";
import { chainPending, chainSignature, chainStream } from "../../db/schema/index";
import { lower, signatureValidUntil, type ChainSetup } from "./chain-setup";
import type { PlatformSigner } from "./platform-signer";
import { userWallets } from "./wallets";

export type VaultSignature = {
  signature: Hex;
  validUntilBlock: number;
  streamId: string;
  contract: Address;
  chain_id: number;
  /** Base units, decimal string. */
  vaultAmount: string;
};

/**
 * GET /seasons/vaultsignature/: a VaultClaim signature for the account's unclaimed Saga vault
 * (a stream the HQSagaVault opened to one of its wallets), made out to that stream's recipient,
 * which is who claimVault requires as the caller. Valid for SIGNATURE_VALID_BLOCKS blocks.
 */
export async function signVault(
  db: Db,
  env: Env,
  setup: ChainSetup,
  signer: PlatformSigner,
  userId: string,
): Promise<VaultSignature> {
  const vault = setup.deployment.contracts.HQSagaVault;
  const wallets = await userWallets(db, userId);
  if (wallets.length === 0) throw new AppError("not_found", MINT_MESSAGES.noVault);
  const rows = await db
    .select()
    .from(chainStream)
    .where(
      and(
        eq(chainStream.chainId, setup.chainId),
        eq(chainStream.sender, lower(vault)),
        inArray(chainStream.recipient, wallets),
        gt(chainStream.vaultAmount, 0n),
      ),
    )
    .orderBy(desc(chainStream.startTime), desc(chainStream.createdBlock));
  if (rows.length === 0) throw new AppError("not_found", MINT_MESSAGES.noVault);
  // A claim already on chain but not yet confirmed counts as claimed.
  const pending = await db
    .select({ streamId: chainPending.streamId })
    .from(chainPending)
    .where(
      and(
        eq(chainPending.chainId, setup.chainId),
        eq(chainPending.event, "VaultClaimed"),
        inArray(chainPending.wallet, wallets),
      ),
    );
  const pendingIds = new Set(pending.map((p) => p.streamId));
  const open = rows.find((s) => !s.vaultClaimed && !s.canceled && !pendingIds.has(s.streamId));
  if (!open) throw new AppError("conflict", MINT_MESSAGES.vaultClaimed);

  const user = getAddress(open.recipient);
  const validUntilBlock = await signatureValidUntil(setup, env);
  const signature = await signer.signVaultClaim(setup.chainId, vault, {
    user,
    streamId: BigInt(open.streamId),
    validUntilBlock: BigInt(validUntilBlock),
  });
  await db.insert(chainSignature).values({
    userId,
    kind: "vault",
    chainId: setup.chainId,
    contract: lower(vault),
    wallet: lower(user),
    amount: open.vaultAmount,
    validUntilBlock,
  });
  return {
    signature,
    validUntilBlock,
    streamId: open.streamId,
    contract: vault,
    chain_id: setup.chainId,
    vaultAmount: open.vaultAmount.toString(),
  };
}
