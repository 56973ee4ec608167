import { and, count, eq, gte, sql } from "drizzle-orm";
import { objectiveCompletion } from "../../db/schema/index";
import type { Verifier } from "../types";
import { NOT_SET_UP_MESSAGE, sinceDate, threshold } from "./history";
import { objectivesCompletedMessage } from "./messages";

/**
 * questhq_objectives_completed: at least number_of_objectives objectives verified as completed
 * since start_date, in any mission (this one included: its other objectives are real work).
 * Skipped objectives (paid with $HQ) are not completed and do not count.
 */
export const verifyObjectivesCompleted: Verifier = async (ctx) => {
  const needed = threshold(ctx.objective.values.number_of_objectives);
  if (needed === null) return { status: "incomplete", message: NOT_SET_UP_MESSAGE };
  const since = sinceDate(ctx.objective.values.start_date);
  const completedAt = sql`coalesce(${objectiveCompletion.completedAt}, ${objectiveCompletion.updatedAt})`;
  const [row] = await ctx.db
    .select({ n: count() })
    .from(objectiveCompletion)
    .where(
      and(
        eq(objectiveCompletion.userId, ctx.userId),
        eq(objectiveCompletion.status, "completed"),
        since ? gte(completedAt, since) : undefined,
      ),
    );
  const done = row?.n ?? 0;
  if (done < needed) return { status: "incomplete", message: objectivesCompletedMessage(done, needed, since) };
  return { status: "completed", evidence: { objectives_completed: done, since: since?.toISOString() ?? null } };
};
