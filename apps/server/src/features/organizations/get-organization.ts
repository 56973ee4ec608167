import { eq } from "drizzle-orm";
import { AppError, type Organization } from "@questhq/core";
import type { Db } from "../../db/client";
import { organization } from "../../db/schema/index";
import { getRole } from "./org-access";
import { toOrganizations } from "./organization-view";

/** Public: anyone may see an organization; `role` tells the viewer's own membership. */
export async function getOrganizationBySlug(db: Db, slug: string, viewerId: string | null): Promise<Organization> {
  const [row] = await db.select().from(organization).where(eq(organization.slug, slug));
  if (!row) throw new AppError("not_found", "Organization not found.");
  const role = viewerId ? await getRole(db, row.id, viewerId) : null;
  const [view] = await toOrganizations(db, [row], new Map([[row.id, role]]));
  return view!;
}
