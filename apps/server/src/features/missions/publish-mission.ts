import { eq } from "drizzle-orm";
import { AppError, type MissionView } from "@questhq/core";
import type { Db } from "../../db/client";
import type { Actor } from "../../lib/actor";
import { mission, reward } from "../../db/schema/index";
import { lockMissionForChange } from "./mission-access";
import { objectiveCount, toMissionView } from "./mission-view";
import { publishProblems } from "./lifecycle-rules";
import { ensureDraw } from "./ensure-draw";
import type { Env } from "../../env";
import { emitMissionPublished } from "../webhooks/index";

/** Publishing also commits the draw's seed (features/draws): its hash is public before anyone enters. */
export async function publishMission(
  db: Db,
  actor: Actor,
  missionId: string,
  draws: Pick<Env, "DRAW_RANDOMNESS">,
): Promise<MissionView> {
  return db.transaction(async (tx) => {
    const { row, role } = await lockMissionForChange(tx, missionId, actor);
    const count = await objectiveCount(tx, missionId);
    const [r] = await tx.select({ id: reward.id }).from(reward).where(eq(reward.missionId, missionId));
    const now = new Date();
    const problems = publishProblems({
      status: row.status,
      objectiveCount: count,
      hasReward: Boolean(r),
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      now,
    });
    if (problems.length > 0) throw new AppError("conflict", problems[0] as string, { _: problems });
    const [updated] = await tx
      .update(mission)
      .set({ status: "published", publishedAt: now, updatedAt: now })
      .where(eq(mission.id, missionId))
      .returning();
    await ensureDraw(tx, draws, missionId);
    await emitMissionPublished(tx, missionId);
    return toMissionView(tx, updated!, role);
  });
}
