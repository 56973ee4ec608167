import { and, eq } from "drizzle-orm";
import { AppError } from "@questhq/core";
import type { Db } from "../../db/client";
import { organizationInvitation } from "../../db/schema/index";
import { requireOrgRole } from "./org-access";

export async function revokeInvitation(db: Db, callerId: string, organizationId: string, invitationId: string) {
  await requireOrgRole(db, organizationId, callerId, "admin");
  const updated = await db
    .update(organizationInvitation)
    .set({ status: "revoked" })
    .where(
      and(
        eq(organizationInvitation.id, invitationId),
        eq(organizationInvitation.organizationId, organizationId),
        eq(organizationInvitation.status, "pending"),
      ),
    )
    .returning({ id: organizationInvitation.id });
  if (!updated.length) throw new AppError("not_found", "Invitation not found.");
  return { revoked: true as const };
}
