import { desc, eq, inArray, sql } from "drizzle-orm";
import type { OrgMissionView } from "@questhq/core";
import type { Db } from "../../db/client";
import type { Actor } from "../../lib/actor";
import { mission, missionParticipant, objective, reward } from "../../db/schema/index";
import { requireOrgAccess } from "../organizations/index";
import { toMissionCards } from "./mission-view";

/** Mission Control: every mission of an organization in every state, with organizer counts. */
export async function listOrgMissions(db: Db, actor: Actor, organizationId: string): Promise<OrgMissionView[]> {
  await requireOrgAccess(db, organizationId, actor, "member");
  const rows = await db
    .select()
    .from(mission)
    .where(eq(mission.organizationId, organizationId))
    .orderBy(desc(mission.createdAt));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [cards, objectives, rewards, entries] = await Promise.all([
    toMissionCards(db, rows),
    db
      .select({ id: objective.missionId, n: sql<number>`count(*)::int` })
      .from(objective)
      .where(inArray(objective.missionId, ids))
      .groupBy(objective.missionId),
    db.select({ id: reward.missionId }).from(reward).where(inArray(reward.missionId, ids)),
    db
      .select({
        id: missionParticipant.missionId,
        n: sql<number>`coalesce(sum(${missionParticipant.entryCount}), 0)::int`,
      })
      .from(missionParticipant)
      .where(inArray(missionParticipant.missionId, ids))
      .groupBy(missionParticipant.missionId),
  ]);
  const objectiveCounts = new Map(objectives.map((o) => [o.id, o.n]));
  const withReward = new Set(rewards.map((r) => r.id));
  const entryCounts = new Map(entries.map((e) => [e.id, e.n]));
  return cards.map((c, i) => ({
    ...c,
    objective_count: objectiveCounts.get(c.id) ?? 0,
    has_reward: withReward.has(c.id),
    entries: entryCounts.get(c.id) ?? 0,
    archived_at: rows[i]!.archivedAt?.toISOString() ?? null,
  }));
}
