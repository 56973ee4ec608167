import { and, eq, inArray, sql } from "drizzle-orm";
import { stakedNftBoosterHundredths, type Hundredths } from "@questhq/core";
import type { Db } from "../../db/client";
import { nftStake } from "../../db/schema/index";
import { userWallets } from "./wallets";

export type NftStakeCountsAnswer = { member: number; whale: number; boosterHundredths: Hundredths };

/** GET /seasons/nft-stake: membership keys staked (confirmed on chain) across the account's wallets. */
export async function nftStakeCounts(db: Db, chainId: number, userId: string): Promise<NftStakeCountsAnswer> {
  const wallets = await userWallets(db, userId);
  if (wallets.length === 0) return { member: 0, whale: 0, boosterHundredths: 0 };
  const [row] = await db
    .select({
      member: sql<string>`coalesce(sum(${nftStake.memberCount}), 0)`,
      whale: sql<string>`coalesce(sum(${nftStake.whaleCount}), 0)`,
    })
    .from(nftStake)
    .where(and(eq(nftStake.chainId, chainId), inArray(nftStake.wallet, wallets)));
  const member = Number(row?.member ?? 0);
  const whale = Number(row?.whale ?? 0);
  return { member, whale, boosterHundredths: stakedNftBoosterHundredths({ member, whale }) };
}
