import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { mission, missionParticipant, type MissionParticipant } from "../../db/schema/index";

/**
 * The user's participant row, created as Started on first contact (and counted once in the
 * mission's participant_count). Safe under concurrency: the unique index decides who inserts.
 */
export async function ensureParticipant(
  tx: Db,
  missionId: string,
  userId: string,
  isNotFromMission = false,
): Promise<MissionParticipant> {
  const inserted = await tx
    .insert(missionParticipant)
    .values({ missionId, userId, status: "Started", isNotFromMission })
    .onConflictDoNothing({ target: [missionParticipant.missionId, missionParticipant.userId] })
    .returning();
  if (inserted[0]) {
    await tx
      .update(mission)
      .set({ participantCount: sql`${mission.participantCount} + 1` })
      .where(eq(mission.id, missionId));
    return inserted[0];
  }
  const [existing] = await tx
    .select()
    .from(missionParticipant)
    .where(and(eq(missionParticipant.missionId, missionId), eq(missionParticipant.userId, userId)));
  if (existing && existing.status === "Not Started") {
    const [moved] = await tx
      .update(missionParticipant)
      .set({ status: "Started", updatedAt: new Date() })
      .where(eq(missionParticipant.id, existing.id))
      .returning();
    return moved!;
  }
  return existing!;
}
