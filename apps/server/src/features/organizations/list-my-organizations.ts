import { asc, eq } from "drizzle-orm";
import type { Organization } from "@questhq/core";
import type { Db } from "../../db/client";
import { organization, organizationMember } from "../../db/schema/index";
import { toOrganizations } from "./organization-view";

export async function listMyOrganizations(db: Db, userId: string): Promise<Organization[]> {
  const rows = await db
    .select({ org: organization, role: organizationMember.role })
    .from(organizationMember)
    .innerJoin(organization, eq(organization.id, organizationMember.organizationId))
    .where(eq(organizationMember.userId, userId))
    .orderBy(asc(organization.name));
  return toOrganizations(
    db,
    rows.map((r) => r.org),
    new Map(rows.map((r) => [r.org.id, r.role])),
  );
}
