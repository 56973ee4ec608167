import { and, count, gte, inArray, ne, eq } from "drizzle-orm";
import { missionParticipant } from "../../db/schema/index";
import { countSinceVerifier, FINISHED_STATUSES } from "./history";
import { missionsCompletedMessage } from "./messages";

/**
 * questhq_missions_completed: the user finished (Completed, Entered or Selected) at least
 * number_of_missions missions whose participation changed since start_date. The mission holding
 * this objective never counts towards itself.
 */
export const verifyMissionsCompleted = countSinceVerifier(
  "number_of_missions",
  async (ctx, since) => {
    const [row] = await ctx.db
      .select({ n: count() })
      .from(missionParticipant)
      .where(
        and(
          eq(missionParticipant.userId, ctx.userId),
          inArray(missionParticipant.status, [...FINISHED_STATUSES]),
          ne(missionParticipant.missionId, ctx.mission.id),
          since ? gte(missionParticipant.updatedAt, since) : undefined,
        ),
      );
    return row?.n ?? 0;
  },
  missionsCompletedMessage,
  "missions_completed",
);
