import { and, eq } from "drizzle-orm";
import { AppError, type Invitation } from "@questhq/core";
import type { Db } from "../../db/client";
import { organization, organizationInvitation, organizationMember } from "../../db/schema/index";
import { myInvitationFilter, toInvitation } from "./invitation-view";

export async function respondToInvitation(
  db: Db,
  userId: string,
  invitationId: string,
  accept: boolean,
): Promise<Invitation> {
  const filter = await myInvitationFilter(db, userId);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(organizationInvitation)
      .set({ status: accept ? "accepted" : "declined" })
      .where(and(eq(organizationInvitation.id, invitationId), filter))
      .returning();
    if (!claimed)
      throw new AppError("not_found", "This invitation does not exist, has expired or was already answered.");
    if (accept) {
      await tx
        .insert(organizationMember)
        .values({ organizationId: claimed.organizationId, userId, role: claimed.role })
        .onConflictDoNothing();
    }
    const [org] = await tx.select().from(organization).where(eq(organization.id, claimed.organizationId));
    return toInvitation({ inv: claimed, org: org! });
  });
}
