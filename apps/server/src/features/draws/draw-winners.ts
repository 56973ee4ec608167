import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { AppError, drawWinners, type DrawEntry } from "@questhq/core";
import type { Db } from "../../db/client";
import type { Env } from "../../env";
import {
  mission,
  missionDraw,
  missionDrawEntry,
  missionParticipant,
  reward,
  type MissionDraw,
  type Reward,
} from "../../db/schema/index";
import { lockMissionForChange } from "../missions/index";
import { areEntriesClosed } from "../participation/index";
import { ensureDraw } from "../missions/index";
import { freezeEntries } from "./freeze-entries";
import { notifyDrawOutcome } from "./notify-draw-outcome";
import { resolveSeed } from "./randomness";
import { newRewardCode, REWARD_CODE_KINDS } from "./reward-code";
import { emitDrawCompleted } from "../webhooks/index";
import { userActor } from "../../lib/actor";

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
  const { row: m } = await db.transaction((tx) => lockMissionForChange(tx, missionId, userActor(userId), "admin"));
  if (!areEntriesClosed(m, new Date())) throw new AppError("conflict", DRAW_MESSAGES.entriesOpen);
  const [r] = await db.select().from(reward).where(eq(reward.missionId, m.id));
  if (!r) throw new AppError("conflict", DRAW_MESSAGES.noReward);
  if (r.selectionProcess === "raffle" && r.numberOfWinners === null)
    throw new AppError("conflict", DRAW_MESSAGES.winnersTbd);
  const existing = await ensureDraw(db, env, m.id);
  if (existing.drawnAt) throw new AppError("conflict", DRAW_MESSAGES.alreadyDrawn);
  const frozen = await freezeEntries(db, env, m);
  const seed = await resolveSeed(env, frozen, m.blockchainChainId);
  const entries = await loadFrozenEntries(db, m.id);
  const winners =
    r.selectionProcess === "raffle"
      ? drawWinners({ entries, seed, winners: r.numberOfWinners! })
      : entries.map((e) => e.id);

  return db.transaction(async (tx) => {
    await lockMissionForChange(tx, m.id, userActor(userId), "admin");
    return recordWinners(tx, { missionId: m.id, reward: r, seed, winners, userId, at: new Date(), notify: true });
  });
}

/**
 * The draw's outcome in one transaction: winners become Selected (each with a reward code when the reward is delivered
 * off chain), the mission Completed, the draw row holds the seed and the winners (each winner's email queued when
 * `notify`). The draw row is locked, so a second draw of the same mission waits and is refused. Used by the
 * organizer's draw and by the demo seed's draws of ended missions.
 */
export async function recordWinners(
  tx: Db,
  o: {
    missionId: string;
    reward: Pick<Reward, "kind" | "selectionProcess" | "numberOfWinners">;
    seed: string;
    winners: string[];
    userId: string;
    at: Date;
    notify: boolean;
  },
): Promise<MissionDraw> {
  const [draw] = await tx.select().from(missionDraw).where(eq(missionDraw.missionId, o.missionId)).for("update");
  if (!draw) throw new Error("the draw row is created before entries freeze");
  if (draw.drawnAt) throw new AppError("conflict", DRAW_MESSAGES.alreadyDrawn);
  const hasCodes = REWARD_CODE_KINDS.includes(o.reward.kind);
  for (let i = 0; i < o.winners.length; i += UPDATE_BATCH) {
    const batch = o.winners.slice(i, i + UPDATE_BATCH);
    await tx
      .update(missionParticipant)
      .set({ status: "Selected", selectedAt: o.at, updatedAt: o.at })
      .where(and(eq(missionParticipant.missionId, o.missionId), inArray(missionParticipant.id, batch)));
    if (hasCodes) await giveRewardCodes(tx, o.missionId, batch);
  }
  // Recorded with the winners themselves: a draw that commits has every entrant's notification written and each
  // winner's email queued.
  await notifyDrawOutcome(tx, o.missionId, o.notify);
  await tx.update(mission).set({ status: "completed", updatedAt: o.at }).where(eq(mission.id, o.missionId));
  const numberOfWinners = o.reward.selectionProcess === "raffle" ? o.reward.numberOfWinners : o.winners.length;
  const [done] = await tx
    .update(missionDraw)
    .set({ seed: o.seed, winners: o.winners, numberOfWinners, drawnAt: o.at, drawnByUserId: o.userId })
    .where(eq(missionDraw.missionId, o.missionId))
    .returning();
  await emitDrawCompleted(tx, o.missionId, done!);
  return done!;
}

/** One fresh code per winner of the batch, in one statement (a VALUES list of participant id and code). */
async function giveRewardCodes(tx: Db, missionId: string, winners: string[]): Promise<void> {
  if (winners.length === 0) return;
  const rows = sql.join(
    winners.map((id) => sql`(${id}::uuid, ${newRewardCode()})`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${missionParticipant} set reward_code = codes.code
    from (values ${rows}) as codes(id, code)
    where ${missionParticipant.id} = codes.id and ${missionParticipant.missionId} = ${missionId}`);
}
