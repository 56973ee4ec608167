import { eq } from "drizzle-orm";
import { AppError } from "@questhq/core";
import type { Db } from "../../../db/client";
import { organization } from "../../../db/schema/index";
import { findOrganizationTwitter } from "./organization-twitter-account";

export type OrganizationTwitterView = { username: string | null; is_sandbox: boolean };

/** Public: the organization's verified Twitter account, or null. Tokens never leave the server. */
export async function getOrganizationTwitter(db: Db, organizationId: string): Promise<OrganizationTwitterView | null> {
  const [org] = await db.select({ id: organization.id }).from(organization).where(eq(organization.id, organizationId));
  if (!org) throw new AppError("not_found", "Organization not found.");
  const row = await findOrganizationTwitter(db, organizationId);
  return row ? { username: row.username, is_sandbox: row.isSandbox } : null;
}
