import { and, asc, eq, sql } from "drizzle-orm";
import { AppError, displayName, type OrganizationMember, type OrgRole } from "@questhq/core";
import type { Db } from "../../db/client";
import { organizationMember, user, walletAddress } from "../../db/schema/index";
import { requireOrgRole } from "./org-access";

// Member use-cases share one small file: list, change role, remove; each checks the caller's role.

export async function listMembers(db: Db, userId: string, organizationId: string): Promise<OrganizationMember[]> {
  await requireOrgRole(db, organizationId, userId, "member");
  const rows = await db
    .select({
      userId: organizationMember.userId,
      role: organizationMember.role,
      joinedAt: organizationMember.createdAt,
      name: user.name,
      email: user.email,
      ensName: user.ensName,
      image: user.image,
      wallet: sql<string | null>`(select ${walletAddress.address} from ${walletAddress} where ${walletAddress.userId} = ${user.id} order by ${walletAddress.isPrimary} desc, ${walletAddress.createdAt} asc limit 1)`,
    })
    .from(organizationMember)
    .innerJoin(user, eq(user.id, organizationMember.userId))
    .where(eq(organizationMember.organizationId, organizationId))
    .orderBy(asc(organizationMember.createdAt));
  return rows.map((r) => ({
    userId: r.userId,
    role: r.role,
    displayName: displayName({ name: r.name, email: r.email, ensName: r.ensName, walletAddress: r.wallet }),
    image: r.image || null,
    joinedAt: r.joinedAt.toISOString(),
  }));
}

async function adminCount(db: Db, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(organizationMember)
    .where(and(eq(organizationMember.organizationId, organizationId), eq(organizationMember.role, "admin")));
  return row?.n ?? 0;
}

export const LAST_ADMIN_MESSAGE = "An organization needs at least one admin.";

export async function changeMemberRole(
  db: Db,
  callerId: string,
  organizationId: string,
  memberId: string,
  role: OrgRole,
): Promise<OrganizationMember> {
  await requireOrgRole(db, organizationId, callerId, "admin");
  return db.transaction(async (tx) => {
    // Lock the organization's memberships so two demotions cannot remove the last admin together.
    await tx.execute(sql`select 1 from ${organizationMember} where ${organizationMember.organizationId} = ${organizationId} for update`);
    const [current] = await tx
      .select()
      .from(organizationMember)
      .where(and(eq(organizationMember.organizationId, organizationId), eq(organizationMember.userId, memberId)));
    if (!current) throw new AppError("not_found", "This user is not a member of the organization.");
    if (current.role === "admin" && role !== "admin" && (await adminCount(tx as unknown as Db, organizationId)) <= 1) {
      throw new AppError("conflict", LAST_ADMIN_MESSAGE);
    }
    await tx
      .update(organizationMember)
      .set({ role })
      .where(and(eq(organizationMember.organizationId, organizationId), eq(organizationMember.userId, memberId)));
    const members = await listMembers(tx as unknown as Db, callerId, organizationId);
    return members.find((m) => m.userId === memberId)!;
  });
}

/** Admins remove anyone; any member may remove themselves (leave); the last admin stays. */
export async function removeMember(db: Db, callerId: string, organizationId: string, memberId: string): Promise<{ removed: true }> {
  await requireOrgRole(db, organizationId, callerId, callerId === memberId ? "member" : "admin");
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${organizationMember} where ${organizationMember.organizationId} = ${organizationId} for update`);
    const [current] = await tx
      .select()
      .from(organizationMember)
      .where(and(eq(organizationMember.organizationId, organizationId), eq(organizationMember.userId, memberId)));
    if (!current) throw new AppError("not_found", "This user is not a member of the organization.");
    if (current.role === "admin" && (await adminCount(tx as unknown as Db, organizationId)) <= 1) {
      throw new AppError("conflict", LAST_ADMIN_MESSAGE);
    }
    await tx
      .delete(organizationMember)
      .where(and(eq(organizationMember.organizationId, organizationId), eq(organizationMember.userId, memberId)));
    return { removed: true as const };
  });
}
