import { and, eq, gt, sql, type SQL } from "drizzle-orm";
import type { MissionCardView, MissionSort } from "@questhq/core";
import type { Db } from "../../db/client";
import { mission, organization, reward, type Mission } from "../../db/schema/index";
import { decodeCursor, encodeCursor, type CursorKeys } from "./explore-cursor";
import { cardOrganizationColumns, toMissionCard } from "./mission-view";

export type ExploreQuery = { blockchain?: number; sort: MissionSort; search?: string; limit: number; next?: string };

/** Escapes LIKE wildcards so a search for "50%" means the characters, not a pattern. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// Each sort: its ORDER BY (matching a partial index in the schema), the keyset predicate
// after a cursor, and the keys a row contributes to the next cursor.
const SORTS: Record<MissionSort, { order: SQL; after: (k: CursorKeys) => SQL; keys: (m: Mission) => CursorKeys }> = {
  featured: {
    order: sql`${mission.sortWeight} desc nulls last, ${mission.publishedAt} desc nulls last, ${mission.id} desc nulls last`,
    after: ([w, p, id]) => sql`(${mission.sortWeight}, ${mission.publishedAt}, ${mission.id}) < (${w}, ${p}::timestamptz, ${id}::uuid)`,
    keys: (m) => [m.sortWeight, m.publishedAt?.toISOString() ?? null, m.id],
  },
  newest: {
    order: sql`${mission.publishedAt} desc nulls last, ${mission.id} desc nulls last`,
    after: ([p, id]) => sql`(${mission.publishedAt}, ${mission.id}) < (${p}::timestamptz, ${id}::uuid)`,
    keys: (m) => [m.publishedAt?.toISOString() ?? null, m.id],
  },
  ending_soon: {
    order: sql`${mission.endsAt} asc, ${mission.id} asc`,
    after: ([e, id]) => sql`(${mission.endsAt}, ${mission.id}) > (${e}::timestamptz, ${id}::uuid)`,
    keys: (m) => [m.endsAt?.toISOString() ?? null, m.id],
  },
  most_participants: {
    order: sql`${mission.participantCount} desc nulls last, ${mission.id} desc nulls last`,
    after: ([n, id]) => sql`(${mission.participantCount}, ${mission.id}) < (${n}, ${id}::uuid)`,
    keys: (m) => [m.participantCount, m.id],
  },
};

/** /explore: published missions that have not ended, filtered and sorted, one keyset page. */
export async function listMissions(db: Db, q: ExploreQuery, now = new Date()): Promise<{ data: MissionCardView[]; next: string | null }> {
  const sort = SORTS[q.sort];
  const where: SQL[] = [eq(mission.status, "published"), gt(mission.endsAt, now)];
  if (q.blockchain !== undefined) where.push(eq(mission.blockchainChainId, q.blockchain));
  if (q.search) where.push(sql`${mission.title} ilike ${likePattern(q.search)}`);
  if (q.next) where.push(sort.after(decodeCursor(q.sort, q.next)));
  // One query per page: the organization and reward come along by join (the explore hot path).
  const rows = await db
    .select({ m: mission, org: cardOrganizationColumns, r: reward })
    .from(mission)
    .innerJoin(organization, eq(organization.id, mission.organizationId))
    .leftJoin(reward, eq(reward.missionId, mission.id))
    .where(and(...where))
    .orderBy(sort.order)
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    data: page.map((row) => toMissionCard(row.m, row.org, row.r, now)),
    next: rows.length > q.limit && last ? encodeCursor(q.sort, sort.keys(last.m)) : null,
  };
}
