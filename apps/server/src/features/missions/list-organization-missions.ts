import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { AppError, type MissionCardView } from "@questhq/core";
import type { Db } from "../../db/client";
import { mission, organization, reward } from "../../db/schema/index";
import { getRole } from "../organizations/index";
import { cardOrganizationColumns, toMissionCard } from "./mission-view";

export type OrganizationMissionsPage = { data: MissionCardView[]; next: string | null; can_create: boolean };

// An organization's public page: its missions, newest first, keyset paged over mission_org_idx
// (organization_id, created_at desc). Everyone sees what a mission page would show them (no drafts; archived
// missions stay in Mission Control); members see their drafts too, so the page is where a team picks work up.
const PUBLIC_STATUSES = ["published", "paused", "closed", "completed"] as const;
const MEMBER_STATUSES = ["draft", ...PUBLIC_STATUSES] as const;

// created_at keeps microseconds; the cursor carries PostgreSQL's own text of it (a JS Date would round to
// milliseconds and skip rows created within the same millisecond).
function encodeCursor(createdAt: string, id: string): string {
  return Buffer.from(JSON.stringify([createdAt, id])).toString("base64url");
}

function decodeCursor(cursor: string): [string, string] {
  try {
    const keys = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as unknown;
    if (!Array.isArray(keys) || keys.length !== 2 || keys.some((k) => typeof k !== "string")) throw new Error("shape");
    if (
      !/^\d{4}-\d\d-\d\d[ T][\d:.]+[+-]\d\d(:?\d\d)?$/.test(keys[0] as string) ||
      !/^[0-9a-f-]{36}$/i.test(keys[1] as string)
    ) {
      throw new Error("keys");
    }
    return keys as [string, string];
  } catch {
    throw new AppError("bad_request", "This page link is no longer valid; reload the list.", {
      next: ["Invalid cursor."],
    });
  }
}

export async function listOrganizationMissions(
  db: Db,
  ref: string,
  viewerId: string | null,
  q: { limit: number; next?: string },
  now = new Date(),
): Promise<OrganizationMissionsPage> {
  const byId = /^[0-9a-f-]{36}$/i.test(ref);
  const [org] = await db
    .select({ id: organization.id })
    .from(organization)
    .where(byId ? eq(organization.id, ref) : eq(organization.slug, ref))
    .limit(1);
  if (!org) throw new AppError("not_found", "Organization not found.");
  const role = viewerId ? await getRole(db, org.id, viewerId) : null;
  const where: SQL[] = [
    eq(mission.organizationId, org.id),
    inArray(mission.status, role ? [...MEMBER_STATUSES] : [...PUBLIC_STATUSES]),
  ];
  if (q.next) {
    const [createdAt, id] = decodeCursor(q.next);
    where.push(sql`(${mission.createdAt}, ${mission.id}) < (${createdAt}::timestamptz, ${id}::uuid)`);
  }
  const rows = await db
    .select({ m: mission, org: cardOrganizationColumns, r: reward, at: sql<string>`${mission.createdAt}::text` })
    .from(mission)
    .innerJoin(organization, eq(organization.id, mission.organizationId))
    .leftJoin(reward, eq(reward.missionId, mission.id))
    .where(and(...where))
    .orderBy(sql`${mission.createdAt} desc, ${mission.id} desc`)
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    data: page.map((row) => toMissionCard(row.m, row.org, row.r, now)),
    next: rows.length > q.limit && last ? encodeCursor(last.at, last.m.id) : null,
    can_create: role !== null,
  };
}
