import { and, asc, eq, inArray } from "drizzle-orm";
import { AppError, drawWinners, type DrawEntry } from "@questhq/core";
import type { Db } from "../../db/client";
import type { Env } from "../../env";
import { mission, missionDraw, missionDrawEntry, missionParticipant, reward, type MissionDraw } from "../../db/schema/index";
import { lockMissionForChange } from "../missions/mission-access";
import { areEntriesClosed } from "../participation/participation-rules";
import { ensureDraw } from "./ensure-draw";
import { freezeEntries } from "./freeze-entries";
import { queueWinnerNotices } from "./notify-winners";
import { resolveSeed } from "./randomness";

export const DRAW_MESSAGES = {
  entriesOpen: "Entries are still open. Draw winners after the mission ends.",
  alreadyDrawn: "Winners have already been drawn.",
  noReward: "This mission has no reward to draw winners for.",
  winnersTbd: "Set the number of winners of the reward before drawing.",
} as const;

const UPDATE_BATCH = 5_000;

export async function loadFrozenEntries(db: Db, missionId: string): Promise<DrawEntry[]> {
  const rows = await db
    .select({ id: missionDrawEntry.entrantId, weight: missionDrawEntry.weight })
    .from(missionDrawEntry)
    .where(eq(missionDrawEntry.missionId, missionId))
    .orderBy(asc(missionDrawEntry.position));
  return rows;
}

/**
 * POST /missions/{id}/draw/ (organization admins). Selection "All": every entrant wins.
 * Raffle: questhq-draw-v1 over the frozen list with the seed fixed before entries closed,
 * weighted by entry count, without replacement. Winners become Selected, the mission Completed, and each
 * winner's email is queued (notify-winners.ts).
 */
export async function drawMissionWinners(db: Db, env: Env, userId: string, missionId: string): Promise<MissionDraw> {
  // Authorization and state checks first, without holding locks during network calls.
  const { row: m } = await db.transaction((tx) => lockMissionForChange(tx, missionId, userId, "admin"));
  if (!areEntriesClosed(m, new Date())) throw new AppError("conflict", DRAW_MESSAGES.entriesOpen);
  const [r] = await db.select().from(reward).where(eq(reward.missionId, m.id));
  if (!r) throw new AppError("conflict", DRAW_MESSAGES.noReward);
  if (r.selectionProcess === "raffle" && r.numberOfWinners === null) throw new AppError("conflict", DRAW_MESSAGES.winnersTbd);
  const existing = await ensureDraw(db, env, m.id);
  if (existing.drawnAt) throw new AppError("conflict", DRAW_MESSAGES.alreadyDrawn);
  const frozen = await freezeEntries(db, env, m);
  const seed = await resolveSeed(env, frozen, m.blockchainChainId);
  const entries = await loadFrozenEntries(db, m.id);
  const winners = r.selectionProcess === "raffle" ? drawWinners({ entries, seed, winners: r.numberOfWinners! }) : entries.map((e) => e.id);

  return db.transaction(async (tx) => {
    await lockMissionForChange(tx, m.id, userId, "admin");
    const [draw] = await tx.select().from(missionDraw).where(eq(missionDraw.missionId, m.id)).for("update");
    if (draw!.drawnAt) throw new AppError("conflict", DRAW_MESSAGES.alreadyDrawn);
    const now = new Date();
    for (let i = 0; i < winners.length; i += UPDATE_BATCH) {
      await tx
        .update(missionParticipant)
        .set({ status: "Selected", selectedAt: now, updatedAt: now })
        .where(and(eq(missionParticipant.missionId, m.id), inArray(missionParticipant.id, winners.slice(i, i + UPDATE_BATCH))));
    }
    // Recorded with the winners themselves: a draw that commits has its emails queued, one per winner.
    await queueWinnerNotices(tx, m.id);
    await tx.update(mission).set({ status: "completed", updatedAt: now }).where(eq(mission.id, m.id));
    const [done] = await tx
      .update(missionDraw)
      .set({ seed, winners, numberOfWinners: r.selectionProcess === "raffle" ? r.numberOfWinners : winners.length, drawnAt: now, drawnByUserId: userId })
      .where(eq(missionDraw.missionId, m.id))
      .returning();
    return done!;
  });
}
