import { eq } from "drizzle-orm";
import { AppError, type RewardView } from "@questhq/core";
import type { Db } from "../../db/client";
import type { Actor } from "../../lib/actor";
import { reward } from "../../db/schema/index";
import { loadVisibleMission } from "../missions/index";
import { toRewardView } from "../missions/index";

export const NO_REWARD = "This mission has no reward yet.";

export async function getMissionReward(db: Db, idOrSlug: string, viewer: Actor | null): Promise<RewardView> {
  const { row } = await loadVisibleMission(db, idOrSlug, viewer);
  const [r] = await db.select().from(reward).where(eq(reward.missionId, row.id));
  if (!r) throw new AppError("not_found", NO_REWARD);
  return toRewardView(r);
}
