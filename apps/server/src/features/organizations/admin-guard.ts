import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { organizationMember } from "../../db/schema/index";

export const LAST_ADMIN_MESSAGE = "An organization needs at least one admin.";

/** Locks the organization's memberships so two demotions or removals cannot drop the last admin together. */
export async function lockMemberships(tx: Db, organizationId: string): Promise<void> {
  await tx.execute(sql`select 1 from ${organizationMember} where ${organizationMember.organizationId} = ${organizationId} for update`);
}

export async function adminCount(db: Db, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(organizationMember)
    .where(and(eq(organizationMember.organizationId, organizationId), eq(organizationMember.role, "admin")));
  return row?.n ?? 0;
}
