import { and, eq, gt, inArray, isNull, lte, sql } from "drizzle-orm";
import { canonicalEntries, entryListHash } from "@questhq/core";
import type { Db } from "../../db/client";
import type { Env } from "../../env";
import {
  mission,
  missionDraw,
  missionDrawEntry,
  missionParticipant,
  reward,
  type Mission,
  type MissionDraw,
} from "../../db/schema/index";
import { areEntriesClosed } from "../participation/index";
import { ensureDraw } from "../missions/index";
import { targetRound, type SeedSourceEnv } from "./randomness";
import { forEachIsolated } from "../../lib/job-lock";
import { emitMissionEnded } from "../webhooks/index";
import { notify, organizationAdmins } from "../notifications/index";

const INSERT_BATCH = 5_000;
const ENTERED = ["Entered", "Completed", "Selected"];

/**
 * When entries close: the entry list (each entrant's participant id and entry count) is frozen
 * in canonical order and its hash published; a beacon round or block is fixed as the seed
 * source. Runs once per mission (the draw row is locked); the mission row is locked too, so an
 * entry racing the close either commits before the freeze or is refused as ended.
 */
export async function freezeEntries(db: Db, env: SeedSourceEnv, m: Mission, now?: Date): Promise<MissionDraw>;
/**
 * `skipLocked` (the background sweep): a mission whose row is locked — another server freezing it, or an organizer's
 * change in progress — is left for now (null) instead of waited for; the next sweep looks at it again.
 */
export async function freezeEntries(
  db: Db,
  env: SeedSourceEnv,
  m: Mission,
  now: Date,
  opts: { skipLocked: true },
): Promise<MissionDraw | null>;
export async function freezeEntries(
  db: Db,
  env: SeedSourceEnv,
  m: Mission,
  now = new Date(),
  opts: { skipLocked?: boolean } = {},
): Promise<MissionDraw | null> {
  await ensureDraw(db, env, m.id);
  const lock = opts.skipLocked ? ({ skipLocked: true } as const) : undefined;
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(mission).where(eq(mission.id, m.id)).for("update", lock);
    const [draw] = locked
      ? await tx.select().from(missionDraw).where(eq(missionDraw.missionId, m.id)).for("update", lock)
      : [];
    if (opts.skipLocked && (!locked || !draw)) return null;
    if (!locked || !draw) throw new Error("mission or draw vanished");
    if (draw.frozenAt || !areEntriesClosed(locked, now)) return draw;
    const rows = await tx
      .select({ id: missionParticipant.id, weight: missionParticipant.entryCount })
      .from(missionParticipant)
      .where(
        and(
          eq(missionParticipant.missionId, m.id),
          inArray(missionParticipant.status, ENTERED),
          gt(missionParticipant.entryCount, 0),
        ),
      );
    const entries = canonicalEntries(rows);
    for (let i = 0; i < entries.length; i += INSERT_BATCH) {
      await tx
        .insert(missionDrawEntry)
        .values(
          entries
            .slice(i, i + INSERT_BATCH)
            .map((e, j) => ({ missionId: m.id, position: i + j, entrantId: e.id, weight: e.weight })),
        );
    }
    const round = await targetRound(env, draw.seedSource, locked.blockchainChainId, now);
    const [frozen] = await tx
      .update(missionDraw)
      .set({
        frozenAt: now,
        entryListHash: entryListHash(entries),
        entryCount: entries.length,
        totalWeight: entries.reduce((s, e) => s + e.weight, 0),
        beaconRound: round,
      })
      .where(eq(missionDraw.missionId, m.id))
      .returning();
    await emitMissionEnded(tx, m.id, frozen!);
    await notify(
      tx,
      await organizationAdmins(tx, locked.organizationId),
      "mission_ready_to_draw",
      `ready-to-draw:${m.id}`,
      {
        mission_title: locked.title,
        mission_id: m.id,
      },
    );
    return frozen!;
  });
}

/**
 * Background sweep: freezes the entry lists of missions whose entries closed since the last run. Every server runs it;
 * each mission is frozen by whoever locks it first, and the others skip it rather than queue behind a large freeze.
 * Returns how many this call froze.
 */
export async function freezeClosedMissions(db: Db, env: Env, now = new Date()): Promise<number> {
  const due = await db
    .select({ m: mission })
    .from(mission)
    .innerJoin(reward, eq(reward.missionId, mission.id))
    .leftJoin(missionDraw, eq(missionDraw.missionId, mission.id))
    .where(and(eq(mission.status, "published"), lte(mission.endsAt, now), isNull(missionDraw.frozenAt)))
    .orderBy(sql`${mission.endsAt}`)
    .limit(20);
  let frozen = 0;
  await forEachIsolated(due, async ({ m }) => {
    const draw = await freezeEntries(db, env, m, now, { skipLocked: true });
    if (draw?.frozenAt?.getTime() === now.getTime()) frozen += 1;
  });
  return frozen;
}
