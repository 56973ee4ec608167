import { randomBytes } from "node:crypto";
import type { Db } from "../../db/client";
import { verification } from "../../db/schema/index";
import { newSiweNonce } from "../../lib/siwe";

export const WALLET_NONCE_TTL_MS = 10 * 60_000;
export const walletNonceIdentifier = (nonce: string) => `wallet-link:${nonce}`;

/** "Prepare verification": a single-use nonce bound to the user and the address. */
export async function createWalletNonce(db: Db, userId: string, address: string): Promise<{ nonce: string }> {
  const nonce = newSiweNonce();
  await db.insert(verification).values({
    id: randomBytes(16).toString("hex"),
    identifier: walletNonceIdentifier(nonce),
    value: JSON.stringify({ userId, address: address.toLowerCase() }),
    expiresAt: new Date(Date.now() + WALLET_NONCE_TTL_MS),
  });
  return { nonce };
}
