import { eq } from "drizzle-orm";
import { AppError, type MissionView } from "@questhq/core";
import type { Db } from "../../db/client";
import type { Actor } from "../../lib/actor";
import { mission } from "../../db/schema/index";
import { lockMissionForChange } from "./mission-access";
import { toMissionView } from "./mission-view";
import { pauseTarget } from "./lifecycle-rules";

/** Pause stops entries without ending the mission (docs/product/missions.md#pausing); resume undoes it. */
export async function setMissionPaused(
  db: Db,
  actor: Actor,
  missionId: string,
  action: "pause" | "resume",
): Promise<MissionView> {
  return db.transaction(async (tx) => {
    const { row, role } = await lockMissionForChange(tx, missionId, actor);
    const target = pauseTarget(row.status, action);
    if ("error" in target) throw new AppError("conflict", target.error);
    const [updated] = await tx
      .update(mission)
      .set({ status: target.next, updatedAt: new Date() })
      .where(eq(mission.id, missionId))
      .returning();
    return toMissionView(tx, updated!, role);
  });
}
