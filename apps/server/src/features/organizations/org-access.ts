import { and, eq, sql } from "drizzle-orm";
import { AppError, type OrgRole } from "@questhq/core";
import type { Db } from "../../db/client";
import type { Actor } from "../../lib/actor";
import { prepared } from "../../db/prepared";
import { organizationMember } from "../../db/schema/index";

export async function getRole(db: Db, organizationId: string, userId: string): Promise<OrgRole | null> {
  const roleOf = prepared(db, "org_role", (d, name) =>
    d
      .select({ role: organizationMember.role })
      .from(organizationMember)
      .where(
        and(
          eq(organizationMember.organizationId, sql.placeholder("org")),
          eq(organizationMember.userId, sql.placeholder("user")),
        ),
      )
      .prepare(name),
  );
  const [row] = await roleOf.execute({ org: organizationId, user: userId });
  return row?.role ?? null;
}

/** Every organization route checks here: members may read, only admins manage. */
export async function requireOrgRole(
  db: Db,
  organizationId: string,
  userId: string,
  needed: OrgRole,
): Promise<OrgRole> {
  const role = await getRole(db, organizationId, userId);
  if (!role) throw new AppError("forbidden", "You are not a member of this organization.");
  if (needed === "admin" && role !== "admin") throw new AppError("forbidden", "Only organization admins can do this.");
  return role;
}

export const ORGANIZATION_NOT_FOUND = "Organization not found.";

/**
 * requireOrgRole for either kind of caller. A key reaches only its own organization: another one's answers 404,
 * as if it did not exist (nothing about other organizations leaks through a key). Within its organization a key
 * acts with an admin's reach, limited by its scopes, which the route checked before this.
 */
export async function requireOrgAccess(
  db: Db,
  organizationId: string,
  actor: Actor,
  needed: OrgRole,
): Promise<OrgRole> {
  if (actor.kind === "api_key") {
    if (actor.organizationId !== organizationId) throw new AppError("not_found", ORGANIZATION_NOT_FOUND);
    return "admin";
  }
  return requireOrgRole(db, organizationId, actor.userId, needed);
}

/** The caller's role in an organization, or null: a key has an admin's reach in its own organization only. */
export async function actorRole(db: Db, organizationId: string, actor: Actor | null): Promise<OrgRole | null> {
  if (!actor) return null;
  if (actor.kind === "api_key") return actor.organizationId === organizationId ? "admin" : null;
  return getRole(db, organizationId, actor.userId);
}
