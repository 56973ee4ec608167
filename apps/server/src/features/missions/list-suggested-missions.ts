import { and, eq, gt, ne, or, sql } from "drizzle-orm";
import type { MissionCardView } from "@questhq/core";
import type { Db } from "../../db/client";
import type { Actor } from "../../lib/actor";
import { mission } from "../../db/schema/index";
import { loadVisibleMission } from "./mission-access";
import { toMissionCards } from "./mission-view";

export const SUGGESTED_LIMIT = 4;

/** Other published missions on the same chain or from the same organization, live ones first. */
export async function listSuggestedMissions(
  db: Db,
  idOrSlug: string,
  viewer: Actor | null,
  now = new Date(),
): Promise<MissionCardView[]> {
  const { row } = await loadVisibleMission(db, idOrSlug, viewer);
  const isLive = sql`(${mission.startsAt} <= ${now} and ${mission.endsAt} > ${now})`;
  const rows = await db
    .select()
    .from(mission)
    .where(
      and(
        eq(mission.status, "published"),
        ne(mission.id, row.id),
        gt(mission.endsAt, now),
        or(eq(mission.blockchainChainId, row.blockchainChainId), eq(mission.organizationId, row.organizationId)),
      ),
    )
    .orderBy(sql`${isLive} desc`, sql`${mission.sortWeight} desc`, sql`${mission.endsAt} asc`)
    .limit(SUGGESTED_LIMIT);
  return toMissionCards(db, rows, now);
}
