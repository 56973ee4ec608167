import { and, eq, inArray, sql } from "drizzle-orm";
import type { SagaAwards } from "@questhq/core";
import type { Db } from "../../db/client";
import { challengeCompletion, sagaBooster, weeklyChallenge } from "../../db/schema/index";
import { currentWeekOf, resolveSaga, sagaWeeks } from "./load-saga";

/** GET /seasons/awards: per started week, the challenges done, the stars and the booster they earned. */
export async function getAwards(db: Db, userId: string, slug?: string, now = new Date()): Promise<SagaAwards> {
  const s = await resolveSaga(db, slug, now);
  const weeks = (await sagaWeeks(db, s.id)).filter((w) => w.startsAt <= now);
  const current = currentWeekOf(weeks, now);
  if (weeks.length === 0) return { current_week: null, data: [] };
  const ids = weeks.map((w) => w.id);
  const totals = await db
    .select({ weekId: weeklyChallenge.weekId, n: sql<number>`count(*)::int` })
    .from(weeklyChallenge)
    .where(inArray(weeklyChallenge.weekId, ids))
    .groupBy(weeklyChallenge.weekId);
  const done = await db
    .select({ weekId: challengeCompletion.weekId, n: sql<number>`count(*)::int` })
    .from(challengeCompletion)
    .where(
      and(
        eq(challengeCompletion.userId, userId),
        inArray(challengeCompletion.weekId, ids),
        inArray(challengeCompletion.status, ["completed", "skipped"]),
      ),
    )
    .groupBy(challengeCompletion.weekId);
  // Star rows are keyed w{week}:s{level}; their count is the week's stars and their sum its booster.
  const stars = await db
    .select({
      week: sql<string>`split_part(${sagaBooster.period}, ':', 1)`,
      n: sql<number>`count(*)::int`,
      hundredths: sql<number>`sum(${sagaBooster.hundredths})::int`,
    })
    .from(sagaBooster)
    .where(and(eq(sagaBooster.sagaId, s.id), eq(sagaBooster.userId, userId), eq(sagaBooster.source, "stars")))
    .groupBy(sql`split_part(${sagaBooster.period}, ':', 1)`);
  const totalOf = new Map(totals.map((t) => [t.weekId, t.n]));
  const doneOf = new Map(done.map((d) => [d.weekId, d.n]));
  const starsOf = new Map(stars.map((r) => [r.week, r]));
  return {
    current_week: current?.weekNumber ?? null,
    data: weeks.map((w) => ({
      week: w.weekNumber,
      title: w.title,
      starts_at: w.startsAt.toISOString(),
      ends_at: w.endsAt.toISOString(),
      objectives_total: totalOf.get(w.id) ?? 0,
      objectives_completed: doneOf.get(w.id) ?? 0,
      stars: starsOf.get(`w${w.weekNumber}`)?.n ?? 0,
      booster_hundredths: starsOf.get(`w${w.weekNumber}`)?.hundredths ?? 0,
    })),
  };
}
