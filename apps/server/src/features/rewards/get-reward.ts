import { eq } from "drizzle-orm";
import { AppError, type RewardView } from "@questhq/core";
import type { Db } from "../../db/client";
import { reward } from "../../db/schema/index";
import { loadVisibleMission } from "../missions/index";
import { toRewardView } from "../missions/index";

export const NO_REWARD = "This mission has no reward yet.";

export async function getMissionReward(db: Db, idOrSlug: string, viewerId: string | null): Promise<RewardView> {
  const { row } = await loadVisibleMission(db, idOrSlug, viewerId);
  const [r] = await db.select().from(reward).where(eq(reward.missionId, row.id));
  if (!r) throw new AppError("not_found", NO_REWARD);
  return toRewardView(r);
}
