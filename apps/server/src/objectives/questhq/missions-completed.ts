import { and, count, gte, inArray, ne, eq } from "drizzle-orm";
import { missionParticipant } from "../../db/schema/index";
import type { Verifier } from "../types";
import { FINISHED_STATUSES, NOT_SET_UP_MESSAGE, sinceDate, threshold } from "./history";
import { missionsCompletedMessage } from "./messages";

/**
 * questhq_missions_completed: the user finished (Completed, Entered or Selected) at least
 * number_of_missions missions whose participation changed since start_date. The mission holding
 * this objective never counts towards itself.
 */
export const verifyMissionsCompleted: Verifier = async (ctx) => {
  const needed = threshold(ctx.objective.values.number_of_missions);
  if (needed === null) return { status: "incomplete", message: NOT_SET_UP_MESSAGE };
  const since = sinceDate(ctx.objective.values.start_date);
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
  const done = row?.n ?? 0;
  if (done < needed) return { status: "incomplete", message: missionsCompletedMessage(done, needed, since) };
  return { status: "completed", evidence: { missions_completed: done, since: since?.toISOString() ?? null } };
};
