import { eq } from "drizzle-orm";
import { AppError } from "@questhq/core";
import type { Db } from "../../db/client";
import type { Actor } from "../../lib/actor";
import { reward } from "../../db/schema/index";
import { touchMission } from "../missions/index";
import { lockRewardForChange } from "../missions/index";
import { canDeleteReward } from "./reward-rules";

/** DELETE /rewards/{id}/: only while the mission is a draft. */
export async function deleteReward(db: Db, actor: Actor, rewardId: string): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const { current, mission } = await lockRewardForChange(tx, rewardId, actor);
    const refusal = canDeleteReward(mission.status);
    if (refusal) throw new AppError("conflict", refusal);
    await tx.delete(reward).where(eq(reward.id, current.id));
    await touchMission(tx, mission.id);
    return { id: current.id };
  });
}
