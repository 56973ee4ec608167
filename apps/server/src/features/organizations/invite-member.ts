import { and, eq, sql } from "drizzle-orm";
import { getAddress } from "viem";
import { AppError, type Invitation, type OrgRole } from "@questhq/core";
import type { Db } from "../../db/client";
import { organization, organizationInvitation, organizationMember, user, walletAddress } from "../../db/schema/index";
import type { Mailer } from "../../lib/mailer";
import { requireOrgRole } from "./org-access";
import { toInvitation } from "./invitation-view";

const INVITE_TTL_MS = 14 * 86_400_000;

export async function inviteMember(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  callerId: string,
  organizationId: string,
  input: { email?: string; walletAddress?: string; role: OrgRole },
): Promise<Invitation> {
  await requireOrgRole(db, organizationId, callerId, "admin");
  const email = input.email?.trim().toLowerCase() ?? null;
  const wallet = input.walletAddress ? getAddress(input.walletAddress) : null;
  const [org] = await db.select().from(organization).where(eq(organization.id, organizationId));
  if (!org) throw new AppError("not_found", "Organization not found.");

  const alreadyMember = await db
    .select({ id: organizationMember.userId })
    .from(organizationMember)
    .innerJoin(user, eq(user.id, organizationMember.userId))
    .where(
      and(
        eq(organizationMember.organizationId, organizationId),
        email
          ? eq(sql`lower(${user.email})`, email)
          : sql`exists (select 1 from ${walletAddress} where ${walletAddress.userId} = ${user.id}
              and lower(${walletAddress.address}) = ${wallet!.toLowerCase()})`,
      ),
    );
  if (alreadyMember.length) throw new AppError("conflict", "This person is already a member of the organization.");

  const target = email ? eq(organizationInvitation.email, email) : eq(organizationInvitation.walletAddress, wallet!);
  const [pending] = await db
    .select()
    .from(organizationInvitation)
    .where(
      and(
        eq(organizationInvitation.organizationId, organizationId),
        eq(organizationInvitation.status, "pending"),
        target,
      ),
    );
  // Inviting the same person again refreshes the pending invitation instead of piling up copies.
  const [inv] = pending
    ? await db
        .update(organizationInvitation)
        .set({ role: input.role, expiresAt: new Date(Date.now() + INVITE_TTL_MS) })
        .where(eq(organizationInvitation.id, pending.id))
        .returning()
    : await db
        .insert(organizationInvitation)
        .values({
          organizationId,
          email,
          walletAddress: wallet,
          role: input.role,
          invitedByUserId: callerId,
          expiresAt: new Date(Date.now() + INVITE_TTL_MS),
        })
        .returning();
  if (email && !pending) {
    await mailer.send({
      to: email,
      subject: `You are invited to ${org.name} on QuestHQ`,
      text:
        `You have been invited to join ${org.name} as ${input.role}. ` +
        `Sign in at ${publicUrl}/sign-in?redirect_url=/organizations to accept.`,
    });
  }
  return toInvitation({ inv: inv!, org });
}
