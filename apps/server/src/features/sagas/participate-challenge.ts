import { and, eq } from "drizzle-orm";
import { AppError, challengeParticipateSchema, SAGA_MESSAGES, type ChallengeParticipateResult } from "@questhq/core";
import { challengeCompletion, saga, sagaWeek, weeklyChallenge } from "../../db/schema/index";
import { isUuid } from "../missions/index";
import { attemptVerification, scheduledRetry } from "../participation/index";
import type { Deps } from "../participation/index";
import { challengeSubject } from "./challenge-subject";
import { weekStars } from "./week-stars";

/** POST /seasons/objectives/{id}/participate: verify one of this week's challenges with its provider. */
export async function participateChallenge(
  deps: Deps & { log?: { warn(o: object, m: string): void } },
  userId: string,
  challengeId: string,
  body: unknown,
): Promise<ChallengeParticipateResult> {
  const input = { ...challengeParticipateSchema.parse(body ?? {}), objective_id: challengeId };
  if (!isUuid(challengeId)) throw new AppError("not_found", SAGA_MESSAGES.challengeNotFound);
  const [found] = await deps.db
    .select({ challenge: weeklyChallenge, week: sagaWeek, saga })
    .from(weeklyChallenge)
    .innerJoin(sagaWeek, eq(sagaWeek.id, weeklyChallenge.weekId))
    .innerJoin(saga, eq(saga.id, sagaWeek.sagaId))
    .where(eq(weeklyChallenge.id, challengeId));
  if (!found) throw new AppError("not_found", SAGA_MESSAGES.challengeNotFound);
  const now = new Date();
  const isRunning = found.week.startsAt <= now && now < found.week.endsAt && now < found.saga.endsAt;
  if (!isRunning) throw new AppError("conflict", SAGA_MESSAGES.notActiveWeek);

  const [existing] = await deps.db
    .select()
    .from(challengeCompletion)
    .where(and(eq(challengeCompletion.challengeId, challengeId), eq(challengeCompletion.userId, userId)));
  const before = await weekStars(deps.db, found.week.id, userId);
  const subject = challengeSubject(deps.env, found.week, found.challenge, userId);
  const result =
    scheduledRetry(existing) ??
    (await attemptVerification(deps, { userId, subject, input, existing: existing ?? null, log: deps.log }));
  if (result.outcome === "needs_account")
    throw new AppError("conflict", result.message, { provider: [result.provider] });

  const after = await weekStars(deps.db, found.week.id, userId);
  return {
    objective: challengeId,
    outcome: result.outcome,
    message: result.outcome === "incomplete" || result.outcome === "pending" ? result.message : null,
    credits_awarded: result.outcome === "completed" ? result.credits : 0,
    completed_objectives: after.completedIds,
    week_stars: after.stars,
    new_star: after.stars > before.stars,
  };
}
