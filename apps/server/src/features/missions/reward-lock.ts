import { eq } from "drizzle-orm";
import { AppError } from "@questhq/core";
import type { Db } from "../../db/client";
import type { Actor } from "../../lib/actor";
import { reward, type Mission, type Reward } from "../../db/schema/index";
import { isUuid, lockMissionForChange } from "./mission-access";

export const REWARD_NOT_FOUND = "Reward not found.";

export async function lockRewardForChange(
  tx: Db,
  rewardId: string,
  actor: Actor,
): Promise<{ current: Reward; mission: Mission }> {
  if (!isUuid(rewardId)) throw new AppError("not_found", REWARD_NOT_FOUND);
  const [found] = await tx.select({ missionId: reward.missionId }).from(reward).where(eq(reward.id, rewardId));
  if (!found) throw new AppError("not_found", REWARD_NOT_FOUND);
  const { row } = await lockMissionForChange(tx, found.missionId, actor);
  const [current] = await tx.select().from(reward).where(eq(reward.id, rewardId));
  if (!current) throw new AppError("not_found", REWARD_NOT_FOUND);
  return { current, mission: row };
}
