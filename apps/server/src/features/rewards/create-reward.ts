import { eq } from "drizzle-orm";
import { AppError, rewardFormSchema, type RewardView } from "@questhq/core";
import type { Db } from "../../db/client";
import type { Actor } from "../../lib/actor";
import { reward } from "../../db/schema/index";
import type { FormBody } from "../../lib/form-body";
import { sanitizeRichText } from "../../lib/html";
import { lockMissionForChange, touchMission } from "../missions/index";
import { toRewardView } from "../missions/index";
import { storeRewardAsset } from "./reward-asset";
import { REWARD_RULES, walletDeadlineRefusal } from "./reward-rules";

/** POST /rewards/ (form data with mission): a mission has exactly one reward. */
export async function createReward(db: Db, dataDir: string, actor: Actor, form: FormBody): Promise<RewardView> {
  const input = rewardFormSchema.parse(form.fields);
  const assetUrl = await storeRewardAsset(dataDir, form.files.reward_asset);
  return db.transaction(async (tx) => {
    const { row } = await lockMissionForChange(tx, input.mission, actor);
    const [existing] = await tx.select({ id: reward.id }).from(reward).where(eq(reward.missionId, row.id));
    if (existing) throw new AppError("conflict", REWARD_RULES.exists);
    const walletDeadline = input.wallet_deadline === null ? null : new Date(input.wallet_deadline);
    const late = walletDeadlineRefusal(walletDeadline, row.endsAt);
    if (late) throw new AppError("bad_request", late, { wallet_deadline: [late] });
    const [created] = await tx
      .insert(reward)
      .values({
        missionId: row.id,
        kind: input.kind,
        title: input.title,
        about: sanitizeRichText(input.about ?? ""),
        rewardAssetUrl: assetUrl,
        blockchainChainId: input.blockchain_chain_id,
        selectionProcess: input.selection_process,
        numberOfWinners: input.number_of_winners,
        winnerNextSteps: sanitizeRichText(input.winner_next_steps ?? ""),
        contractAddress: input.contract_address,
        tokenAllocation: input.token_allocation === null ? null : BigInt(input.token_allocation),
        walletDeadline,
      })
      .returning();
    await touchMission(tx, row.id);
    return toRewardView(created!);
  });
}
