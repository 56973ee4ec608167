import { desc, eq } from "drizzle-orm";
import type { Invitation } from "@questhq/core";
import type { Db } from "../../db/client";
import { organization, organizationInvitation } from "../../db/schema/index";
import { myInvitationFilter, toInvitation } from "./invitation-view";

export async function listMyInvitations(db: Db, userId: string): Promise<Invitation[]> {
  const rows = await db
    .select({ inv: organizationInvitation, org: organization })
    .from(organizationInvitation)
    .innerJoin(organization, eq(organization.id, organizationInvitation.organizationId))
    .where(await myInvitationFilter(db, userId))
    .orderBy(desc(organizationInvitation.createdAt));
  return rows.map(toInvitation);
}
