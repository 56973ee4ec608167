import { eq } from "drizzle-orm";
import { AppError } from "@questhq/core";
import type { Db } from "../../db/client";
import type { Env } from "../../env";
import { mission, type MissionDraw } from "../../db/schema/index";
import { lockMissionForChange } from "../missions/index";
import { areEntriesClosed } from "../participation/index";
import { freezeEntries } from "./freeze-entries";
import { userActor } from "../../lib/actor";

export const CLOSE_MESSAGES = {
  notLive: "Only a published mission's entries can be closed.",
  alreadyClosed: "Entries are already closed.",
} as const;

/** POST /missions/{id}/close/ (organization admins): ends entries now and freezes the entry list. */
export async function closeEntries(db: Db, env: Env, userId: string, missionId: string): Promise<MissionDraw> {
  const closed = await db.transaction(async (tx) => {
    const { row } = await lockMissionForChange(tx, missionId, userActor(userId), "admin");
    if (row.status !== "published" && row.status !== "paused") throw new AppError("conflict", CLOSE_MESSAGES.notLive);
    const now = new Date();
    if (areEntriesClosed(row, now)) throw new AppError("conflict", CLOSE_MESSAGES.alreadyClosed);
    const [updated] = await tx
      .update(mission)
      .set({ endsAt: now, status: "published", updatedAt: now })
      .where(eq(mission.id, row.id))
      .returning();
    return updated!;
  });
  return freezeEntries(db, env, closed);
}
