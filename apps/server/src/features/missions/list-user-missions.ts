import { desc, eq, inArray } from "drizzle-orm";
import type { UserMissionView } from "@questhq/core";
import type { Db } from "../../db/client";
import { mission, missionParticipant } from "../../db/schema/index";
import { toMissionCards } from "./mission-view";

/** GET /users/missions: the missions the user has joined, most recent first (limit/offset per §7). */
export async function listUserMissions(db: Db, userId: string, limit: number, offset: number): Promise<{ data: UserMissionView[]; total: number }> {
  const joined = await db
    .select()
    .from(missionParticipant)
    .where(eq(missionParticipant.userId, userId))
    .orderBy(desc(missionParticipant.createdAt), desc(missionParticipant.id))
    .limit(limit)
    .offset(offset);
  const total = (await db.$count(missionParticipant, eq(missionParticipant.userId, userId))) as number;
  if (joined.length === 0) return { data: [], total };
  const rows = await db.select().from(mission).where(inArray(mission.id, joined.map((j) => j.missionId)));
  const cards = new Map((await toMissionCards(db, rows)).map((c) => [c.id, c]));
  const data = joined.flatMap((j) => {
    const card = cards.get(j.missionId);
    return card ? [{ ...card, user_status: j.status, completed_objectives: j.completedObjectiveIds, joined_at: j.createdAt.toISOString() }] : [];
  });
  return { data, total };
}
