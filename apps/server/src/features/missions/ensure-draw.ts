import { randomBytes } from "node:crypto";
import { sha256, stringToBytes } from "viem";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { Env } from "../../env";
import { missionDraw, type MissionDraw } from "../../db/schema/index";

/** The "commit" seed source: a random server seed, its sha256 published at once and the seed revealed at the draw. */
export function newServerSeed(): { seed: string; commitment: string } {
  const seed = randomBytes(32).toString("hex");
  return { seed, commitment: commitmentOf(seed) };
}

/** sha256 over the seed's UTF-8 text, 0x-prefixed hex. */
export function commitmentOf(seed: string): string {
  return sha256(stringToBytes(seed));
}

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
