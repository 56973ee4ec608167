import { eq } from "drizzle-orm";
import { AppError, rewardUpdateSchema, type RewardView } from "@questhq/core";
import type { Db } from "../../db/client";
import type { Actor } from "../../lib/actor";
import { reward } from "../../db/schema/index";
import type { FormBody } from "../../lib/form-body";
import { sanitizeRichText } from "../../lib/html";
import { touchMission } from "../missions/index";
import { hasParticipants } from "../missions/index";
import { toRewardView } from "../missions/index";
import { storeRewardAsset } from "./reward-asset";
import { lockRewardForChange } from "../missions/index";
import { canChangeReward, walletDeadlineRefusal } from "./reward-rules";

export const REWARD_MOVED = "A reward cannot move to another mission.";

/** PUT /rewards/{id}/ (form data with mission): fields left out keep their value. */
export async function updateReward(
  db: Db,
  dataDir: string,
  actor: Actor,
  rewardId: string,
  form: FormBody,
): Promise<RewardView> {
  const input = rewardUpdateSchema.parse(form.fields);
  const assetUrl = await storeRewardAsset(dataDir, form.files.reward_asset);
  return db.transaction(async (tx) => {
    const { current, mission } = await lockRewardForChange(tx, rewardId, actor);
    if (input.mission !== current.missionId) throw new AppError("conflict", REWARD_MOVED, { mission: [REWARD_MOVED] });
    const next = {
      kind: input.kind ?? current.kind,
      blockchainChainId: input.blockchain_chain_id ?? current.blockchainChainId,
      selectionProcess: input.selection_process ?? current.selectionProcess,
    };
    const refusal = canChangeReward(
      { status: mission.status, hasParticipants: await hasParticipants(tx, mission.id) },
      current,
      next,
    );
    if (refusal) throw new AppError("conflict", refusal);
    const walletDeadline = input.wallet_deadline == null ? input.wallet_deadline : new Date(input.wallet_deadline);
    const late = walletDeadline ? walletDeadlineRefusal(walletDeadline, mission.endsAt) : null;
    if (late) throw new AppError("bad_request", late, { wallet_deadline: [late] });
    const [saved] = await tx
      .update(reward)
      .set({
        ...next,
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.about !== undefined ? { about: sanitizeRichText(input.about) } : {}),
        ...(input.number_of_winners !== undefined ? { numberOfWinners: input.number_of_winners } : {}),
        ...(input.winner_next_steps !== undefined
          ? { winnerNextSteps: sanitizeRichText(input.winner_next_steps) }
          : {}),
        ...(assetUrl ? { rewardAssetUrl: assetUrl } : {}),
        ...(walletDeadline !== undefined ? { walletDeadline } : {}),
        ...(input.contract_address !== undefined ? { contractAddress: input.contract_address } : {}),
        ...(input.token_allocation !== undefined
          ? { tokenAllocation: input.token_allocation === null ? null : BigInt(input.token_allocation) }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(reward.id, current.id))
      .returning();
    await touchMission(tx, mission.id);
    return toRewardView(saved!);
  });
}
