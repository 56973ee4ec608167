import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { Env } from "../../env";
import { missionDraw, type MissionDraw } from "../../db/schema/index";
import { newServerSeed } from "./randomness";

/**
 * The mission's draw record with its seed commitment. Created at publish (so the commitment is
 * public before anyone enters); missions published before draws existed get one on first use.
 */
export async function ensureDraw(db: Db, env: Pick<Env, "DRAW_RANDOMNESS">, missionId: string): Promise<MissionDraw> {
  // Read first: the mission page asks for the draw on every view; only the first ever writes.
  const [existing] = await db.select().from(missionDraw).where(eq(missionDraw.missionId, missionId));
  if (existing) return existing;
  const { seed, commitment } = newServerSeed();
  await db
    .insert(missionDraw)
    .values({ missionId, seedSource: env.DRAW_RANDOMNESS, serverSeed: seed, seedCommitment: commitment })
    .onConflictDoNothing({ target: missionDraw.missionId });
  const [row] = await db.select().from(missionDraw).where(eq(missionDraw.missionId, missionId));
  return row!;
}
