import { and, asc, eq, sql } from "drizzle-orm";
import { AppError } from "@questhq/core";
import type { Db } from "../../db/client";
import { walletAddress } from "../../db/schema/index";

/** Removes the address (on every chain) from the user; the oldest remaining wallet becomes primary. */
export async function unlinkWallet(db: Db, userId: string, address: string): Promise<{ removed: true }> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(walletAddress)
      .where(and(eq(walletAddress.userId, userId), sql`lower(${walletAddress.address}) = ${address.toLowerCase()}`))
      .returning({ isPrimary: walletAddress.isPrimary });
    if (removed.length === 0) throw new AppError("not_found", "This wallet is not linked to your account.");
    if (removed.some((w) => w.isPrimary)) {
      const [next] = await tx
        .select({ id: walletAddress.id, address: walletAddress.address })
        .from(walletAddress)
        .where(eq(walletAddress.userId, userId))
        .orderBy(asc(walletAddress.createdAt))
        .limit(1);
      if (next) {
        await tx
          .update(walletAddress)
          .set({ isPrimary: true })
          .where(and(eq(walletAddress.userId, userId), eq(walletAddress.address, next.address)));
      }
    }
    return { removed: true as const };
  });
}
