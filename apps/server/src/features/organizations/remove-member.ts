import { and, eq } from "drizzle-orm";
import { AppError } from "@questhq/core";
import type { Db } from "../../db/client";
import { organizationMember } from "../../db/schema/index";
import { requireOrgRole } from "./org-access";
import { adminCount, LAST_ADMIN_MESSAGE, lockMemberships } from "./admin-guard";

/** Admins remove anyone; any member may remove themselves (leave); the last admin stays. */
export async function removeMember(db: Db, callerId: string, organizationId: string, memberId: string): Promise<{ removed: true }> {
  await requireOrgRole(db, organizationId, callerId, callerId === memberId ? "member" : "admin");
  return db.transaction(async (tx) => {
    await lockMemberships(tx as unknown as Db, organizationId);
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
