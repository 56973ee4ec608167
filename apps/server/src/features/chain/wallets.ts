import { and, eq, sql } from "drizzle-orm";
import { getAddress, type Address } from "viem";
import { AppError, STAKING_MESSAGES } from "@questhq/core";
import type { Db } from "../../db/client";
import { walletAddress } from "../../db/schema/index";

/** The account's primary wallet (checksummed); signatures are only ever made out to it. */
export async function requirePrimaryWallet(db: Db, userId: string): Promise<Address> {
  const [row] = await db
    .select({ address: walletAddress.address })
    .from(walletAddress)
    .where(and(eq(walletAddress.userId, userId), eq(walletAddress.isPrimary, true)))
    .limit(1);
  if (!row) throw new AppError("bad_request", STAKING_MESSAGES.noWallet);
  return getAddress(row.address);
}

/** Every wallet linked to the account, lowercase. */
export async function userWallets(db: Db, userId: string): Promise<Address[]> {
  const rows = await db
    .selectDistinct({ address: sql<string>`lower(${walletAddress.address})` })
    .from(walletAddress)
    .where(eq(walletAddress.userId, userId));
  return rows.map((r) => r.address as Address);
}

/** The account a wallet belongs to (addresses compare case-insensitively), or null. */
export async function userIdOfWallet(db: Db, wallet: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: walletAddress.userId })
    .from(walletAddress)
    .where(sql`lower(${walletAddress.address}) = ${wallet.toLowerCase()}`)
    .limit(1);
  return row?.userId ?? null;
}
