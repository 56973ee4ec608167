import { randomBytes } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import { getAddress } from "viem";
import { AppError, type Wallet } from "@questhq/core";
import type { Db } from "../../db/client";
import { verification, walletAddress } from "../../db/schema/index";
import { refreshEnsName } from "../../lib/ens";
import { checkSiweMessage, verifySiweSignature, type SiweSettings } from "../../lib/siwe";
import { walletNonceIdentifier } from "./create-wallet-nonce";

export const WALLET_TAKEN_MESSAGE = "This wallet is already linked to another account.";

/**
 * "Attempt verification": the signed EIP-4361 message must carry a nonce this user asked for
 * (consumed here, so a replay fails), and the signature must be the address's. A wallet address
 * belongs to one account only; re-linking your own wallet is a no-op.
 */
export async function linkWallet(
  db: Db,
  userId: string,
  input: { message: string; signature: string },
  settings: SiweSettings,
): Promise<Wallet> {
  const msg = checkSiweMessage(input.message, settings);
  const [consumed] = await db
    .delete(verification)
    .where(and(eq(verification.identifier, walletNonceIdentifier(msg.nonce)), gt(verification.expiresAt, new Date())))
    .returning({ value: verification.value });
  if (!consumed)
    throw new AppError("unauthorized", "This wallet verification has expired or was already used. Please try again.");
  const bound = JSON.parse(consumed.value) as { userId: string; address: string };
  if (bound.userId !== userId || bound.address !== msg.address.toLowerCase()) {
    throw new AppError("unauthorized", "This wallet verification was made for another wallet or account.");
  }
  const ok = await verifySiweSignature(
    { message: input.message, signature: input.signature, address: msg.address, chainId: msg.chainId },
    settings,
  );
  if (!ok) throw new AppError("unauthorized", "The wallet signature is not valid.");

  const address = getAddress(msg.address);
  const linked = await db.transaction(async (tx) => {
    // Serialise links of one address so two accounts cannot both claim it.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${address.toLowerCase()}))`);
    const existing = await tx
      .select()
      .from(walletAddress)
      .where(sql`lower(${walletAddress.address}) = ${address.toLowerCase()}`);
    if (existing.some((w) => w.userId !== userId)) throw new AppError("wallet_taken", WALLET_TAKEN_MESSAGE);
    const sameChain = existing.find((w) => w.chainId === msg.chainId);
    const [hasAny] = await tx
      .select({ id: walletAddress.id })
      .from(walletAddress)
      .where(eq(walletAddress.userId, userId))
      .limit(1);
    const row =
      sameChain ??
      (
        await tx
          .insert(walletAddress)
          .values({
            id: randomBytes(16).toString("hex"),
            userId,
            address,
            chainId: msg.chainId,
            isPrimary: !hasAny,
          })
          .returning()
      )[0]!;
    return {
      address: row.address,
      chainId: row.chainId,
      isPrimary: row.isPrimary,
      createdAt: row.createdAt.toISOString(),
    };
  });
  if (linked.isPrimary) refreshEnsName(db, userId, address, settings.rpcUrls?.[1]);
  return linked;
}
