import { asc, eq, sql } from "drizzle-orm";
import { displayName, type OrganizationMember } from "@questhq/core";
import type { Db } from "../../db/client";
import { organizationMember, user, walletAddress } from "../../db/schema/index";
import { requireOrgRole } from "./org-access";

export async function listMembers(db: Db, userId: string, organizationId: string): Promise<OrganizationMember[]> {
  await requireOrgRole(db, organizationId, userId, "member");
  const rows = await db
    .select({
      userId: organizationMember.userId,
      role: organizationMember.role,
      joinedAt: organizationMember.createdAt,
      name: user.name,
      email: user.email,
      ensName: user.ensName,
      image: user.image,
      wallet: sql<
        string | null
      >`(select ${walletAddress.address} from ${walletAddress} where ${walletAddress.userId} = ${user.id}
        order by ${walletAddress.isPrimary} desc, ${walletAddress.createdAt} asc limit 1)`,
    })
    .from(organizationMember)
    .innerJoin(user, eq(user.id, organizationMember.userId))
    .where(eq(organizationMember.organizationId, organizationId))
    .orderBy(asc(organizationMember.createdAt));
  return rows.map((r) => ({
    userId: r.userId,
    role: r.role,
    displayName: displayName({ name: r.name, email: r.email, ensName: r.ensName, walletAddress: r.wallet }),
    image: r.image || null,
    joinedAt: r.joinedAt.toISOString(),
  }));
}
