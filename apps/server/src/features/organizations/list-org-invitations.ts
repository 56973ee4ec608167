import { and, desc, eq } from "drizzle-orm";
import type { Invitation } from "@questhq/core";
import type { Db } from "../../db/client";
import { organization, organizationInvitation } from "../../db/schema/index";
import { requireOrgRole } from "./org-access";
import { toInvitation } from "./invitation-view";

export async function listOrgInvitations(db: Db, callerId: string, organizationId: string): Promise<Invitation[]> {
  await requireOrgRole(db, organizationId, callerId, "admin");
  const rows = await db
    .select({ inv: organizationInvitation, org: organization })
    .from(organizationInvitation)
    .innerJoin(organization, eq(organization.id, organizationInvitation.organizationId))
    .where(and(eq(organizationInvitation.organizationId, organizationId), eq(organizationInvitation.status, "pending")))
    .orderBy(desc(organizationInvitation.createdAt));
  return rows.map(toInvitation);
}
