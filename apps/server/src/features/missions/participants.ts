import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { missionParticipant } from "../../db/schema/index";

/** Whether anyone has started the mission: from then on its requirements are frozen. */
export async function hasParticipants(db: Db, missionId: string): Promise<boolean> {
  const [row] = await db
    .select({ x: sql<number>`1` })
    .from(missionParticipant)
    .where(eq(missionParticipant.missionId, missionId))
    .limit(1);
  return row !== undefined;
}
