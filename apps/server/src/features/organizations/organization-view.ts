import { eq, inArray, sql } from "drizzle-orm";
import type { Organization, OrgRole } from "@questhq/core";
import type { Db } from "../../db/client";
import { mission, organization, organizationMember } from "../../db/schema/index";

type OrgRow = typeof organization.$inferSelect;

/** Organization rows with their member and mission counts, in one query each. */
export async function toOrganizations(
  db: Db,
  rows: OrgRow[],
  roles: Map<string, OrgRole | null>,
): Promise<Organization[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [members, missions] = await Promise.all([
    db
      .select({ id: organizationMember.organizationId, n: sql<number>`count(*)::int` })
      .from(organizationMember)
      .where(inArray(organizationMember.organizationId, ids))
      .groupBy(organizationMember.organizationId),
    db
      .select({ id: mission.organizationId, n: sql<number>`count(*)::int` })
      .from(mission)
      .where(inArray(mission.organizationId, ids))
      .groupBy(mission.organizationId),
  ]);
  const memberCount = new Map(members.map((m) => [m.id, m.n]));
  const missionCount = new Map(missions.map((m) => [m.id, m.n]));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    logo: r.logo,
    description: r.description,
    links: r.links,
    createdAt: r.createdAt.toISOString(),
    memberCount: memberCount.get(r.id) ?? 0,
    missionCount: missionCount.get(r.id) ?? 0,
    role: roles.get(r.id) ?? null,
  }));
}

export async function loadOrganization(db: Db, id: string): Promise<OrgRow | undefined> {
  const [row] = await db.select().from(organization).where(eq(organization.id, id));
  return row;
}
