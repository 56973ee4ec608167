import { eq } from "drizzle-orm";
import { AppError, type MissionView } from "@questhq/core";
import type { Db } from "../../db/client";
import { mission, reward } from "../../db/schema/index";
import { lockMissionForChange } from "./mission-access";
import { objectiveCount, toMissionView } from "./mission-view";
import { publishProblems } from "./lifecycle-rules";

export async function publishMission(db: Db, userId: string, missionId: string): Promise<MissionView> {
  return db.transaction(async (tx) => {
    const { row, role } = await lockMissionForChange(tx, missionId, userId);
    const [count, [r]] = await Promise.all([
      objectiveCount(tx, missionId),
      tx.select({ id: reward.id }).from(reward).where(eq(reward.missionId, missionId)),
    ]);
    const now = new Date();
    const problems = publishProblems({ status: row.status, objectiveCount: count, hasReward: Boolean(r), startsAt: row.startsAt, endsAt: row.endsAt, now });
    if (problems.length > 0) throw new AppError("conflict", problems[0] as string, { _: problems });
    const [updated] = await tx
      .update(mission)
      .set({ status: "published", publishedAt: now, updatedAt: now })
      .where(eq(mission.id, missionId))
      .returning();
    return toMissionView(tx, updated!, role);
  });
}
