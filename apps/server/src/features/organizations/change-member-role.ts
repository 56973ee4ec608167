import { and, eq } from "drizzle-orm";
import { AppError, type OrganizationMember, type OrgRole } from "@questhq/core";
import type { Db } from "../../db/client";
import { organizationMember } from "../../db/schema/index";
import { requireOrgRole } from "./org-access";
import { adminCount, LAST_ADMIN_MESSAGE, lockMemberships } from "./admin-guard";
import { listMembers } from "./list-members";

export async function changeMemberRole(
  db: Db,
  callerId: string,
  organizationId: string,
  memberId: string,
  role: OrgRole,
): Promise<OrganizationMember> {
  await requireOrgRole(db, organizationId, callerId, "admin");
  return db.transaction(async (tx) => {
    await lockMemberships(tx as unknown as Db, organizationId);
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
