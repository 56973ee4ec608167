import { and, eq, inArray } from "drizzle-orm";
import { weeklyChallengeAward } from "@questhq/core";
import type { Db } from "../../db/client";
import { challengeCompletion } from "../../db/schema/index";

/** The user's completed challenges of a week and the stars they make. */
export async function weekStars(
  db: Db,
  weekId: string,
  userId: string,
): Promise<{ completedIds: string[]; stars: number }> {
  const done = await db
    .select({ id: challengeCompletion.challengeId })
    .from(challengeCompletion)
    .where(
      and(
        eq(challengeCompletion.weekId, weekId),
        eq(challengeCompletion.userId, userId),
        inArray(challengeCompletion.status, ["completed", "skipped"]),
      ),
    );
  return { completedIds: done.map((d) => d.id), stars: weeklyChallengeAward(done.length).stars };
}
