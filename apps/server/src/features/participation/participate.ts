import { and, eq } from "drizzle-orm";
import { AppError, participateSchema, type ParticipateResult } from "@questhq/core";
import { objective, objectiveCompletion } from "../../db/schema/index";
import { isUuid, loadVisibleMission } from "../missions/index";
import { attemptVerification, scheduledRetry } from "./attempt-verification";
import { missionSubject } from "./mission-subject";
import { ensureParticipant } from "./ensure-participant";
import { networkHashOf } from "./network-hash";
import { buildParticipantView } from "./participant-view";
import { PARTICIPATION_MESSAGES, participationRefusal } from "./participation-rules";
import type { Deps } from "./verification-context";
import { userActor } from "../../lib/actor";

/**
 * POST /missions/{id}/participate/ { objective_id, action?, tx_hash?, client_signal? }.
 * objective_id -1 joins the mission from elsewhere (is_not_from_mission) without an objective.
 */
export async function participate(
  deps: Deps & { log?: { warn(o: object, m: string): void } },
  userId: string,
  missionRef: string,
  body: unknown,
  ip?: string,
): Promise<ParticipateResult> {
  const input = participateSchema.parse(body);
  const { row: m } = await loadVisibleMission(deps.db, missionRef, userActor(userId));
  const refusal = participationRefusal(m, new Date());
  if (refusal) throw new AppError("conflict", refusal);
  const network = () => networkHashOf(deps.env.AUTH_SECRET, m.id, ip);

  if (input.objective_id === -1 || input.objective_id === "-1") {
    await ensureParticipant(deps.db, m.id, userId, { isNotFromMission: true, networkHash: network() });
    return {
      objective: "-1",
      outcome: "completed",
      message: null,
      credits_awarded: 0,
      participant: await buildParticipantView(deps.db, deps.env, m, userId),
    };
  }
  const objectiveId = input.objective_id;
  if (!isUuid(objectiveId)) throw new AppError("not_found", PARTICIPATION_MESSAGES.objectiveNotFound);
  const [o] = await deps.db
    .select()
    .from(objective)
    .where(and(eq(objective.id, objectiveId), eq(objective.missionId, m.id)));
  if (!o) throw new AppError("not_found", PARTICIPATION_MESSAGES.objectiveNotFound);

  const [existing] = await deps.db
    .select()
    .from(objectiveCompletion)
    .where(and(eq(objectiveCompletion.objectiveId, o.id), eq(objectiveCompletion.userId, userId)));
  // A completion row implies the participant row; only a first attempt needs to create it.
  if (!existing) await ensureParticipant(deps.db, m.id, userId, { networkHash: network() });
  const result =
    scheduledRetry(existing) ??
    (await attemptVerification(deps, {
      userId,
      subject: missionSubject(deps.env, m, o, userId),
      input,
      existing: existing ?? null,
      log: deps.log,
    }));

  if (result.outcome === "needs_account") {
    throw new AppError("conflict", result.message, { provider: [result.provider] });
  }
  const participant = await buildParticipantView(deps.db, deps.env, m, userId);
  return {
    objective: o.id,
    outcome: result.outcome,
    message: result.outcome === "incomplete" || result.outcome === "pending" ? result.message : null,
    credits_awarded: result.outcome === "completed" ? result.credits : 0,
    participant,
  };
}
