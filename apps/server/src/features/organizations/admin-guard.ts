import { and, eq, sql } from "drizzle-orm";
import { AppError } from "@questhq/core";
import type { Db } from "../../db/client";
import { organizationMember } from "../../db/schema/index";

export const LAST_ADMIN_MESSAGE = "An organization needs at least one admin.";

/** Locks the organization's memberships so two demotions or removals cannot drop the last admin together. */
export async function lockMemberships(tx: Db, organizationId: string): Promise<void> {
  await tx.execute(
    sql`select 1 from ${organizationMember} where ${organizationMember.organizationId} = ${organizationId} for update`,
  );
}

export async function adminCount(db: Db, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(organizationMember)
    .where(and(eq(organizationMember.organizationId, organizationId), eq(organizationMember.role, "admin")));
  return row?.n ?? 0;
}

/**
 * In a transaction: locks the memberships, loads the member, and refuses a change that would
 * leave the organization without an admin. Shared by role changes and removals.
 */
export async function lockMemberForChange(tx: Db, organizationId: string, memberId: string, losesAdmin: boolean) {
  await lockMemberships(tx, organizationId);
  const [current] = await tx
    .select()
    .from(organizationMember)
    .where(and(eq(organizationMember.organizationId, organizationId), eq(organizationMember.userId, memberId)));
  if (!current) throw new AppError("not_found", "This user is not a member of the organization.");
  if (current.role === "admin" && losesAdmin && (await adminCount(tx, organizationId)) <= 1) {
    throw new AppError("conflict", LAST_ADMIN_MESSAGE);
  }
  return current;
}
