import { and, count, eq, gte, sql } from "drizzle-orm";
import { objectiveCompletion } from "../../db/schema/index";
import { countSinceVerifier } from "./history";
import { objectivesCompletedMessage } from "./messages";

/**
 * questhq_objectives_completed: at least number_of_objectives objectives verified as completed
 * since start_date, in any mission (this one included: its other objectives are real work).
 * Skipped objectives (paid with $HQ) are not completed and do not count.
 */
export const verifyObjectivesCompleted = countSinceVerifier(
  "number_of_objectives",
  async (ctx, since) => {
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
    return row?.n ?? 0;
  },
  objectivesCompletedMessage,
  "objectives_completed",
);
