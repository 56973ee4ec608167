import { eq } from "drizzle-orm";
import { AppError, type CreateOrganizationInput, type Organization } from "@questhq/core";
import type { Db } from "../../db/client";
import { organization, organizationMember } from "../../db/schema/index";
import type { Env } from "../../env";
import { assertMayCreateOrganization } from "./organization-creation";
import { toOrganizations } from "./organization-view";

export const SLUG_TAKEN_MESSAGE = "This slug is already taken.";

function cleanLinks(links: CreateOrganizationInput["links"]): Record<string, string> {
  return Object.fromEntries(Object.entries(links ?? {}).filter((e): e is [string, string] => Boolean(e[1])));
}

/** The creator becomes the organization's first admin, in the same transaction; ORGANIZATION_CREATION says who may. */
export async function createOrganization(
  db: Db,
  env: Pick<Env, "OPERATOR_EMAILS" | "ORGANIZATION_CREATION">,
  userId: string,
  input: CreateOrganizationInput,
): Promise<Organization> {
  await assertMayCreateOrganization(db, env, userId);
  const created = await db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: organization.id })
      .from(organization)
      .where(eq(organization.slug, input.slug));
    if (taken) throw new AppError("already_exists", SLUG_TAKEN_MESSAGE, { slug: [SLUG_TAKEN_MESSAGE] });
    const [row] = await tx
      .insert(organization)
      .values({
        name: input.name,
        slug: input.slug,
        logo: input.logo || null,
        description: input.description || null,
        links: cleanLinks(input.links),
        createdByUserId: userId,
      })
      .onConflictDoNothing({ target: organization.slug })
      .returning();
    // A concurrent create of the same slug lands here rather than in a 500.
    if (!row) throw new AppError("already_exists", SLUG_TAKEN_MESSAGE, { slug: [SLUG_TAKEN_MESSAGE] });
    await tx.insert(organizationMember).values({ organizationId: row.id, userId, role: "admin" });
    return row;
  });
  const [view] = await toOrganizations(db, [created], new Map([[created.id, "admin"]]));
  return view!;
}
