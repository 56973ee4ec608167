import { and, eq, gt, sql, type SQL } from "drizzle-orm";
import type { MissionCardView, MissionSort } from "@questhq/core";
import type { Db } from "../../db/client";
import { prepared } from "../../db/prepared";
import { mission, organization, reward, type Mission } from "../../db/schema/index";
import { decodeCursor, encodeCursor, type CursorKeys } from "./explore-cursor";
import { cardMissionColumns, cardOrganizationColumns, cardRewardColumns, toMissionCard } from "./mission-view";

export type ExploreQuery = { blockchain?: number; sort: MissionSort; search?: string; limit: number; next?: string };

/** Escapes LIKE wildcards so a search for "50%" means the characters, not a pattern. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const p = (name: string) => sql.placeholder(name);

// Each sort: its ORDER BY (matching a partial index in the schema), the keyset predicate after a cursor (its keys as
// placeholders k0…), and the keys a row contributes to the next cursor.
const SORTS: Record<MissionSort, { order: SQL; after: SQL; keys: (m: CardMission) => CursorKeys }> = {
  featured: {
    order: sql`${mission.sortWeight} desc nulls last, ${mission.publishedAt} desc nulls last,
      ${mission.id} desc nulls last`,
    after: sql`(${mission.sortWeight}, ${mission.publishedAt}, ${mission.id})
      < (${p("k0")}, ${p("k1")}::timestamptz, ${p("k2")}::uuid)`,
    keys: (m) => [m.sortWeight, m.publishedAt?.toISOString() ?? null, m.id],
  },
  newest: {
    order: sql`${mission.publishedAt} desc nulls last, ${mission.id} desc nulls last`,
    after: sql`(${mission.publishedAt}, ${mission.id}) < (${p("k0")}::timestamptz, ${p("k1")}::uuid)`,
    keys: (m) => [m.publishedAt?.toISOString() ?? null, m.id],
  },
  ending_soon: {
    order: sql`${mission.endsAt} asc, ${mission.id} asc`,
    after: sql`(${mission.endsAt}, ${mission.id}) > (${p("k0")}::timestamptz, ${p("k1")}::uuid)`,
    keys: (m) => [m.endsAt?.toISOString() ?? null, m.id],
  },
  most_participants: {
    order: sql`${mission.participantCount} desc nulls last, ${mission.id} desc nulls last`,
    after: sql`(${mission.participantCount}, ${mission.id}) < (${p("k0")}, ${p("k1")}::uuid)`,
    keys: (m) => [m.participantCount, m.id],
  },
};

type CardMission = { [K in keyof typeof cardMissionColumns]: Mission[K] };

/** The explore page query of one shape (sort, and which filters apply), built once with placeholders. */
function pageQuery(
  db: Db,
  name: string,
  sort: MissionSort,
  shape: { chain: boolean; search: boolean; after: boolean },
) {
  const where: SQL[] = [eq(mission.status, "published"), gt(mission.endsAt, p("now"))];
  if (shape.chain) where.push(eq(mission.blockchainChainId, p("chain")));
  if (shape.search) where.push(sql`${mission.title} ilike ${p("pattern")}`);
  if (shape.after) where.push(SORTS[sort].after);
  // One query per page: the organization and reward come along by join (the explore hot path).
  return db
    .select({ m: cardMissionColumns, org: cardOrganizationColumns, r: cardRewardColumns })
    .from(mission)
    .innerJoin(organization, eq(organization.id, mission.organizationId))
    .leftJoin(reward, eq(reward.missionId, mission.id))
    .where(and(...where))
    .orderBy(SORTS[sort].order)
    .limit(p("limit"))
    .prepare(name);
}

/** /explore: published missions that have not ended, filtered and sorted, one keyset page. */
export async function listMissions(
  db: Db,
  q: ExploreQuery,
  now = new Date(),
): Promise<{ data: MissionCardView[]; next: string | null }> {
  const shape = { chain: q.blockchain !== undefined, search: Boolean(q.search), after: Boolean(q.next) };
  const keys = q.next ? decodeCursor(q.sort, q.next) : [];
  const name = `explore_${q.sort}_${Number(shape.chain)}${Number(shape.search)}${Number(shape.after)}`;
  const rows = await prepared(db, name, (d, n) => pageQuery(d, n, q.sort, shape)).execute({
    now,
    limit: q.limit + 1,
    chain: q.blockchain,
    pattern: q.search ? likePattern(q.search) : undefined,
    ...Object.fromEntries(keys.map((k, i) => [`k${i}`, k])),
  });
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    data: page.map((row) => toMissionCard(row.m, row.org, row.r, now)),
    next: rows.length > q.limit && last ? encodeCursor(q.sort, SORTS[q.sort].keys(last.m)) : null,
  };
}
