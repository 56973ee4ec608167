import { eq } from "drizzle-orm";
import type { MissionView } from "@questhq/core";
import type { Db } from "../../db/client";
import type { Actor } from "../../lib/actor";
import { mission } from "../../db/schema/index";
import { lockMissionForChange } from "./mission-access";
import { toMissionView } from "./mission-view";
import { ALREADY_ARCHIVED } from "./lifecycle-rules";

/**
 * Irreversible (docs/product/missions.md#archiving): only organization admins may archive; a second archive is refused.
 */
export async function archiveMission(db: Db, actor: Actor, missionId: string): Promise<MissionView> {
  return db.transaction(async (tx) => {
    const { row, role } = await lockMissionForChange(tx, missionId, actor, "admin", ALREADY_ARCHIVED);
    const now = new Date();
    const [updated] = await tx
      .update(mission)
      .set({ status: "archived", archivedAt: now, updatedAt: now })
      .where(eq(mission.id, row.id))
      .returning();
    return toMissionView(tx, updated!, role);
  });
}
