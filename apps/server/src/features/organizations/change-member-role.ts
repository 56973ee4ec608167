import { and, eq } from "drizzle-orm";
import type { OrganizationMember, OrgRole } from "@questhq/core";
import type { Db } from "../../db/client";
import { organizationMember } from "../../db/schema/index";
import { requireOrgRole } from "./org-access";
import { lockMemberForChange } from "./admin-guard";
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
    await lockMemberForChange(tx as unknown as Db, organizationId, memberId, role !== "admin");
    await tx
      .update(organizationMember)
      .set({ role })
      .where(and(eq(organizationMember.organizationId, organizationId), eq(organizationMember.userId, memberId)));
    const members = await listMembers(tx as unknown as Db, callerId, organizationId);
    return members.find((m) => m.userId === memberId)!;
  });
}
