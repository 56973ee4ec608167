import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { organizationMember } from "../../db/schema/index";
import { requireOrgRole } from "./org-access";
import { lockMemberForChange } from "./admin-guard";

/** Admins remove anyone; any member may remove themselves (leave); the last admin stays. */
export async function removeMember(
  db: Db,
  callerId: string,
  organizationId: string,
  memberId: string,
): Promise<{ removed: true }> {
  await requireOrgRole(db, organizationId, callerId, callerId === memberId ? "member" : "admin");
  return db.transaction(async (tx) => {
    await lockMemberForChange(tx as unknown as Db, organizationId, memberId, true);
    await tx
      .delete(organizationMember)
      .where(and(eq(organizationMember.organizationId, organizationId), eq(organizationMember.userId, memberId)));
    return { removed: true as const };
  });
}
