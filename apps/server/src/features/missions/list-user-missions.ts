import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { UserMissionView } from "@questhq/core";
import type { Db } from "../../db/client";
import { mission, missionParticipant, objectiveCompletion } from "../../db/schema/index";
import { toMissionCards } from "./mission-view";

/**
 * GET /users/missions: the missions the user has joined, most recent first (limit/offset:
 * docs/product/missions.md#calls).
 */
export async function listUserMissions(
  db: Db,
  userId: string,
  limit: number,
  offset: number,
): Promise<{ data: UserMissionView[]; total: number }> {
  const [joined, total] = await Promise.all([
    db
      .select({ p: missionParticipant, m: mission })
      .from(missionParticipant)
      .innerJoin(mission, eq(mission.id, missionParticipant.missionId))
      .where(eq(missionParticipant.userId, userId))
      .orderBy(desc(missionParticipant.createdAt), desc(missionParticipant.id))
      .limit(limit)
      .offset(offset),
    db.$count(missionParticipant, eq(missionParticipant.userId, userId)),
  ]);
  const cards = await toMissionCards(
    db,
    joined.map((j) => j.m),
  );
  const ids = joined.map((j) => j.m.id);
  const earned = ids.length
    ? await db
        .select({
          missionId: objectiveCompletion.missionId,
          credits: sql<number>`coalesce(sum(${objectiveCompletion.creditsAwarded}), 0)::int`,
        })
        .from(objectiveCompletion)
        .where(and(eq(objectiveCompletion.userId, userId), inArray(objectiveCompletion.missionId, ids)))
        .groupBy(objectiveCompletion.missionId)
    : [];
  const creditsOf = new Map(earned.map((e) => [e.missionId, e.credits]));
  const data = joined.map(({ p, m }, i) => ({
    ...cards[i]!,
    user_status: p.status,
    completed_objectives: p.completedObjectiveIds,
    joined_at: p.createdAt.toISOString(),
    credits_earned: creditsOf.get(m.id) ?? 0,
    entry_count: p.entryCount,
  }));
  return { data, total };
}
