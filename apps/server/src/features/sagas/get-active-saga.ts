import { and, asc, eq } from "drizzle-orm";
import {
  queuedVerificationMessage,
  type ActiveSaga,
  type ChallengeObjective,
  type ChallengeStatus,
} from "@questhq/core";
import type { Db } from "../../db/client";
import { challengeCompletion, weeklyChallenge, type ChallengeCompletion } from "../../db/schema/index";
import { queuedAhead } from "../participation/index";
import { currentWeekOf, findActiveSaga, sagaSummary, sagaWeeks, weekSummary } from "./load-saga";

/** GET /seasons/active: the running Saga, its current week and that week's challenges with the caller's progress. */
export async function getActiveSaga(db: Db, userId: string | null, now = new Date()): Promise<ActiveSaga> {
  const s = await findActiveSaga(db, now);
  if (!s) return null;
  const weeks = await sagaWeeks(db, s.id);
  const week = currentWeekOf(weeks, now);
  const next = weeks.find((w) => w.startsAt > now) ?? null;
  const base = {
    season: sagaSummary(s),
    week: week ? weekSummary(week) : null,
    next_week_starts_at: next?.startsAt.toISOString() ?? null,
  };
  if (!week) return { ...base, objectives: [], completed_objectives: [] };
  const challenges = await db
    .select()
    .from(weeklyChallenge)
    .where(eq(weeklyChallenge.weekId, week.id))
    .orderBy(asc(weeklyChallenge.position));
  const progress = userId
    ? await db
        .select()
        .from(challengeCompletion)
        .where(and(eq(challengeCompletion.weekId, week.id), eq(challengeCompletion.userId, userId)))
    : [];
  const byChallenge = new Map(progress.map((p) => [p.challengeId, p]));
  const positions = new Map<string, number>();
  for (const p of progress)
    if (p.status === "pending" && p.queueKey && p.queuedAt && p.nextAttemptAt)
      positions.set(p.id, 1 + (await queuedAhead(db, challengeCompletion, p.queueKey, p.queuedAt, p.id)));
  const objectives: ChallengeObjective[] = challenges.map((c) => {
    const p = byChallenge.get(c.id);
    const position = p ? (positions.get(p.id) ?? null) : null;
    const waiting = p?.status === "pending" ? p.nextAttemptAt : null;
    return {
      id: c.id,
      template: c.template,
      provider: c.provider,
      position: c.position,
      credits: c.credits,
      form_fields: Object.entries(c.values as Record<string, unknown>).map(([name, value]) => ({ name, value })),
      status: challengeStatus(p),
      // A queued one's estimate is worked out now, so it shrinks as the wait goes by.
      message:
        position !== null && waiting
          ? queuedVerificationMessage(waiting.getTime() - now.getTime())
          : p && (p.status === "pending" || p.status === "failed")
            ? p.lastError
            : null,
      next_attempt_at: waiting?.toISOString() ?? null,
      queue_position: position,
    };
  });
  return {
    ...base,
    objectives,
    completed_objectives: objectives.filter((o) => o.status === "completed").map((o) => o.id),
  };
}

export function challengeStatus(p: ChallengeCompletion | undefined): ChallengeStatus {
  if (!p) return "incomplete";
  return p.status === "skipped" ? "completed" : p.status;
}
