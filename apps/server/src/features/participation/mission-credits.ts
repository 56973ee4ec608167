import { eq } from "drizzle-orm";
import { getChainById, missionCreditType, type MissionCreditType } from "@questhq/core";
import type { Db } from "../../db/client";
import { reward } from "../../db/schema/index";

/** The mission's credit type comes from its reward: allowlist, NFT mint on a mainnet or a testnet. */
export async function missionCreditTypeOf(db: Db, missionId: string): Promise<MissionCreditType> {
  const [r] = await db.select({ kind: reward.kind, chainId: reward.blockchainChainId }).from(reward).where(eq(reward.missionId, missionId));
  if (!r) return "default";
  return missionCreditType(r.kind, getChainById(r.chainId)?.isTestnet ?? false);
}
