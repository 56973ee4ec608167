import { eq } from "drizzle-orm";
import { AppError, type MissionView } from "@questhq/core";
import type { Db } from "../../db/client";
import { mission } from "../../db/schema/index";
import { ARCHIVED_FROZEN, lockMissionForChange } from "./mission-access";
import { toMissionView } from "./mission-view";
import { ALREADY_ARCHIVED } from "./lifecycle-rules";

/** Irreversible (§4): only organization admins may archive; a second archive is refused. */
export async function archiveMission(db: Db, userId: string, missionId: string): Promise<MissionView> {
  return db.transaction(async (tx) => {
    const { row, role } = await lockMissionForChange(tx, missionId, userId, "admin").catch((err: unknown) => {
      if (err instanceof AppError && err.message === ARCHIVED_FROZEN) throw new AppError("conflict", ALREADY_ARCHIVED);
      throw err;
    });
    const now = new Date();
    const [updated] = await tx
      .update(mission)
      .set({ status: "archived", archivedAt: now, updatedAt: now })
      .where(eq(mission.id, row.id))
      .returning();
    return toMissionView(tx, updated!, role);
  });
}
