import { eq, sql } from "drizzle-orm";
import { AppError, type OrgRole } from "@questhq/core";
import type { Db } from "../../db/client";
import { prepared } from "../../db/prepared";
import { mission, type Mission } from "../../db/schema/index";
import type { Actor } from "../../lib/actor";
import { actorRole } from "../organizations/index";

// Who may see and change a mission (docs/product/organizations.md#who-may-do-what): everyone sees published missions;
// drafts are visible to the organization only; members and admins of the organization change missions, only admins
// archive them. An archived mission is frozen for everyone.

export const MISSION_NOT_FOUND = "Mission not found.";
export const NOT_MISSION_MEMBER = "Only members of this mission's organization can change it.";
export const ADMIN_ONLY = "Only organization admins can do this.";
export const ARCHIVED_FROZEN = "This mission is archived and can no longer be changed.";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * By id or slug; a draft is reported as missing to anyone outside its organization, and any mission of another
 * organization to an API key (a key sees its own organization only).
 */
export async function loadVisibleMission(db: Db, idOrSlug: string, viewer: Actor | null): Promise<{ row: Mission }> {
  const by = isUuid(idOrSlug) ? "id" : "slug";
  const byKey = prepared(db, `mission_by_${by}`, (d, name) =>
    d
      .select()
      .from(mission)
      .where(eq(mission[by], sql.placeholder("key")))
      .prepare(name),
  );
  const [row] = await byKey.execute({ key: by === "id" ? idOrSlug : idOrSlug.toLowerCase() });
  if (!row) throw new AppError("not_found", MISSION_NOT_FOUND);
  if (viewer?.kind === "api_key" && viewer.organizationId !== row.organizationId) {
    throw new AppError("not_found", MISSION_NOT_FOUND);
  }
  // Only a draft needs the viewer's role (a published mission is visible to all): one read less on the hot paths.
  if (row.status === "draft" && !(await actorRole(db, row.organizationId, viewer))) {
    throw new AppError("not_found", MISSION_NOT_FOUND);
  }
  return { row };
}

/**
 * Inside a transaction: locks the mission row (so two editors cannot interleave a publish and
 * an objective delete) and checks the caller's role. Archived missions refuse every change, with
 * `archivedMessage` saying why in the caller's terms.
 */
export async function lockMissionForChange(
  tx: Db,
  missionId: string,
  actor: Actor,
  needed: OrgRole = "member",
  archivedMessage: string = ARCHIVED_FROZEN,
): Promise<{ row: Mission; role: OrgRole }> {
  if (!isUuid(missionId)) throw new AppError("not_found", MISSION_NOT_FOUND);
  const [row] = await tx.select().from(mission).where(eq(mission.id, missionId)).for("update");
  if (!row) throw new AppError("not_found", MISSION_NOT_FOUND);
  const role = await actorRole(tx, row.organizationId, actor);
  // Outsiders learn nothing about drafts, and a key nothing about other organizations; for visible missions people
  // are told why they cannot edit.
  if (!role) {
    if (row.status === "draft" || actor.kind === "api_key") throw new AppError("not_found", MISSION_NOT_FOUND);
    throw new AppError("forbidden", NOT_MISSION_MEMBER);
  }
  if (needed === "admin" && role !== "admin") throw new AppError("forbidden", ADMIN_ONLY);
  if (row.status === "archived") throw new AppError("conflict", archivedMessage);
  return { row, role };
}

export async function touchMission(tx: Db, missionId: string): Promise<void> {
  await tx.update(mission).set({ updatedAt: new Date() }).where(eq(mission.id, missionId));
}
