import { eq } from "drizzle-orm";
import { AppError, type Organization, type updateOrganizationSchema } from "@questhq/core";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { organization } from "../../db/schema/index";
import { requireOrgRole } from "./org-access";
import { toOrganizations } from "./organization-view";

export async function updateOrganization(
  db: Db,
  userId: string,
  organizationId: string,
  input: z.infer<typeof updateOrganizationSchema>,
): Promise<Organization> {
  await requireOrgRole(db, organizationId, userId, "admin");
  const patch: Partial<typeof organization.$inferInsert> = { updatedAt: new Date() };
  if (input.name !== undefined) patch.name = input.name;
  if (input.logo !== undefined) patch.logo = input.logo || null;
  if (input.description !== undefined) patch.description = input.description || null;
  if (input.links !== undefined) {
    patch.links = Object.fromEntries(Object.entries(input.links).filter((e): e is [string, string] => Boolean(e[1])));
  }
  const [row] = await db.update(organization).set(patch).where(eq(organization.id, organizationId)).returning();
  if (!row) throw new AppError("not_found", "Organization not found.");
  const [view] = await toOrganizations(db, [row], new Map([[row.id, "admin"]]));
  return view!;
}
