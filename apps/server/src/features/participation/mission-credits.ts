import { eq } from "drizzle-orm";
import { DEFAULT_OBJECTIVE_CREDITS, getChainById, missionCreditType, type MissionCreditType } from "@questhq/core";
import type { Env } from "../../env";
import type { Db } from "../../db/client";
import { reward } from "../../db/schema/index";

/** The mission's credit type comes from its reward: allowlist, NFT mint on a mainnet or a testnet. */
export async function missionCreditTypeOf(db: Db, missionId: string): Promise<MissionCreditType> {
  const [r] = await db
    .select({ kind: reward.kind, chainId: reward.blockchainChainId })
    .from(reward)
    .where(eq(reward.missionId, missionId));
  if (!r) return "default";
  return missionCreditType(r.kind, getChainById(r.chainId)?.isTestnet ?? false);
}

export type CreditTable = Readonly<Record<MissionCreditType, number>>;

/** Credits per mission type: core's defaults, overridden by OBJECTIVE_CREDITS. */
export function creditTable(env: Pick<Env, "OBJECTIVE_CREDITS"> | undefined): CreditTable {
  return { ...DEFAULT_OBJECTIVE_CREDITS, ...(env?.OBJECTIVE_CREDITS ?? {}) };
}
