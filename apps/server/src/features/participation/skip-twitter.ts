import { and, eq, inArray } from "drizzle-orm";
import { AppError, SKIP_OBJECTIVES_COST_HQ, discountedSkipCost, type ParticipantView } from "@questhq/core";
import type { Db } from "../../db/client";
import { mission, objective, objectiveCompletion } from "../../db/schema/index";
import { loadVisibleMission } from "../missions/index";
import { ensureParticipant } from "./ensure-participant";
import { networkHashOf } from "./network-hash";
import { debitHq, hqUnits } from "../ledger/index";
import type { Env } from "../../env";
import { perksOf } from "../membership/index";
import { buildParticipantView } from "./participant-view";
import { PARTICIPATION_MESSAGES, participationRefusal } from "./participation-rules";
import { refreshParticipantProgress } from "./record-outcome";
import { userActor } from "../../lib/actor";

export type SkipResult = { objectives_skipped: number; cost: number; participant: ParticipantView };

/**
 * POST /missions/{id}/skip_twitter/: the user's Twitter/X objectives not yet completed are
 * marked skipped for 10 $HQ each (no credits: skipping is paid, not earned). The set of skipped
 * objectives is part of the ledger key, so a retried request pays once.
 */
export async function skipTwitter(
  db: Db,
  env: Pick<Env, "TIER_ENTITLEMENTS" | "AUTH_SECRET">,
  userId: string,
  missionRef: string,
  ip?: string,
): Promise<SkipResult> {
  const { row: visible } = await loadVisibleMission(db, missionRef, userActor(userId));
  const { perks } = await perksOf(db, env, userId);
  const result = await db.transaction(async (tx) => {
    const [m] = await tx.select().from(mission).where(eq(mission.id, visible.id)).for("share");
    const refusal = participationRefusal(m!, new Date());
    if (refusal) throw new AppError("conflict", refusal);
    const participant = await ensureParticipant(tx, m!.id, userId, {
      networkHash: networkHashOf(env.AUTH_SECRET, m!.id, ip),
    });
    const twitter = await tx
      .select({ id: objective.id })
      .from(objective)
      .where(and(eq(objective.missionId, m!.id), eq(objective.provider, "twitter")));
    if (twitter.length === 0) throw new AppError("conflict", PARTICIPATION_MESSAGES.nothingToSkip);
    const done = await tx
      .select({ id: objectiveCompletion.objectiveId })
      .from(objectiveCompletion)
      .where(
        and(
          eq(objectiveCompletion.userId, userId),
          inArray(
            objectiveCompletion.objectiveId,
            twitter.map((t) => t.id),
          ),
          inArray(objectiveCompletion.status, ["completed", "skipped"]),
        ),
      )
      .for("update");
    const doneIds = new Set(done.map((d) => d.id));
    const open = twitter
      .map((t) => t.id)
      .filter((id) => !doneIds.has(id))
      .sort();
    if (open.length === 0) throw new AppError("conflict", PARTICIPATION_MESSAGES.nothingToSkip);
    // The tier's discount (Member, Pro, Whale) applies to the whole skip.
    const cost = discountedSkipCost(open.length, SKIP_OBJECTIVES_COST_HQ, perks.skipDiscountPercent);
    await debitHq(tx, userId, hqUnits(cost), `skip_twitter:${m!.id}`, `skip:${participant.id}:${open.join(",")}`);
    const now = new Date();
    for (const objectiveId of open) {
      await tx
        .insert(objectiveCompletion)
        .values({ missionId: m!.id, objectiveId, userId, status: "skipped", completedAt: now })
        .onConflictDoUpdate({
          target: [objectiveCompletion.objectiveId, objectiveCompletion.userId],
          set: { status: "skipped", completedAt: now, nextAttemptAt: null, lastError: null, updatedAt: now },
        });
    }
    await refreshParticipantProgress(tx, m!.id, userId);
    return { count: open.length, cost };
  });
  return {
    objectives_skipped: result.count,
    cost: result.cost,
    participant: await buildParticipantView(db, env, visible, userId),
  };
}
