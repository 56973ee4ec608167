import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { membershipNft } from "../../../db/schema/index";
import { lower } from "../chain-setup";
import type { MembershipTransfer } from "./decode";

/**
 * A membership key changed hands: its owner is the receiver of its latest transfer. The row keeps the
 * transfer's position (block, log index) and only a later one replaces it, so applying a range twice, or
 * out of order, leaves the same owner.
 */
export async function applyMembershipTransfer(tx: Db, chainId: number, t: MembershipTransfer): Promise<void> {
  const values = {
    chainId,
    tokenId: t.args.tokenId.toString(),
    owner: lower(t.args.to),
    blockNumber: Number(t.blockNumber),
    logIndex: t.logIndex,
    updatedAt: new Date(),
  };
  await tx
    .insert(membershipNft)
    .values(values)
    .onConflictDoUpdate({
      target: [membershipNft.chainId, membershipNft.tokenId],
      set: {
        owner: values.owner,
        blockNumber: values.blockNumber,
        logIndex: values.logIndex,
        updatedAt: values.updatedAt,
      },
      setWhere: sql`(${membershipNft.blockNumber}, ${membershipNft.logIndex})
        < (${values.blockNumber}, ${values.logIndex})`,
    });
}
