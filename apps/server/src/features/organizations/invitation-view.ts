import { and, eq, gt, inArray, or, sql } from "drizzle-orm";
import type { Invitation } from "@questhq/core";
import type { Db } from "../../db/client";
import { type organization, organizationInvitation, user, walletAddress } from "../../db/schema/index";

// Shared by the invitation use-cases: the answer shape and "addressed to me".

export type InvitationRow = { inv: typeof organizationInvitation.$inferSelect; org: typeof organization.$inferSelect };

export const toInvitation = ({ inv, org }: InvitationRow): Invitation => ({
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

/** Pending, unexpired invitations addressed to my email or to any of my wallets. */
export async function myInvitationFilter(db: Db, userId: string) {
  const [me] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  const wallets = await db
    .select({ address: walletAddress.address })
    .from(walletAddress)
    .where(eq(walletAddress.userId, userId));
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
