import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { NEW_ACCOUNT_HOURS } from "@questhq/core";
import { mission, missionParticipant, user, type MissionParticipant } from "../../db/schema/index";

export type StartFacts = {
  /** Joined from outside the mission page (participate with objective_id -1). */
  isNotFromMission?: boolean;
  /** The network the participant started from (network-hash.ts); null when it is not known. */
  networkHash?: bigint | null;
};

/**
 * The user's participant row, created as Started on first contact (and counted once in the
 * mission's participant_count). Safe under concurrency: the unique index decides who inserts.
 * What the analytics read counts (docs/product/analytics.md#signals-against-bots) is fixed here, as the participant
 * starts: whether they had started one of the organization's missions before, and how old their account was.
 */
export async function ensureParticipant(
  tx: Db,
  missionId: string,
  userId: string,
  facts: StartFacts = {},
): Promise<MissionParticipant> {
  const isReturning = sql<boolean>`exists (
    select 1 from ${missionParticipant} earlier
    join ${mission} other on other.id = earlier.mission_id
    where earlier.user_id = ${userId} and earlier.mission_id <> ${missionId}
      and other.organization_id = (select organization_id from ${mission} where id = ${missionId}))`;
  const isNewAccount = sql<boolean>`coalesce((
    select ${user.createdAt} > now() - make_interval(hours => ${NEW_ACCOUNT_HOURS})
    from ${user} where ${user.id} = ${userId}), false)`;
  const inserted = await tx
    .insert(missionParticipant)
    .values({
      missionId,
      userId,
      status: "Started",
      isNotFromMission: facts.isNotFromMission ?? false,
      networkHash: facts.networkHash ?? null,
      isReturning,
      isNewAccount,
    })
    .onConflictDoNothing({ target: [missionParticipant.missionId, missionParticipant.userId] })
    .returning();
  if (inserted[0]) {
    await tx
      .update(mission)
      .set({ participantCount: sql`${mission.participantCount} + 1` })
      .where(eq(mission.id, missionId));
    return inserted[0];
  }
  const [existing] = await tx
    .select()
    .from(missionParticipant)
    .where(and(eq(missionParticipant.missionId, missionId), eq(missionParticipant.userId, userId)));
  if (existing && existing.status === "Not Started") {
    const [moved] = await tx
      .update(missionParticipant)
      .set({ status: "Started", updatedAt: new Date() })
      .where(eq(missionParticipant.id, existing.id))
      .returning();
    return moved!;
  }
  return existing!;
}
