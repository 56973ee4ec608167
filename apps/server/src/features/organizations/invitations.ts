import { and, desc, eq, gt, inArray, or, sql } from "drizzle-orm";
import { getAddress } from "viem";
import { AppError, type Invitation, type OrgRole } from "@questhq/core";
import type { Db } from "../../db/client";
import { organization, organizationInvitation, organizationMember, user, walletAddress } from "../../db/schema/index";
import type { Mailer } from "../../lib/mailer";
import { requireOrgRole } from "./org-access";

const INVITE_TTL_MS = 14 * 86_400_000;

type Row = { inv: typeof organizationInvitation.$inferSelect; org: typeof organization.$inferSelect };

const toInvitation = ({ inv, org }: Row): Invitation => ({
  id: inv.id,
  organizationId: org.id,
  organizationName: org.name,
  organizationSlug: org.slug,
  email: inv.email,
  walletAddress: inv.walletAddress,
  role: inv.role,
  status: inv.status,
  createdAt: inv.createdAt.toISOString(),
});

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
          : sql`exists (select 1 from ${walletAddress} where ${walletAddress.userId} = ${user.id} and lower(${walletAddress.address}) = ${wallet!.toLowerCase()})`,
      ),
    );
  if (alreadyMember.length) throw new AppError("conflict", "This person is already a member of the organization.");

  const target = email ? eq(organizationInvitation.email, email) : eq(organizationInvitation.walletAddress, wallet!);
  const [pending] = await db
    .select()
    .from(organizationInvitation)
    .where(and(eq(organizationInvitation.organizationId, organizationId), eq(organizationInvitation.status, "pending"), target));
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
      text: `You have been invited to join ${org.name} as ${input.role}. Sign in at ${publicUrl}/sign-in?redirect_url=/organizations to accept.`,
    });
  }
  return toInvitation({ inv: inv!, org });
}

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

/** Pending, unexpired invitations addressed to my email or to any of my wallets. */
async function myInvitationFilter(db: Db, userId: string) {
  const [me] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  const wallets = await db.select({ address: walletAddress.address }).from(walletAddress).where(eq(walletAddress.userId, userId));
  const lowered = wallets.map((w) => w.address.toLowerCase());
  return and(
    eq(organizationInvitation.status, "pending"),
    gt(organizationInvitation.expiresAt, new Date()),
    or(
      me ? eq(organizationInvitation.email, me.email.toLowerCase()) : sql`false`,
      lowered.length ? inArray(sql`lower(${organizationInvitation.walletAddress})`, lowered) : sql`false`,
    ),
  );
}

export async function listMyInvitations(db: Db, userId: string): Promise<Invitation[]> {
  const rows = await db
    .select({ inv: organizationInvitation, org: organization })
    .from(organizationInvitation)
    .innerJoin(organization, eq(organization.id, organizationInvitation.organizationId))
    .where(await myInvitationFilter(db, userId))
    .orderBy(desc(organizationInvitation.createdAt));
  return rows.map(toInvitation);
}

export async function respondToInvitation(db: Db, userId: string, invitationId: string, accept: boolean): Promise<Invitation> {
  const filter = await myInvitationFilter(db, userId);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(organizationInvitation)
      .set({ status: accept ? "accepted" : "declined" })
      .where(and(eq(organizationInvitation.id, invitationId), filter))
      .returning();
    if (!claimed) throw new AppError("not_found", "This invitation does not exist, has expired or was already answered.");
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
